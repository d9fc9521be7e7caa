import { describe, expect, it, vi } from 'vitest';
import { MISSING_CODE_RELOAD_KEY, MISSING_CODE_RELOAD_WINDOW_MS, reloadOnce } from './missingCode';

function tab(now: number, stored: Record<string, string> = {}) {
  const storage = {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => {
      stored[key] = value;
    },
  };
  return { storage, reload: vi.fn(), now: () => now, stored };
}

describe('a page missing code after a deployment', () => {
  it('loads in full once, and remembers when', () => {
    const page = tab(1_000_000);
    expect(reloadOnce(page)).toBe(true);
    expect(page.reload).toHaveBeenCalledOnce();
    expect(page.stored[MISSING_CODE_RELOAD_KEY]).toBe('1000000');
  });

  it('never loops: missing again right after that reload, the page shows its error', () => {
    const page = tab(1_000_000 + MISSING_CODE_RELOAD_WINDOW_MS - 1, { [MISSING_CODE_RELOAD_KEY]: '1000000' });
    expect(reloadOnce(page)).toBe(false);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('reloads again for a later deployment, and despite garbage in storage or a clock set back', () => {
    expect(reloadOnce(tab(1_000_000 + MISSING_CODE_RELOAD_WINDOW_MS, { [MISSING_CODE_RELOAD_KEY]: '1000000' }))).toBe(
      true,
    );
    expect(reloadOnce(tab(5_000_000, { [MISSING_CODE_RELOAD_KEY]: 'x{' }))).toBe(true);
    expect(reloadOnce(tab(5_000, { [MISSING_CODE_RELOAD_KEY]: '1000000' }))).toBe(true);
  });

  it('does not reload where the tab cannot remember having reloaded (storage blocked)', () => {
    const page = tab(1_000_000);
    page.storage.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(reloadOnce(page)).toBe(false);
    expect(page.reload).not.toHaveBeenCalled();
  });
});
