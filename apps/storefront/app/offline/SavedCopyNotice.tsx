import { Notice } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useLocale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';

/** How long the page waits for the service worker's answer (ms). */
const ANSWER_TIMEOUT_MS = 2000;

/**
 * When the service worker last answered `path` from its cache rather than the host (ms
 * since the epoch, the saved copy's date), or undefined: answered by the host, no worker
 * in control, or no answer within {@link ANSWER_TIMEOUT_MS}. Never throws.
 */
export function savedCopyDate(path: string): Promise<number | undefined> {
  const controller = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!controller) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      resolve(typeof event.data === 'number' ? event.data : undefined);
    };
    try {
      controller.postMessage({ type: 'SAVED_COPY', path }, [channel.port2]);
    } catch {
      clearTimeout(timer);
      resolve(undefined);
    }
  });
}

/**
 * Says so when the page on screen is a copy the phone saved, not the host's answer
 * (honest about age: README, 'Fast, findable and offline'): offline, or when the host
 * did not answer within 6 s. "Saved copy from 25 Nov, 2:05 pm: prices may have changed",
 * in the page's language (Latin digits in Bengali too). Asked of the service worker
 * after each navigation (of the file the page was made from, when its data says one:
 * `madeFrom`); the live region is always there, so screen readers announce the
 * note when it appears.
 */
export function SavedCopyNotice() {
  const { pathname } = useLocation();
  // A page made from another saved file (a listing page made offline from its category's
  // index: `madeFrom`) is as old as that file's copy.
  const data = useMatches().at(-1)?.loaderData as { madeFrom?: unknown } | undefined;
  const asked = typeof data?.madeFrom === 'string' ? data.madeFrom : pathname;
  // The answer for the file it was asked about: a new page shows none until its own comes.
  const [answer, setAnswer] = useState<{ path: string; savedAt: number | undefined }>();
  useEffect(() => {
    let live = true;
    void savedCopyDate(asked).then((savedAt) => live && setAnswer({ path: asked, savedAt }));
    return () => {
      live = false;
    };
  }, [asked]);
  const savedAt = answer?.path === asked ? answer.savedAt : undefined;
  const locale = useLocale();
  const date =
    savedAt === undefined
      ? undefined
      : // Latin digits in every language (the README's one rule for numbers).
        new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }).format(savedAt);
  return <div role="status">{date ? <Notice tone="warning">{m.savedCopy_text({ date })}</Notice> : null}</div>;
}
