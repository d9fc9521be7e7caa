/**
 * How the messages write lengths and areas, apart from the message-fitting code (`fit.ts`):
 * the price-basis words (`wording.ts`), which every product card uses, need only these,
 * so a listing page does not load the order message's fitting rules (the app's first-load
 * budget, README "Performance budgets").
 */

/** How a message writes lengths and areas: '{n}' is replaced by the number ('ফুট', 'বর্গফুট'). */
export interface UnitTemplate {
  /** A length in feet, e.g. '{n} ft'. */
  readonly feet: string;
  /** An area in square feet, e.g. '{n} sq ft'. */
  readonly squareFeet: string;
}

/** English units: '2.5 ft', '8.75 sq ft'. */
export const englishUnits: UnitTemplate = { feet: '{n} ft', squareFeet: '{n} sq ft' };

/** A size in feet as the messages write it, at most two decimals: 2.5 → '2.5 ft' (or `pattern`'s form). */
export function feet(value: number, pattern: string = englishUnits.feet): string {
  return pattern.replaceAll('{n}', String(Number(value.toFixed(2))));
}

/** An area in square feet as the messages write it, at most four decimals: 8.75 → '8.75 sq ft'. */
export function squareFeet(value: number, pattern: string = englishUnits.squareFeet): string {
  return pattern.replaceAll('{n}', String(Number(value.toFixed(4))));
}
