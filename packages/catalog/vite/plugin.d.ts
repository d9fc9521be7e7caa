import type { Plugin } from 'vite';

/**
 * Serves the shop data folder `dir` (spreadsheets, YAML and images; see the README's
 * 'Edit the catalogue') as the module `virtual:shop-data`, checked at build time: any
 * bad row fails the build with a message naming the file, row and field. Issue 8.
 * @param options.dir - the data folder, absolute or relative to the working directory
 */
export declare function shopData(options: { dir: string }): Plugin;
