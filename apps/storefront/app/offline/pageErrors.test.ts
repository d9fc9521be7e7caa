import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMissingPage, reportPageError } from './pageErrors';

/** A route error response, as React Router hands a page's 404 or 500 to its boundary. */
const routeError = (status: number) => new ErrorResponseImpl(status, '', null);

describe('page errors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a page error once, with the address it happened at', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('boom');
    reportPageError(error, { location: { pathname: '/about-us' } } as Parameters<typeof reportPageError>[1]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Page error at /about-us:', error);
  });

  it('does not log a missing page, which says so itself', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const notFound = routeError(404);
    expect(isMissingPage(notFound)).toBe(true);
    reportPageError(notFound, { location: { pathname: '/product/nope' } } as Parameters<typeof reportPageError>[1]);
    reportPageError(new Error('No result found for routeId "routes/category"'), undefined as never);
    expect(log).not.toHaveBeenCalled();
  });

  it('a network failure or a server error is no missing page', () => {
    expect(isMissingPage(new TypeError('Failed to fetch'))).toBe(false);
    expect(isMissingPage(routeError(500))).toBe(false);
  });
});
