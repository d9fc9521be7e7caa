import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/** HSTS, which `_headers` sends (the static hosts serve HTTPS only) and a plain-HTTP answer must not. */
export const HSTS = 'strict-transport-security';
/** COOP, which the hosts send and `pnpm start` does not (see scripts/serve.mjs). */
export const COOP = 'cross-origin-opener-policy';

/** Every header of the `/*` block of `public/_headers`, lower-case name → value, HSTS included. */
export const everyPath: Readonly<Record<string, string>> = Object.fromEntries(
  readFileSync(new URL('../public/_headers', import.meta.url), 'utf8')
    .split('/assets/*')[0]!
    .split('\n')
    .filter((line) => /^ {2}[\w-]+: /.test(line))
    .map((line) => [line.trim().split(': ')[0]!.toLowerCase(), line.trim().split(': ').slice(1).join(': ')]),
);

/** The Cache-Control `public/_headers` gives hashed files (`/assets/*`) and page data (`/*.data`). */
export const cacheRules: Readonly<{ assets: string; pageData: string }> = (() => {
  const text = readFileSync(new URL('../public/_headers', import.meta.url), 'utf8');
  const rule = (block: string) =>
    new RegExp(`^${block.replace(/[.*]/g, '\\$&')}\\n {2}Cache-Control: (.+)$`, 'm').exec(text)?.[1];
  return { assets: rule('/assets/*')!, pageData: rule('/*.data')! };
})();

/**
 * The headers `public/_headers` gives every path on Netlify and Cloudflare Pages but HSTS:
 * what nginx over plain HTTP (host.spec.ts) and `pnpm start` (serve.spec.ts) must send
 * too.
 */
export const staticHostHeaders: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(everyPath).filter(([name]) => name !== HSTS),
);

/** A rule of the build's `_redirects`: the address, the file that answers it, and the status. */
export interface RedirectRule {
  /** The address; a trailing `*` stands for any rest. */
  readonly from: string;
  /** The built file that answers, e.g. `/__spa-fallback.html`. */
  readonly to: string;
  /** The status it is answered with (200: a rewrite). */
  readonly status: number;
}

/**
 * The rules of the build's `_redirects` (Netlify, Cloudflare Pages; written from the shop's
 * languages by scripts/redirects.mjs): what `pnpm start` and nginx must do too (one
 * declaration of the hosts' rules, the others tested against it).
 * @param client - the client build, `build/client` by default
 */
export function redirectRules(client = 'build/client'): readonly RedirectRule[] {
  return readFileSync(join(client, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.trim().split(/\s+/);
      return { from: from!, to: to!, status: Number(status) };
    });
}

/**
 * Asserts that the host behind `request`, serving the build in `client`, answers every rule
 * of its {@link redirectRules}: its status, and the built file that answers (a `*` stands for
 * an unknown page).
 */
export async function expectRedirectRules(request: APIRequestContext, client = 'build/client'): Promise<void> {
  const rules = redirectRules(client);
  // At least the app shell at both of its addresses.
  expect(rules.length).toBeGreaterThanOrEqual(2);
  for (const rule of rules) {
    const path = rule.from.replace(/\*$/, 'no-such-page');
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(rule.status);
    expect(await response.text(), path).toBe(readFileSync(join(client, rule.to), 'utf8'));
  }
}
