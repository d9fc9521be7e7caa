import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a build script in plain JavaScript, without types
import { render } from '../../scripts/prerender-side.mjs';

const app = join(import.meta.dirname, '../..');

describe('the side prerender (scripts/prerender-side.mjs, ADR 0011)', () => {
  it("asks for a page as React Router's prerender does: its data, then its HTML with that data", async () => {
    const asked: { url: string; data: string | null }[] = [];
    const handler = async (request: Request) => {
      asked.push({ url: request.url, data: request.headers.get('X-React-Router-Prerender-Data') });
      return new Response(request.url.endsWith('.data') ? '[{"_1":"₹350"}]' : '<!DOCTYPE html><p>Mug</p>');
    };
    const page = await render(handler, '/bn/product/mugs/magic-mug');
    expect(page).toEqual({ data: '[{"_1":"₹350"}]', html: '<!DOCTYPE html><p>Mug</p>' });
    expect(asked).toEqual([
      { url: 'http://localhost/bn/product/mugs/magic-mug.data', data: null },
      { url: 'http://localhost/bn/product/mugs/magic-mug/', data: encodeURI('[{"_1":"₹350"}]') },
    ]);
  });

  it('fails on a page React Router would not write, naming it', async () => {
    const refused = async (request: Request) =>
      new Response('Not Found', { status: request.url.endsWith('.data') ? 404 : 200 });
    await expect(render(refused, '/product/mugs/gone')).rejects.toThrow(/\(data\): 404 for \/product\/mugs\/gone/);
    const broken = async (request: Request) =>
      new Response('Unexpected Server Error', { status: request.url.endsWith('.data') ? 200 : 500 });
    await expect(render(broken, '/product/mugs/magic-mug')).rejects.toThrow(
      /\(html\): 500 for \/product\/mugs\/magic-mug/,
    );
  });

  /** Every file under `folder`, by its path in it, with its bytes. */
  function filesOf(folder: string): Map<string, Buffer> {
    const files = new Map<string, Buffer>();
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) {
        const path = join(entry.parentPath, entry.name);
        files.set(relative(folder, path), readFileSync(path));
      }
    }
    return files;
  }

  /** The gift shop built by `pnpm build` into node_modules/.cache/`name`, with `processes` prerendering; its log. */
  function build(name: string, processes: '1' | '2'): string {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SHOP_BUILD_DIR: `node_modules/.cache/${name}`,
      SHOP_PRERENDER_PROCESSES: processes,
    };
    // Vitest's own setting would make it a test build (React's development build).
    delete env.NODE_ENV;
    delete env.SHOP_DIR;
    delete env.SHOP;
    return execFileSync('pnpm', ['build'], { cwd: app, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  }

  it(
    'makes the files React Router makes alone: the gift shop built both ways is the same, byte for byte',
    () => {
      try {
        const alone = build('side-prerender-1', '1');
        const shared = build('side-prerender-2', '2');
        expect(alone).not.toMatch(/Side prerender/);
        const one = filesOf(join(app, 'node_modules/.cache/side-prerender-1/client'));
        const two = filesOf(join(app, 'node_modules/.cache/side-prerender-2/client'));
        // The side process made its share of the product pages (55 in every 100 products, in each language).
        const productPages = [...one.keys()].filter((path) => /^(bn\/)?product\/[^/]+\/[^/]+\/index\.html$/.test(path));
        const sideCount = Number(/Side prerender: (\d+) pages in/.exec(shared)?.[1]);
        expect(sideCount).toBeGreaterThan(productPages.length / 3);
        expect([...two.keys()].sort()).toEqual([...one.keys()].sort());
        const differing = [...one].filter(([path, bytes]) => !bytes.equals(two.get(path)!)).map(([path]) => path);
        expect(differing).toEqual([]);
      } finally {
        for (const name of ['side-prerender-1', 'side-prerender-2']) {
          rmSync(join(app, 'node_modules/.cache', name), { recursive: true, force: true });
        }
      }
    },
    // Two builds of the shop: about 25 s each on an idle 2-core machine, several times that in
    // CI's busy first phase.
    600_000,
  );
});
