// Valid as the checkers read it: every HTML page of the build — each page in
// both languages, the not-found pages, the app shell, the offline pages — goes through the
// Nu HTML Checker (vnu-jar, the W3C validator's engine) in one Java run, and any error fails.
// Warnings (for example about a language the checker guesses from the words) do not.
//
//   node scripts/validate-html.mjs [build/client]      (after the build; `pnpm test` runs it)
// Needs Java 17 or later (Debian: apt-get install default-jre-headless; .ci/run installs it).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { builtLocales, builtPages } from './builtPages.mjs';

const root = resolve(process.argv[2] ?? 'build/client');
const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const pages = builtPages(root);
const name = (path) => relative(root, path);

// The pages a host answers with that are no route of their own: if the build stops writing
// one, the check must say so rather than pass without it.
for (const expected of [
  '__spa-fallback.html',
  ...builtLocales(root).flatMap(({ prefix }) => [join(prefix, '404.html'), join(prefix, 'offline/index.html')]),
]) {
  if (!pages.some((page) => name(page) === expected)) {
    console.error(`validate-html: ${expected} is not in ${root}; build the app first`);
    process.exit(1);
  }
}

const started = performance.now();
const run = spawnSync(
  'java',
  ['-jar', jar, '--errors-only', '--no-langdetect', '--format', 'json', '--exit-zero-always', ...pages],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (run.error || run.status !== 0) {
  const missing = run.error && 'code' in run.error && run.error.code === 'ENOENT';
  console.error(
    missing
      ? 'validate-html: no `java` on PATH; install Java 17 or later (Debian: apt-get install default-jre-headless)'
      : `validate-html: the checker did not run: ${run.error?.message ?? run.stderr}`,
  );
  process.exit(1);
}

/** @type {{ type: string; url: string; lastLine?: number; lastColumn?: number; message: string; extract?: string }[]} */
const messages = JSON.parse(run.stderr).messages;
// Errors, and files the checker could not read ('non-document-error'); with --errors-only no warnings come.
const errors = messages.filter((message) => message.type !== 'info');
for (const error of errors) {
  const file = name(new URL(error.url).pathname);
  console.error(`${file}:${error.lastLine ?? 0}:${error.lastColumn ?? 0}: ${error.message}`);
  if (error.extract) console.error(`    ${error.extract.replace(/\s+/g, ' ')}`);
}
const pagesWithErrors = new Set(errors.map((error) => error.url)).size;
console.log(
  errors.length === 0
    ? `validate-html: ${pages.length} pages valid (Nu HTML Checker, ${seconds} s)`
    : `validate-html: ${errors.length} errors on ${pagesWithErrors} of ${pages.length} pages (Nu HTML Checker, ${seconds} s)`,
);
process.exit(errors.length === 0 ? 0 : 1);
