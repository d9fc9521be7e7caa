/**
 * The search worker (ADR 0009): runs the product search (`localSearch.ts`) off the page's
 * main thread, so parsing the index's files and ranking thousands of matches never blocks
 * a tap or a keystroke. Started by `productSearch.ts`; answers each {@link SearchRequest}
 * with a {@link SearchReply} of the same `id`.
 */
import { searchHere } from './localSearch';
import type { SearchReply, SearchRequest } from './searchMessages';

/** The worker's global scope, as much of it as is used (the DOM's types are this program's). */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchRequest>) => void): void;
  postMessage(message: SearchReply): void;
};

scope.addEventListener('message', (event: MessageEvent<SearchRequest>) => {
  const { id, ...request } = event.data;
  const reply = (message: SearchReply) => scope.postMessage(message);
  searchHere(request).then(
    (products) => reply({ id, products }),
    (error: unknown) =>
      reply({
        id,
        failure: {
          name: error instanceof Error ? error.name : 'Error',
          message: error instanceof Error ? error.message : String(error),
        },
      }),
  );
});
