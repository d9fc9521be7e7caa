/** A Bengali case ending glued to a `{placeholder}` (issue 33): see gluedCaseEnding.mjs. */
export declare const gluedCaseEnding: RegExp;
