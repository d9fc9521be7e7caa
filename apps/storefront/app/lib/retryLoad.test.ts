import { describe, expect, it, vi } from 'vitest';
import { retryLoad } from './retryLoad';

describe('retryLoad', () => {
  it('loads once and gives every caller the same result', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const loader = retryLoad(load);
    expect(await Promise.all([loader(), loader()])).toEqual(['module', 'module']);
    expect(await loader()).toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    const loader = retryLoad(load);
    await expect(loader()).rejects.toThrow('Failed to fetch');
    expect(await loader()).toBe('module');
    expect(await loader()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
