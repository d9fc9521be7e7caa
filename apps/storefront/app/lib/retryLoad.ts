/**
 * A loader that runs `load` once and gives every caller the same promise, except that a
 * rejected load is forgotten, so the next call runs `load` again: for code loaded on first use
 * (`() => import('./X')`), whose file may not arrive (offline, a dropped connection) and which a
 * later tap or keystroke should fetch again, while a loaded module is never asked for twice (each
 * `import()` resolves in a task of its own, even for a module already loaded).
 * @param load - starts loading; called again only after its last promise rejected.
 * @returns a function that starts or joins the load; its promise rejects as `load`'s did.
 */
export function retryLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
