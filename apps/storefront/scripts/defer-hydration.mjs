// Content first, code second: rewrites every prerendered page so that its
// JavaScript starts downloading once the page has loaded (its HTML, stylesheet, fonts
// and first pictures), instead of competing with them for a slow connection.
//
// React Router writes `<link rel="modulepreload">` for every chunk of the page and an
// inline module that imports them and then the client entry. Here the preload links go,
// and the inline module waits for the window's `load` event and then for the next frame
// to be painted (a frame callback, then a task), so that no byte of code is requested
// before the page has been drawn; then it adds the same preload links (so the chunks
// still download in parallel), imports the route modules and starts the app. A tab
// opened in the background draws no frames, so its code starts when it is first shown. The prerendered page is complete and its links work before that; the
// buttons wake up when the app has hydrated.
//
// The policy's `form-action 'none'` (csp.mjs) stops the browser sending any form. Until
// the app has hydrated, the boot module sends a GET form whose action is on this site
// (the header search) by going to its address with the form's fields as the query, as
// the browser would have; a form to another site stays blocked.
// Usage: node scripts/defer-hydration.mjs [dir]
import { readFileSync, writeFileSync } from 'node:fs';
import { builtPages } from './builtPages.mjs';

const root = process.argv[2] ?? 'build/client';
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Sends a same-site GET form submitted before hydration (`html[data-hydrated]`, root.tsx) as an address. */
const EARLY_GET_FORMS = [
  "addEventListener('submit', (event) => {",
  '  const form = event.target;',
  "  if (document.documentElement.hasAttribute('data-hydrated') || !(form instanceof HTMLFormElement)) return;",
  '  const url = new URL(form.action);',
  "  if (form.method !== 'get' || url.origin !== location.origin) return;",
  '  event.preventDefault();',
  '  url.search = new URLSearchParams(new FormData(form)).toString();',
  '  location.assign(url);',
  '}, true);',
];

/** The boot module of `html`, rewritten to start after `load` and the next painted frame; `undefined` when the page has none. */
export function deferHydration(html) {
  const boot = BOOT.exec(html);
  if (!boot) return undefined;
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const source = boot[1];
  const sideEffects = [...source.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1]);
  const routes = [...source.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((match) => [match[1], match[2]]);
  // A route whose client code React Router splits (a `clientLoader`: `v8_splitRouteModules`) is
  // imported in parts and merged: `const route1 = {...route1_clientLoader,...route1_main};`.
  const merged = [...source.matchAll(/^const (\w+) = (\{[^;]*\});$/gm)].map(
    (match) => `  const ${match[1]} = ${match[2]};`,
  );
  const modules = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(source)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(source)?.[1];
  if (!modules || !entry || routes.length === 0) throw new Error(`Unexpected React Router boot script:\n${source}`);
  const script = [
    ...EARLY_GET_FORMS,
    `const preloads = ${JSON.stringify(preloads)};`,
    'const start = async () => {',
    '  for (const href of preloads) {',
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    ...sideEffects.map((path) => `  await import(${JSON.stringify(path)});`),
    `  const [${routes.map(([name]) => name).join(', ')}] = await Promise.all([${routes
      .map(([, path]) => `import(${JSON.stringify(path)})`)
      .join(', ')}]);`,
    ...merged,
    `  window.__reactRouterRouteModules = ${modules};`,
    `  await import(${JSON.stringify(entry)});`,
    '};',
    'const afterFirstFrame = () => requestAnimationFrame(() => setTimeout(start));',
    "if (document.readyState === 'complete') afterFirstFrame();",
    "else addEventListener('load', afterFirstFrame, { once: true });",
  ].join('\n');
  return html.replace(PRELOAD, '').replace(BOOT, `<script type="module">${script}</script>`);
}

if (import.meta.main ?? process.argv[1]?.endsWith('defer-hydration.mjs')) {
  let pages = 0;
  for (const path of builtPages(root)) {
    const html = deferHydration(readFileSync(path, 'utf8'));
    if (html === undefined) continue;
    writeFileSync(path, html);
    pages += 1;
  }
  console.log(`defer-hydration: ${pages} pages start their code after load and their first frame`);
}
