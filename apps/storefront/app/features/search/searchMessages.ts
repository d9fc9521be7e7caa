/**
 * What the page and the search worker (`search.worker.ts`) say to each other: a request
 * for a language's search, with or without a query, and its reply.
 */
import type { FoundProduct, LanguagePrefix } from './localSearch';

/** The page to the worker: load the search in `language` and, when `query` is given, search it. */
export interface SearchRequest {
  /** Which request a reply answers: a counter of the page's requests. */
  readonly id: number;
  /** The page's language, as its path prefix (`''`, `'/bn'`): the row files (result cards) come in it. */
  readonly language: LanguagePrefix;
  /** The query; undefined only loads the search's code and directory. */
  readonly query?: string;
  /** The most products wanted (default 24). */
  readonly limit?: number;
}

/** The worker to the page: request `id`'s products, best first, or why they could not be had. */
export type SearchReply =
  | { readonly id: number; readonly products: FoundProduct[] }
  | {
      readonly id: number;
      /** The error's name (e.g. `SearchIndexVersionError`, `TypeError` offline) and message. */
      readonly failure: { readonly name: string; readonly message: string };
    };
