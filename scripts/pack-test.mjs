// `pnpm test:packages`: installs @storefront/ui, @storefront/catalog and
// @storefront/order-link the way a stranger would, from the tarballs `pnpm pack` makes, into a
// fresh Vite React app outside the workspace, and checks that they work there.
//
//   pnpm test:packages               build (turbo, cached), pack, lint the tarballs, install, build, render
//   KEEP_PACK_TEST=1 pnpm test:packages   keeps the temporary folder and prints where it is
//
// 1. `turbo run build` for the three packages, then `pnpm pack` each (workspace:* becomes a version).
// 2. publint and @arethetypeswrong/cli (the ESM-only profile) must report nothing for each tarball.
// 3. An app in the system's temporary folder installs the tarballs, react, react-dom, vite,
//    @vitejs/plugin-react and, for its own theme file, vanilla-extract (offline first, from the
//    registry cache); it type-checks against the packed declarations, builds for the browser,
//    and builds a server entry that Node renders with react-dom/server: a product card in the
//    app's own theme (`createShopTheme(tokens)`), whose Buy Now is a WhatsApp order link.
// 4. None of catalog's Node-only dependencies (sharp, vite-imagetools, …) is installed for that
//    browser app; then the app adds them and uses `@storefront/catalog/data` and `/vite`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { installedVersion, readAll, run } from './pack-test/helpers.mjs';

const root = join(import.meta.dirname, '..');
const packages = [
  { name: '@storefront/ui', dir: 'packages/ui' },
  { name: '@storefront/catalog', dir: 'packages/catalog' },
  { name: '@storefront/order-link', dir: 'packages/order-link' },
];
/** catalog's dependencies that only its Node subpaths (`./data`, `./vite`) load: optional peers. */
const nodeOnly = ['image-size', 'papaparse', 'sharp', 'vite-imagetools', 'yaml'];
/** Build tools that no browser app of these packages should ever install. */
const neverInBrowserApp = ['image-size', 'papaparse', 'sharp', 'vite-imagetools', 'yaml', 'subset-font'];

const work = mkdtempSync(join(tmpdir(), 'storefront-pack-test-'));
const tarballs = join(work, 'tarballs');
const app = join(work, 'app');

const tarballOf = {};

before(() => {
  run(
    'pnpm',
    ['turbo', 'run', 'build', '--output-logs=errors-only', ...packages.map(({ name }) => `--filter=${name}`)],
    root,
  );
  mkdirSync(tarballs);
  for (const { name, dir } of packages) {
    run('pnpm', ['pack', '--pack-destination', tarballs], join(root, dir));
    const file = readdirSync(tarballs).find((entry) => entry.startsWith(name.slice(1).replace('/', '-')));
    assert.ok(file, `pnpm pack wrote no tarball for ${name}`);
    tarballOf[name] = join(tarballs, file);
    console.log(`# ${file}: ${(statSync(tarballOf[name]).size / 1024).toFixed(1)} KB`);
  }
});

after(() => {
  if (process.env.KEEP_PACK_TEST) console.log(`# kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
});

describe('the packed tarballs', () => {
  for (const { name } of packages) {
    it(`${name}: publint reports nothing`, async () => {
      const tarball = readFileSync(tarballOf[name]);
      const { messages, pkg } = await publint({
        pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
        level: 'suggestion',
        strict: true,
      });
      assert.deepEqual(
        messages.map((message) => `${message.type}: ${formatMessage(message, pkg, { color: false })}`),
        [],
      );
    });

    it(`${name}: are-the-types-wrong reports nothing (ESM only)`, () => {
      // The JSON report is read rather than the exit code: attw 0.18 fails an ESM-only package
      // for a node10 internal resolution error, a resolution its esm-only profile ignores.
      // It writes the report straight to a file: through a pipe, its exit can cut the report short.
      const report = join(work, `${name.replace('/', '+')}.attw.json`);
      const out = openSync(report, 'w');
      const args = [tarballOf[name], '--format', 'json', '--exclude-entrypoints', './styles.css'];
      spawnSync(join(root, 'node_modules', '.bin', 'attw'), args, { cwd: root, stdio: ['ignore', out, 'inherit'] });
      closeSync(out);
      const { analysis } = JSON.parse(readFileSync(report, 'utf8'));
      assert.ok(analysis.types, `${name} ships no types`);
      const ignored = ['node10', 'node16-cjs'];
      const problems = analysis.problems.filter(
        (problem) => !ignored.includes(problem.resolutionKind ?? problem.resolutionOption),
      );
      assert.deepEqual(problems, [], `attw: see ${report}`);
    });
  }
});

describe('a Vite React app outside the workspace', () => {
  const file = (path, text) => {
    mkdirSync(join(app, path, '..'), { recursive: true });
    writeFileSync(join(app, path), text);
  };

  before(() => {
    // The app's own files (scripts/pack-test/app/): a theme, a page with a product card and an
    // order link, a browser entry and a server entry. The packed declarations are type-checked too
    // (its tsconfig turns skipLibCheck off).
    cpSync(join(import.meta.dirname, 'pack-test', 'app'), app, { recursive: true });
    const tarball = (name) => `file:${tarballOf[name]}`;
    file(
      'package.json',
      JSON.stringify(
        {
          name: 'pack-test-app',
          private: true,
          type: 'module',
          dependencies: {
            '@storefront/catalog': tarball('@storefront/catalog'),
            '@storefront/order-link': tarball('@storefront/order-link'),
            '@storefront/ui': tarball('@storefront/ui'),
            '@vanilla-extract/css': installedVersion('@vanilla-extract/css', 'packages/ui'),
            react: installedVersion('react'),
            'react-dom': installedVersion('react-dom'),
          },
          devDependencies: {
            '@types/node': installedVersion('@types/node', 'packages/catalog'),
            '@types/react': installedVersion('@types/react', 'packages/ui'),
            '@types/react-dom': installedVersion('@types/react-dom', 'packages/ui'),
            '@vanilla-extract/vite-plugin': installedVersion('@vanilla-extract/vite-plugin'),
            '@vitejs/plugin-react': installedVersion('@vitejs/plugin-react'),
            typescript: installedVersion('typescript'),
            vite: installedVersion('vite'),
          },
          // order-link's dependency on catalog names its version, which no registry has yet.
          pnpm: { overrides: { '@storefront/catalog': tarball('@storefront/catalog') } },
        },
        null,
        2,
      ),
    );
    // A new app has no lockfile to freeze (pnpm freezes it by default where CI is set).
    run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only'], app);
  });

  it("installs none of catalog's build-time dependencies for a browser app", () => {
    const installed = readdirSync(join(app, 'node_modules', '.pnpm'));
    const found = neverInBrowserApp.filter((name) => installed.some((entry) => entry.startsWith(`${name}@`)));
    assert.deepEqual(found, []);
  });

  it('type-checks against the packed declarations', () => {
    run(join(app, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], app);
  });

  let page;
  it('renders a themed product card whose Buy Now opens WhatsApp with the product (react-dom/server)', async () => {
    run(
      join(app, 'node_modules', '.bin', 'vite'),
      ['build', '--ssr', 'src/server.tsx', '--outDir', 'dist-server'],
      app,
    );
    ({ page } = await import(pathToFileURL(join(app, 'dist-server', 'server.js')).href));
    assert.match(page.html, new RegExp(`<div class="${page.theme}">`));
    assert.ok(page.html.includes('White Photo Mug &amp; Saucer'), page.html);
    const href = /<a [^>]*href="(https:\/\/wa\.me\/[^"]+)"/.exec(page.html)?.[1]?.replaceAll('&amp;', '&');
    assert.ok(href, `no wa.me link in ${page.html}`);
    const url = new URL(href);
    assert.equal(url.pathname, `/${page.shop.whatsAppNumber}`);
    assert.ok(href.includes(encodeURIComponent(page.product.title)), href);
    assert.match(url.searchParams.get('text'), /Quantity: 2/);
  });

  it("builds for the browser with the card's styles and the app's theme in its CSS", () => {
    assert.ok(page, 'the server render above failed');
    run(join(app, 'node_modules', '.bin', 'vite'), ['build'], app);
    const css = readAll(join(app, 'dist', 'assets'), '.css');
    const js = readAll(join(app, 'dist', 'assets'), '.js');
    const brandVar = /var\((--[^)]+)\)/.exec(page.brandVar)[1];
    assert.ok(css.includes(`.${page.theme}{`) && css.includes(`${brandVar}:${page.brandColour}`), 'theme rule');
    for (const name of /<article class="([^"]+)"/.exec(page.html)[1].split(' ')) {
      assert.ok(css.includes(`.${name}`), `no rule for the card's class ${name}`);
    }
    assert.ok(js.includes('https://wa.me/'), 'order-link is in the bundle');
    assert.ok(!/papaparse|image-size|node:fs/.test(js), 'a Node-only module reached the browser bundle');
  });
});

describe("catalog's Node-only subpaths, once the app adds their optional peers", () => {
  before(() => {
    const versions = nodeOnly.map((name) => `${name}@${installedVersion(name, 'packages/catalog')}`);
    run('pnpm', ['add', '--prefer-offline', '--reporter=append-only', ...versions], app);
    cpSync(join(root, 'packages/catalog/src/data/__fixtures__/tiny-shop'), join(app, 'shop'), { recursive: true });
  });

  it('loads a shop folder with @storefront/catalog/data', async () => {
    const script = `import { loadShopData } from '@storefront/catalog/data';
const { catalogue, profile } = loadShopData('shop');
console.log(JSON.stringify({ products: catalogue.products.length, shop: profile.displayName }));
`;
    writeFileSync(join(app, 'load.mjs'), script);
    const loaded = JSON.parse(run('node', ['load.mjs'], app));
    assert.equal(loaded.shop, 'Tiny Shop');
    assert.ok(loaded.products > 0);
  });

  it("serves it to the app as virtual:shop-data through @storefront/catalog/vite's plugin", async () => {
    writeFileSync(
      join(app, 'vite.shop.config.js'),
      `import { shopData } from '@storefront/catalog/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react(), vanillaExtractPlugin(), shopData({ dir: 'shop' })] });
`,
    );
    writeFileSync(
      join(app, 'src', 'shop.tsx'),
      `/// <reference types="@storefront/catalog/virtual" />
import { isOrderable } from '@storefront/catalog';
import { catalogue, profile } from 'virtual:shop-data';

export const shop = { name: profile.displayName, orderable: catalogue.products.filter(isOrderable).map((p) => p.title) };
`,
    );
    run(
      join(app, 'node_modules', '.bin', 'vite'),
      ['build', '-c', 'vite.shop.config.js', '--ssr', 'src/shop.tsx', '--outDir', 'dist-shop'],
      app,
    );
    const { shop } = await import(pathToFileURL(join(app, 'dist-shop', 'shop.js')).href);
    assert.equal(shop.name, 'Tiny Shop');
    assert.ok(shop.orderable.includes('White Photo Mug'), JSON.stringify(shop));
  });
});
