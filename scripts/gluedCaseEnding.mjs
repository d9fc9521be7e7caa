// A Bengali case ending glued to a `{placeholder}`, after an optional closing
// quote: '}-এ', '}-এর', '}”-এর', '}কে', '}ের', '}কেই'… The value may be English ("West Bengal-এ"), which
// no Bengali reader accepts. A counter after a number ("{n}টি") is no case ending.
// Used by check-messages.mjs (the messages) and the app's glossary test (content, templates).

/** Matches a case ending glued to a placeholder. */
export const gluedCaseEnding =
  /\}[”’"')]?(?:-[\u0980-\u09FF]+|(?:এর|এ|কে|তে|রে|র|য়ে|য়|\u09DFে|\u09DF|দের|ের|ে)(?:ই|ও)?(?![\u0980-\u09FF]))/u;

/** True when `text` (NFC-normalised first) has a case ending glued to a placeholder. */
export function hasGluedCaseEnding(text) {
  return gluedCaseEnding.test(text.normalize('NFC'));
}
