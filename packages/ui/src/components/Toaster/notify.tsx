import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { ToasterProps } from './Toaster';

/** The kinds of toast, each in its status colour (spec §8). */
export const toastKinds = ['success', 'info', 'warning', 'error'] as const;

/** One of {@link toastKinds}. */
export type ToastKind = (typeof toastKinds)[number];

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/**
 * Shows a toast (spec §8): loads react-toastify and the {@link LazyToaster}'s
 * container on first use, so pages that never show one never download them. Toasts
 * asked for while that loads appear once it has.
 * @param kind - the toast's status colour and icon
 * @param content - what it says, in the page's language (text, or text with a link)
 * @returns a promise that settles when the toast was handed to react-toastify; it
 *   rejects only if the code could not be fetched (offline before first use).
 */
export async function notify(kind: ToastKind, content: ReactNode): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const { toast } = await import('react-toastify/unstyled');
  toast[kind](content);
}

/**
 * Where {@link notify}'s toasts appear: renders nothing (and loads nothing) until the
 * first toast, then the {@link Toaster}. Render it once, near the root.
 */
export function LazyToaster(props: ToasterProps) {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  ) : null;
}
