// A Vite plugin for the server build: when scripts/prerender.mjs runs the build
// (SHOP_PRERENDER_SIDE names a folder), it copies the server build's JavaScript there before
// React Router prerenders, so scripts/prerender-side.mjs can prerender its share of the pages
// with it on the other core. React Router removes its own copy when it has prerendered (ssr:
// false). The copy is made before React Router's own step starts (`order: 'pre'`, `sequential`),
// so the second process never races that removal. ADR 0011.
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The line the plugin logs once the copy is in place; scripts/prerender.mjs waits for it. */
export const KEPT = 'Server build kept for the side prerender:';

/**
 * The plugin (none when SHOP_PRERENDER_SIDE is unset). Copies every `.js` file of the server
 * environment's output folder to `$SHOP_PRERENDER_SIDE/server/`, not its assets (pictures the
 * server code only names).
 * @returns {import('vite').Plugin[]}
 */
export function keepServerBuild(folder = process.env.SHOP_PRERENDER_SIDE) {
  if (!folder) return [];
  return [
    {
      name: 'shop:keep-server-build',
      applyToEnvironment: (environment) => environment.name === 'ssr',
      writeBundle: {
        order: 'pre',
        sequential: true,
        handler(options) {
          const target = join(folder, 'server');
          for (const entry of readdirSync(options.dir, { recursive: true, withFileTypes: true })) {
            if (!entry.isFile() || !/\.(m?js|json)$/.test(entry.name)) continue;
            const from = join(entry.parentPath, entry.name);
            cpSync(from, join(target, from.slice(options.dir.length)));
          }
          console.log(`${KEPT} ${target}`);
        },
      },
    },
  ];
}
