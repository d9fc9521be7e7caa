/**
 * How the design system writes money and reads digits, as the app provides it
 * (`ui` knows no catalogue). Components that show an amount or read a typed number call
 * {@link useFormat}; the app wraps its tree in one {@link FormatProvider}, built from its
 * own money formatter (the storefront: `@storefront/catalog`'s `formatPaise` for the
 * page's locale and `latinDigits`). Decision record 0003: money is integer paise.
 */
import { createContext, useContext, type ReactNode } from 'react';

/** The number words of one page: how amounts are written and typed digits read. */
export interface UiFormat {
  /**
   * An amount in integer paise as the page writes it: `auto` writes whole rupees without
   * '.00' ('₹200') and any other amount with two decimals ('₹87.50'); 0 or 2 force them
   * (the banner calculator: '₹60.00', spec §9).
   */
  readonly money: (paise: number, fractionDigits?: 'auto' | 0 | 2) => string;
  /** `text` with every non-Latin decimal digit as the Latin one ('১০০' → '100'); the rest unchanged. */
  readonly latinDigits: (text: string) => string;
}

const FormatContext = createContext<UiFormat | null>(null);

/** Props of {@link FormatProvider}. */
export interface FormatProviderProps {
  /** The page's money formatter and digit reader. */
  readonly value: UiFormat;
  /** The tree whose components write prices with it. */
  readonly children?: ReactNode;
}

/** Gives every component below it the page's {@link UiFormat}. */
export function FormatProvider({ value, children }: FormatProviderProps) {
  return <FormatContext.Provider value={value}>{children}</FormatContext.Provider>;
}

/**
 * The {@link UiFormat} of the nearest {@link FormatProvider}.
 * @throws Error when no provider is above the component: an app must give one, so that no
 *   amount is ever written in a format the shop did not choose.
 */
export function useFormat(): UiFormat {
  const format = useContext(FormatContext);
  if (!format) throw new Error('@storefront/ui: wrap the app in <FormatProvider value={…}> to write prices');
  return format;
}
