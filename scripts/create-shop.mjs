// `pnpm create-shop <name>`: writes a new shop folder, shops/<name>/, from
// scripts/create-shop/template/: a starter theme, a small valid catalogue in English and
// Bengali, and a profile whose TODO lines stop the build until they are filled in. Then
// `pnpm install` links the folder into the workspace (skip with --no-install).
//
//   pnpm create-shop ma-tara-prints            # shops/ma-tara-prints/
//   pnpm create-shop ma-tara-prints --dir /x   # /x/ma-tara-prints/ (the scaffolder's own test)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const template = fileURLToPath(new URL('create-shop/template/', import.meta.url));

/** A shop folder's name: lower-case letters, digits and single hyphens, starting with a letter. */
export const shopNamePattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * Writes the shop folder `<parent>/<name>/` from the template.
 * @param name - the folder's name, e.g. 'ma-tara-prints' (also the package `@shops/<name>`)
 * @param parent - the folder that holds shop folders, by default the repository's `shops/`
 * @param year - the year written as the profile's copyright and founding year
 * @returns the new folder's absolute path
 * @throws {Error} when the name is not a folder name of {@link shopNamePattern}'s shape or the folder exists.
 */
export function createShop(name, parent = join(root, 'shops'), year = new Date().getFullYear()) {
  if (!shopNamePattern.test(name))
    throw new Error(
      `"${name}" is not a shop folder name: use lower-case letters, digits and hyphens, e.g. ma-tara-prints`,
    );
  const dir = resolve(parent, name);
  // The app builds shop folders inside this repository only (apps/storefront/shopFolder.ts).
  if (relative(root, dir).startsWith('..')) throw new Error(`${dir} is outside this repository: make it in shops/`);
  if (existsSync(dir)) throw new Error(`${dir} already exists: pick another name, or edit that shop`);
  cpSync(template, dir, { recursive: true });
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, file);
    if (statSync(path).isDirectory() || /\.(svg|png|jpe?g|webp|avif)$/.test(file)) continue;
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll('__NAME__', name).replaceAll('__YEAR__', String(year)));
  }
  const version = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
  const packageJson = {
    name: `@shops/${name}`,
    version: '0.1.0',
    private: true,
    description: `${name}: a shop folder (profile, catalogue, content, pictures, theme) for the storefront app. Built with SHOP=${name}.`,
    type: 'module',
    sideEffects: ['./index.ts', '*.css.ts'],
    exports: { '.': './index.ts' },
    // `pnpm lint` and `pnpm check-types` check the theme: a missing token is a compile error.
    scripts: { 'check-types': 'tsc', lint: 'eslint .' },
    dependencies: {
      '@storefront/ui': 'workspace:*',
      // The theme is a vanilla-extract stylesheet, compiled where it lies.
      '@vanilla-extract/css': version('packages/ui/package.json').devDependencies['@vanilla-extract/css'],
    },
    devDependencies: {
      '@storefront/tsconfig': 'workspace:*',
      typescript: version('package.json').devDependencies.typescript,
    },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  return dir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const dirAt = args.indexOf('--dir');
  const parent = dirAt >= 0 ? args[dirAt + 1] : undefined;
  const name = args.find((arg, index) => !arg.startsWith('--') && (dirAt < 0 || index !== dirAt + 1));
  if (!name || (dirAt >= 0 && !parent)) {
    console.error('Usage: pnpm create-shop <name> [--dir <folder of shop folders>] [--no-install]');
    process.exit(2);
  }
  let dir;
  try {
    dir = createShop(name, parent && resolve(process.env.INIT_CWD ?? process.cwd(), parent));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const inWorkspace = resolve(dir, '..') === join(root, 'shops');
  if (inWorkspace && !args.includes('--no-install')) {
    execFileSync('pnpm', ['install', '--prefer-offline'], { cwd: root, stdio: 'inherit' });
    // Laid out as the repository's lint expects (the name changes the width of its tables).
    execFileSync('pnpm', ['exec', 'prettier', '--log-level', 'warn', '--write', dir], { cwd: root, stdio: 'inherit' });
  }
  const where = relative(process.env.INIT_CWD ?? process.cwd(), dir) || '.';
  const build = inWorkspace ? `SHOP=${name}` : `SHOP_DIR='${dir}'`;
  console.warn(
    [
      `Made ${where}/.`,
      `1. Fill in the TODO lines of ${where}/profile.yaml (the shop's name and WhatsApp number).`,
      `2. Build it: ${build} pnpm --filter @storefront/app build   (or see it: ${build} pnpm start)`,
      `Then replace the starter catalogue, content, pictures and theme with the shop's own (${where}/README.md).`,
    ].join('\n'),
  );
}
