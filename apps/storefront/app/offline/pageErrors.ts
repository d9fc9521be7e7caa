import { isRouteErrorResponse, type ClientOnErrorFunction } from 'react-router';

/**
 * True when `error` means the address has no page: a 404 for its data, or (opening an
 * address that was never prerendered, through the app shell) no data for the route at
 * all. A network failure (offline) is not one of these.
 */
export function isMissingPage(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return error instanceof Error && !(error instanceof TypeError) && /^No result found for routeId/.test(error.message);
}

/**
 * Logs a page's error once: React Router calls this for every error its
 * boundaries catch, thrown while rendering or by a page's data, with the address. A
 * missing page is no error of the shop (its page says so) and is not logged. This is
 * the one place to send errors to a reporting service later.
 */
export const reportPageError: ClientOnErrorFunction = (error, info) => {
  if (isMissingPage(error)) return;
  console.error(`Page error at ${info?.location?.pathname ?? window.location.pathname}:`, error);
};
