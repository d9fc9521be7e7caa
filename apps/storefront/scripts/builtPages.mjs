// The prerendered pages of a client build, for the build's post-processing scripts
// (defer-hydration.mjs, csp.mjs, service-worker.mjs): every `.html` file under `root`,
// hashed assets aside.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * The languages of a client build and the address prefix of each (they follow the
 * shop's `locales`, so no script names one): the home page's `<html lang>` is the default,
 * at no prefix; every top-level folder whose home page is in the language the folder is
 * named after ('bn/index.html' in 'bn-IN') is another.
 * @param {string} root - the client build, e.g. 'build/client'
 * @returns {{ locale: string, prefix: string }[]} the default first, e.g. `[{ locale: 'en-IN', prefix: '' }, { locale: 'bn-IN', prefix: 'bn' }]`
 * @throws {Error} when the build has no home page with a language.
 */
export function builtLocales(root) {
  const langOf = (file) => /<html[^>]*\blang="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
  const home = join(root, 'index.html');
  const first = existsSync(home) ? langOf(home) : undefined;
  if (!first) throw new Error(`${home} is missing or has no <html lang>; build the app first`);
  const others = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'index.html')))
    .map((entry) => ({ locale: langOf(join(root, entry.name, 'index.html')), prefix: entry.name }))
    .filter(({ locale, prefix }) => locale && locale !== first && locale.split('-')[0] === prefix)
    .sort((a, b) => a.prefix.localeCompare(b.prefix));
  return [{ locale: first, prefix: '' }, ...others];
}

/** The locale of a site path ('/bn/product/mugs' → 'bn-IN') among `locales` ({@link builtLocales}). */
export function localeOfPage(page, locales) {
  const match = locales.find(({ prefix }) => prefix && (page === `/${prefix}` || page.startsWith(`/${prefix}/`)));
  return (match ?? locales[0]).locale;
}
