import { useSyncExternalStore } from 'react';
import { Button } from '../Button';
import { m } from '../../paraglide/messages.js';

/** Words of a {@link ShareButton}; override for another language. */
export interface ShareButtonLabels {
  /** Where the device can share (the Web Share API). */
  share: string;
  /** Everywhere else: the link is copied to the clipboard. */
  copyLink: string;
}

/**
 * The words of {@link ShareButton} in the page's language (see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function shareButtonLabels(): ShareButtonLabels {
  return {
    share: m.shareButton_share(),
    copyLink: m.shareButton_copyLink(),
  };
}

/** What happened after a press: shared, copied, cancelled by the shopper, or not possible. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Props of {@link ShareButton}. */
export interface ShareButtonProps {
  /** The absolute URL to share, e.g. the product page's. */
  url: string;
  /** The title the share sheet shows, e.g. the product's name. */
  title: string;
  /** A line the share sheet may add. */
  text?: string;
  /** Called after every press with what happened, e.g. to show a toast ('Link copied'). */
  onShared?: (outcome: ShareOutcome) => void;
  /** The words. Default {@link shareButtonLabels} (the page's language). */
  labels?: ShareButtonLabels;
}

/** The browser's share function where it has one (phones, some desktops), else `undefined`. */
function webShare(): Navigator['share'] | undefined {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function'
    ? navigator.share.bind(navigator)
    : undefined;
}

/** Whether a browser can share does not change while the page is open. */
const noChanges = () => () => undefined;

/**
 * Share a page: the device's own share sheet (Web Share API) where it has
 * one, otherwise 'Copy link' to the clipboard. The caller says what happened (a toast)
 * through `onShared`. Before JavaScript runs and on the first render it offers
 * 'Copy link', so prerendered HTML and hydration agree.
 */
export function ShareButton({ url, title, text, onShared, labels = shareButtonLabels() }: ShareButtonProps) {
  // Prerendered HTML (and hydration) says 'Copy link'; the browser then says what it can do.
  const canShare = useSyncExternalStore(
    noChanges,
    () => webShare() !== undefined,
    () => false,
  );

  const copy = async (): Promise<ShareOutcome> => {
    try {
      await navigator.clipboard.writeText(url);
      return 'copied';
    } catch {
      return 'failed';
    }
  };

  const press = async () => {
    const share = webShare();
    if (!share) return onShared?.(await copy());
    try {
      await share({ url, title, text });
      onShared?.('shared');
    } catch (error) {
      // The shopper closed the share sheet: nothing to say. Any other failure: copy instead.
      if (error instanceof DOMException && error.name === 'AbortError') onShared?.('cancelled');
      else onShared?.(await copy());
    }
  };

  return (
    <Button tone="secondary" size="sm" onClick={() => void press()}>
      {canShare ? labels.share : labels.copyLink}
    </Button>
  );
}
