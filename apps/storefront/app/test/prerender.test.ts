import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a build script in plain JavaScript, without types
import { finishedPage, prerenderedFile } from '../../scripts/prerender.mjs';
// @ts-expect-error -- as above
import { policyOf, withContentSecurityPolicy } from '../../scripts/csp.mjs';
// @ts-expect-error -- as above
import { deferHydration } from '../../scripts/defer-hydration.mjs';

/** A page as React Router prerenders it: module preloads and the boot module it writes. */
const prerendered = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>',
  '</head><body><h1>Mugs</h1>',
  '<script>window.__reactRouterContext = {"basename":"/"};</script>',
  '<script type="module" async="">import "/assets/manifest-C.js";',
  'import * as route0 from "/assets/root-B.js";',
  'window.__reactRouterRouteModules = {"root":route0};',
  '',
  'import("/assets/entry.client-A.js");</script></body></html>',
].join('\n');

describe('the deferred boot script (scripts/defer-hydration.mjs)', () => {
  it("merges a route's split client modules (a clientLoader) as React Router's own script does", async () => {
    const split = prerendered.replace(
      'import * as route0 from "/assets/root-B.js";\nwindow.__reactRouterRouteModules = {"root":route0};',
      [
        'import * as route0 from "/assets/root-B.js";',
        'import * as route1_clientLoader from "/assets/category-D.js";',
        'import * as route1_main from "/assets/category-main-E.js";',
        'const route1 = {...route1_clientLoader,...route1_main};',
        'window.__reactRouterRouteModules = {"root":route0,"category":route1};',
      ].join('\n'),
    );
    const html = deferHydration(split) as string;
    const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    // Run the boot code with stand-ins for the page's globals, as the browser would after `load`.
    const imported: string[] = [];
    const page = {
      document: { readyState: 'complete', createElement: () => ({}), head: { append: () => undefined } },
      requestAnimationFrame: (run: () => void) => run(),
      setTimeout: (run: () => void) => run(),
      addEventListener: () => undefined,
      __reactRouterRouteModules: undefined as unknown,
    };
    const load = (path: string) => {
      imported.push(path);
      return Promise.resolve(path.includes('category-D') ? { clientLoader: 'loader' } : { default: path });
    };
    // The page's own code, as the browser runs it (`import()` stood in for by `load`).
    new Function(
      'window',
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'addEventListener',
      'load',
      boot.replaceAll('import(', 'load('),
    )(page, page.document, page.requestAnimationFrame, page.setTimeout, page.addEventListener, load);
    await expect.poll(() => imported.at(-1)).toBe('/assets/entry.client-A.js');
    expect(page.__reactRouterRouteModules).toEqual({
      root: { default: '/assets/root-B.js' },
      category: { clientLoader: 'loader', default: '/assets/category-main-E.js' },
    });
  });
});

describe('pages finished while prerendering (scripts/prerender.mjs)', () => {
  it("reads React Router's prerender log, coloured or not, and nothing else", () => {
    expect(prerenderedFile('Prerender (html): /product/mugs -> build/client/product/mugs/index.html')).toEqual({
      kind: 'html',
      path: '/product/mugs',
      file: 'build/client/product/mugs/index.html',
    });
    expect(prerenderedFile('Prerender (data): / -> \u001b[1mbuild/client/_.data\u001b[22m')).toEqual({
      kind: 'data',
      path: '/',
      file: 'build/client/_.data',
    });
    expect(prerenderedFile('Prerender (resource): /sitemaps/1.xml -> build/client/sitemaps/1.xml')?.kind).toBe(
      'resource',
    );
    expect(prerenderedFile('✓ 120 modules transformed.')).toBeUndefined();
    expect(prerenderedFile('')).toBeUndefined();
  });

  it('matches the log lines this React Router writes (an upgrade that rewords them would finish no page early)', () => {
    const dev = dirname(createRequire(import.meta.url).resolve('@react-router/dev/package.json'));
    const source = readFileSync(join(dev, 'dist', 'vite.js'), 'utf8');
    for (const kind of ['html', 'data', 'resource']) {
      expect(source).toContain(`\`Prerender (${kind}): \${prerenderPath} -> \${`);
    }
  });

  it('gives a page what the later steps would: deferred code and its policy, once', () => {
    const finished = finishedPage(prerendered);
    expect(finished).toBe(withContentSecurityPolicy(deferHydration(prerendered)).html);
    expect(finished).not.toContain('modulepreload"/>');
    expect(policyOf(finished)).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    // The later steps leave a finished page as it is.
    expect(deferHydration(finished)).toBeUndefined();
    expect(finishedPage(finished)).toBe(finished);
  });
});
