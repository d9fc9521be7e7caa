import type { Plugin } from 'vite';

/**
 * Serves the shop data folder `dir` (spreadsheets, YAML and images; see the README's
 * 'Edit the catalogue') as the module `virtual:shop-data`, checked at build time: any
 * bad row fails the build with a message naming the file, row and field (docs/adr/0008-catalogue-as-csv-and-yaml.md).
 * With `webApp`, it also writes the installable web app into the browser build:
 * `manifest.webmanifest` per language (`/bn/manifest.webmanifest` for Bengali) and PNG
 * icons made from the profile's logo (`/icons/icon-192.png`, `icon-512.png`,
 * `maskable-512.png`, `apple-touch-icon.png`), `favicon.svg` (the logo) and
 * `shop-card.png` (1200 × 630 px) for link previews.
 * Raster photos (JPEG, PNG, WebP, AVIF) become AVIF, WebP and JPEG at 400, 800 and 1200 px
 * wide through vite-imagetools (included), each `Picture` getting their
 * `sources`; upload photos at least 1200 px wide. SVG art is served as it is.
 * @param options.dir - the data folder, absolute or relative to the working directory
 * @param options.webApp - the installed app's `theme` and `background` colours (CSS colours)
 */
export declare function shopData(options: { dir: string; webApp?: { theme: string; background: string } }): Plugin[];
