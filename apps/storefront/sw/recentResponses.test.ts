import { describe, expect, it, vi } from 'vitest';
import { recentResponses } from './recentResponses';

const DATA = 'https://shop.example/product/custom-mugs/white-photo-mug.data';

/** A clock the test moves by hand (ms). */
function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('recentResponses (a click reuses its intent prefetch)', () => {
  it('asks the network once for a prefetch and the click that follows, and both read the whole body', async () => {
    const time = clock();
    const reuse = recentResponses(30_000, time.now);
    const network = vi.fn(async () => new Response('{"price":20000}', { status: 200 }));
    const prefetch = reuse(DATA, network);
    time.advance(400);
    const click = reuse(DATA, network);
    expect(network).toHaveBeenCalledTimes(1);
    expect(await (await prefetch).text()).toBe('{"price":20000}');
    expect(await (await click).text()).toBe('{"price":20000}');
  });

  it('gives the click the prefetch still on its way, not a second request', async () => {
    const reuse = recentResponses(30_000, clock().now);
    let answer = (_: Response) => {};
    const network = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const prefetch = reuse(DATA, network);
    const click = reuse(DATA, network);
    answer(new Response('data'));
    expect(await (await click).text()).toBe('data');
    expect(await (await prefetch).text()).toBe('data');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('asks again once the answer is as old as the reuse window', async () => {
    const time = clock();
    const reuse = recentResponses(30_000, time.now);
    const network = vi.fn(async () => new Response('data'));
    await reuse(DATA, network);
    time.advance(29_999);
    await reuse(DATA, network);
    expect(network).toHaveBeenCalledTimes(1);
    time.advance(1);
    await reuse(DATA, network);
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('keeps each address apart', async () => {
    const reuse = recentResponses(30_000, clock().now);
    const network = vi.fn(async () => new Response('data'));
    await reuse(DATA, network);
    await reuse(DATA.replace('white-photo-mug', 'magic-mug'), network);
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed answer (an error status or no network), so the next request asks again', async () => {
    const reuse = recentResponses(30_000, clock().now);
    const failing = vi.fn(async () => new Response('busy', { status: 503 }));
    expect((await reuse(DATA, failing)).status).toBe(503);
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(reuse(DATA, offline)).rejects.toThrow('Failed to fetch');
    const network = vi.fn(async () => new Response('data'));
    expect(await (await reuse(DATA, network)).text()).toBe('data');
    expect([failing, offline, network].map((fetcher) => fetcher.mock.calls.length)).toEqual([1, 1, 1]);
  });
});
