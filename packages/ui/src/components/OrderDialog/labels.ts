/**
 * The words of the order dialog, apart from the dialog (`OrderDialog.tsx`): a page that
 * adjusts them ('Send order' on the order list) need not load the dialog with its first
 * paint (the app's first-load budget, README "Performance budgets").
 */
import { m } from '../../paraglide/messages.js';

/** Words of the OrderDialog; override for another language. */
export interface OrderDialogLabels {
  /** The close icon's accessible name. */
  close: string;
  /** The submit button (spec §2: 'Place Order'). */
  submit: string;
  /** Shown above the form when submitting with errors. */
  fixErrors: string;
}

/**
 * The words of `OrderDialog` in the page's language (see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function orderDialogLabels(): OrderDialogLabels {
  return {
    close: m.orderDialog_close(),
    submit: m.orderDialog_submit(),
    fixErrors: m.orderDialog_fixErrors(),
  };
}
