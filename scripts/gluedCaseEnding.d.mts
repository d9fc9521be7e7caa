/** A Bengali case ending glued to a `{placeholder}`: see gluedCaseEnding.mjs. */
export declare const gluedCaseEnding: RegExp;
/** True when `text` (NFC-normalised first) has a case ending glued to a placeholder. */
export declare function hasGluedCaseEnding(text: string): boolean;
