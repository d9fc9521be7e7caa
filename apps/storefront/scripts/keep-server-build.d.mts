import type { Plugin } from 'vite';

/** The line the plugin logs once the server build is copied; scripts/prerender.mjs waits for it. */
export declare const KEPT: string;

/**
 * The Vite plugin that copies the server build's JavaScript to `folder` (default: the
 * `SHOP_PRERENDER_SIDE` environment variable) before React Router prerenders, for
 * scripts/prerender-side.mjs (docs/adr/0011). No plugin when `folder` is unset.
 * @param folder the side prerender's folder; the copy goes to its `server/`
 */
export declare function keepServerBuild(folder?: string): Plugin[];
