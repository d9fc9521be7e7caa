// Finishes a package's published build: `node ../../scripts/finish-dist.mjs`, run in
// the package after `tsc -p tsconfig.build.json` (and, for ui, `vite build`) have written `dist/`.
//
// The source imports its own modules without extensions (`./money`), as TypeScript's Bundler
// resolution allows; Node and TypeScript's node16 resolution, which an app from the registry may
// use, need the file's full name (`./money.js`). tsc keeps the specifiers as written, so this
// script rewrites every relative specifier in `dist/**/*.{js,d.ts}` to the file it names, and
// fails the build on one that names no file. It also:
// - copies the declaration files written by hand or by a generator next to their JavaScript in
//   `src/` (Paraglide's messages) into `dist/`, since tsc does not copy its inputs;
// - renames `X.css.d.ts` to `X.styles.d.ts` where the build wrote compiled vanilla-extract as
//   `X.styles.js` (packages/ui/vite.build.config.ts says why).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const dist = join(process.cwd(), 'dist');
const src = join(process.cwd(), 'src');

/** Every file under `dir`, as absolute paths. */
function filesIn(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

if (!existsSync(dist)) {
  console.error(`finish-dist: ${dist} does not exist; build the package first.`);
  process.exit(1);
}

for (const file of filesIn(src).filter((name) => name.endsWith('.d.ts'))) {
  const target = join(dist, relative(src, file));
  if (existsSync(target.replace(/\.d\.ts$/, '.js')) && !existsSync(target)) {
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
}

for (const file of filesIn(dist).filter((name) => name.endsWith('.css.d.ts'))) {
  const styles = file.replace(/\.css\.d\.ts$/, '.styles');
  if (existsSync(`${styles}.js`)) renameSync(file, `${styles}.d.ts`);
}

/** `from './x'`, `import './x'`, `import('./x')` and `export … from './x'`, with either quote. */
const specifierPattern = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"\n]*)\2/g;

const problems = [];
for (const file of filesIn(dist)) {
  const declaration = file.endsWith('.d.ts');
  if (!declaration && !file.endsWith('.js')) continue;
  /** A module's JavaScript file exists, or (in a declaration) its declaration file does. */
  const exists = (path) => existsSync(declaration ? path.replace(/\.js$/, '.d.ts') : path) || existsSync(path);
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(specifierPattern, (whole, before, quote, specifier) => {
    const base = join(dirname(file), specifier);
    const candidates = [
      specifier,
      `${specifier}.js`,
      `${specifier.replace(/\.css$/, '.styles')}.js`,
      `${specifier}/index.js`,
    ].filter((candidate) => candidate.endsWith('.js'));
    const found = candidates.find((candidate) => exists(join(dirname(file), candidate)));
    if (!found) {
      problems.push(`${relative(process.cwd(), file)}: '${specifier}' names no module in dist (${base})`);
      return whole;
    }
    return `${before}${quote}${found}${quote}`;
  });
  if (fixed !== text) writeFileSync(file, fixed);
  // The JavaScript must load in plain Node (server rendering, Vite's config loader): no CSS or TypeScript imports.
  if (!declaration && /\bimport\s*(?:\(\s*)?['"][^'"]+\.(css|ts|tsx)['"]/.test(fixed)) {
    problems.push(`${relative(process.cwd(), file)}: imports a stylesheet or TypeScript file`);
  }
}

if (problems.length > 0) {
  console.error(`finish-dist: ${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
