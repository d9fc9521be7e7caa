// Removes the `.data` twin React Router's prerender writes beside every resource route's file
// (`order-data/0.json.data` beside `order-data/0.json`, `product/mugs/products.json.data`,
// `sitemaps/1.xml.data`): it is for a `useFetcher` of that route, which the shop never makes;
// the pages fetch the files themselves. At 20,000 products that is 661 files and 80 MB, three
// times over once compressed (2026-11-27). A page's own data (`product/mugs.data`, `_.data`)
// has no file of its name beside it, and stays. Run right after `react-router build`, and so
// before `compress.mjs`, which would otherwise make `.br` and `.gz` copies of them.
//
//   node scripts/drop-resource-data.mjs [build/client]
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'build/client');
let dropped = 0;
let bytes = 0;
const walk = (dir) => {
  const entries = readdirSync(dir, { withFileTypes: true });
  const files = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets') walk(path);
    } else if (entry.name.endsWith('.data') && files.has(entry.name.slice(0, -'.data'.length))) {
      bytes += statSync(path).size;
      rmSync(path);
      // (scripts/prerender.mjs leaves twins uncompressed; should one have copies, they go too.)
      rmSync(`${path}.br`, { force: true });
      rmSync(`${path}.gz`, { force: true });
      dropped += 1;
    }
  }
};
walk(root);
console.log(
  `drop-resource-data: ${dropped} unused .data files of resource routes removed (${(bytes / 1e6).toFixed(1)} MB)`,
);
