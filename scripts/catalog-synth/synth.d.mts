// Types of synth.mjs for the TypeScript that imports it (packages/catalog/src/data/catalogSynth.test.ts).

/** How many products of each kind the generator made. */
export interface SynthCounts {
  products: number;
  print: number;
  gift: number;
  /** Every variant: rows of variants.csv and the combinations of products without rows. */
  variants: number;
  byCategory: Record<string, number>;
  pack: number;
  area: number;
  options: number;
  onRequest: number;
  unavailable: number;
  breaks: number;
}

export interface SynthOptions {
  /** How many products. */
  n: number;
  /** Default 1. */
  seed?: string | number;
  /** The folder to write (replaced if an earlier run wrote it); default {@link defaultOutDir}. */
  out?: string;
  /** How many placeholder photos the products share; default 48. */
  pictures?: number;
  /** Their width and height in px; default 1200. */
  pictureSize?: number;
}

export interface SynthResult {
  /** The shop folder, absolute. */
  dir: string;
  counts: SynthCounts;
  categories: number;
  pictures: number;
  pictureBytes: number;
  /** products.csv and variants.csv. */
  csvBytes: number;
}

/** The repository's root folder. */
export declare const repositoryDir: string;
/** The shop folder the synthetic one is copied from. */
export declare const giftShopDir: string;
/** The file that marks a folder as the generator's. */
export declare const markerFile: string;
/** The shares of each way of selling the generator aims at: the real gift shop's. */
export declare const targetShares: {
  pack: number;
  area: number;
  options: number;
  onRequest: number;
  unavailable: number;
  breaks: number;
};
/** The slugs of the gift shop's print categories (the rest are gifts). */
export declare const printCategorySlugs: readonly string[];
/** The default folder of a catalogue of `n` products: under node_modules/.cache/catalog-synth/. */
export declare function defaultOutDir(n: number, seed: string | number): string;
/** content.yaml's text with `featured:` naming `skus`. */
export declare function withFeatured(text: string, skus: readonly string[]): string;
/**
 * Writes the synthetic shop folder.
 * @throws {Error} when `out` exists and is not an earlier run's folder, or is the gift shop's.
 */
export declare function synthShop(options: SynthOptions): Promise<SynthResult>;
/** The columns of the products.csv it writes: the loader's, then each translation column. */
export declare const productColumns: readonly string[];
