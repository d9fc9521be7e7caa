/**
 * Which shop this build is: the app knows no shop; a shop folder under
 * `shops/` brings its profile, catalogue, content, pictures, theme and fonts.
 * `SHOP=<name>` picks `shops/<name>/` (the gift shop by default); `SHOP_DIR` names another
 * folder inside the repository (the scaffolder's test builds a shop under `node_modules/.cache`).
 * Read by the build configs (Vite, React Router, Vitest) and the end-to-end tests, in Node.
 * Turbo's cache knows the files of `shops/` only: build a `SHOP_DIR` folder with
 * `pnpm --filter @storefront/app build`, which runs without the cache.
 */
import type { ShopLocale } from '@storefront/catalog';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The folder that holds every shop folder: `shops/` at the repository's root. */
export const shopsDir = fileURLToPath(new URL('../../shops/', import.meta.url));

/** The repository's root folder. */
const repositoryDir = fileURLToPath(new URL('../../', import.meta.url));

/** The shop built when `SHOP` is not set. */
export const defaultShop = 'gift-shop';

/** The name of every shop folder under `shops/` (a folder with a `profile.yaml`), sorted. */
export function shopNames(): string[] {
  return readdirSync(shopsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(resolve(shopsDir, entry.name, 'profile.yaml')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The absolute path of the shop folder to build.
 * @param env - the environment (`SHOP`, `SHOP_DIR`), by default the process's
 * @throws {Error} naming the shop folders there are, when the folder has no `profile.yaml`;
 *   when `SHOP_DIR` is outside the repository.
 */
export function shopFolder(env: Record<string, string | undefined> = process.env): string {
  const dir = env.SHOP_DIR
    ? resolve(env.INIT_CWD ?? process.cwd(), env.SHOP_DIR)
    : resolve(shopsDir, env.SHOP || defaultShop);
  // vanilla-extract compiles the shop's theme only from inside the app's file tree (its plugin
  // reads a path outside the root's first folder as relative to the root), and the folder's
  // imports resolve from the repository's packages.
  if (relative(repositoryDir, dir).startsWith('..'))
    throw new Error(`The shop folder ${dir} is outside this repository (${repositoryDir}): move it into shops/.`);
  if (!existsSync(resolve(dir, 'profile.yaml')))
    throw new Error(
      `No shop folder at ${dir} (it needs a profile.yaml). SHOP names a folder of shops/: ${shopNames().join(', ')}.`,
    );
  return dir;
}

/**
 * The installed web app's colours from the shop's `theme/webApp.json`:
 * `theme` (title bar, icons' backdrop, the pages' `theme-color`; the theme's brand colour)
 * and `background` (splash screen; its surface colour), as CSS colours. The shop's theme
 * reads the same file, so the two never differ; it holds nothing else, as pages load it.
 * @throws {Error} when the file is missing or lacks either colour.
 */
export function webAppColours(dir: string): { theme: string; background: string } {
  const file = resolve(dir, 'theme/webApp.json');
  const colours = JSON.parse(readFileSync(file, 'utf8')) as { theme?: unknown; background?: unknown };
  if (typeof colours.theme !== 'string' || typeof colours.background !== 'string')
    throw new Error(`${file}: give "theme" and "background", each a CSS colour`);
  return { theme: colours.theme, background: colours.background };
}

/**
 * The shop's locales as its `profile.yaml` lists them (`locales`, default `[en-IN]`), the
 * default first: the routes and the prerendered pages follow them. The build's
 * data check (`loadShopData`) says whether each is one the platform knows.
 */
export function shopLocalesOf(dir: string): ShopLocale[] {
  const profile = parse(readFileSync(resolve(dir, 'profile.yaml'), 'utf8')) as { locales?: ShopLocale[] } | null;
  return profile?.locales?.length ? profile.locales : ['en-IN'];
}
