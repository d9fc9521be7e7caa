// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// React's act() checks that it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.resetModules();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

/** A fresh copy of the module (its page-wide flag starts false, as on a new page). */
const fresh = () => import('./hydrated');

describe('useHydrated', () => {
  it('is false in the prerendered HTML and while hydrating (no mismatch), true once hydrated, and marks the page then', async () => {
    const { useHydrated, useMarkHydrated } = await fresh();
    const seen: boolean[] = [];
    function Page() {
      useMarkHydrated();
      const hydrated = useHydrated();
      seen.push(hydrated);
      return <p>{hydrated ? 'awake' : 'asleep'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    expect(container.textContent).toBe('asleep');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await vi.waitFor(() => expect(container.textContent).toBe('awake'));
    expect(mismatches).toEqual([]);
    // The server's render, the hydrating render, then the flip.
    expect(seen).toEqual([false, false, true]);
    expect(document.documentElement.dataset.hydrated).toBe('');
  });

  it('is true at once for a component first rendered after hydration (a client navigation)', async () => {
    const { useHydrated } = await fresh();
    const firstRenders: boolean[] = [];
    let showLater: () => void = () => undefined;
    function Later() {
      const hydrated = useHydrated();
      const [first] = useState(hydrated);
      firstRenders.push(first);
      return null;
    }
    function Page() {
      const hydrated = useHydrated();
      const [later, setLater] = useState(false);
      showLater = () => setLater(true);
      return (
        <>
          <p>{String(hydrated)}</p>
          {later ? <Later /> : null}
        </>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    await vi.waitFor(() => expect(container.textContent).toBe('true'));
    await act(async () => showLater());
    expect(firstRenders[0]).toBe(true);
  });
});
