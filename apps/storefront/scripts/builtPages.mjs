// The prerendered pages of a client build, for the build's post-processing scripts
// (defer-hydration.mjs, csp.mjs, service-worker.mjs): every `.html` file under `root`,
// hashed assets aside.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Paths of every `.html` file under `root` (e.g. 'build/client'), outside `assets/`,
 * in a stable order.
 * @returns {string[]}
 */
export function builtPages(root) {
  const pages = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(path);
      } else if (entry.name.endsWith('.html')) pages.push(path);
    }
  };
  walk(root);
  return pages;
}
