import { execFileSync, spawn, type ChildProcess, type ExecFileSyncOptions } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { productShards, type Product } from '@storefront/catalog';

/**
 * Deployments for the end-to-end tests of deploys that can't strand anyone (deploy.spec.ts):
 * a built site served by nginx with the shipped deploy/nginx.conf, and a "next build"
 * made from it.
 */

/** How {@link serveWithNginx} runs the shipped config (see scripts/nginx.mjs). */
export interface NginxOptions {
  /** Both servers as shipped: HTTPS on the port, and the HTTP redirect on this port. */
  redirectPort?: number;
  /** The shipped `$shop_csp_report_url`. */
  cspReportUrl?: string;
}

/**
 * Serves `dir` with nginx and the shipped config on `port` (plain HTTP, or HTTPS with the
 * redirect server given `redirectPort`); resolves once it answers.
 */
export async function serveWithNginx(dir: string, port: number, options: NginxOptions = {}): Promise<ChildProcess> {
  const { redirectPort, cspReportUrl } = options;
  const server = spawn(process.execPath, ['scripts/nginx.mjs', ...(redirectPort ? ['--tls'] : []), dir], {
    env: {
      ...process.env,
      PORT: String(port),
      ...(redirectPort ? { REDIRECT_PORT: String(redirectPort) } : {}),
      ...(cspReportUrl ? { CSP_REPORT_URL: cspReportUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Any answer will do (the redirect server's is a 301).
  return answering(server, `http://localhost:${redirectPort ?? port}/`, 'nginx');
}

/** Serves `dir` as `pnpm start` does (scripts/serve.mjs) on `port`; resolves once it answers. */
export async function serveWithNode(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve.mjs', dir], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return answering(server, `http://localhost:${port}/`, 'serve.mjs');
}

/** `server` once `probe` answers (within 15 s); rejects if it exits first. */
async function answering(server: ChildProcess, probe: string, name: string): Promise<ChildProcess> {
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`${name} exited with ${code}`))),
  );
  const deadline = Date.now() + 15_000;
  const answers = (async () => {
    while (Date.now() < deadline) {
      try {
        if ((await fetch(probe, { redirect: 'manual' })).status > 0) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${name} did not answer ${probe} within 15 s`);
  })();
  await Promise.race([answers, exited]);
  return server;
}

/** The folders of a built site that hold product shards (`order-data/`, `bn/order-data/`). */
function shardFolders(site: string): string[] {
  return readdirSync(site, { recursive: true, encoding: 'utf8' })
    .filter((path) => /(?:^|\/)order-data$/.test(path))
    .map((path) => join(site, path));
}

/**
 * A copy of the build in `dir` whose product shards (ADR 0010) are another build's: the same
 * products cut into `shardCount` shards, while the code still counts the old number (a page
 * of build A that meets build B's data). With `shardCount` undefined, the copy lost its
 * shards instead: a deployment that lost files.
 * @returns the new folder (remove it when done).
 */
export function nextBuildOfShards(dir: string, shardCount?: number): string {
  const next = mkdtempSync(join(tmpdir(), 'shop-next-build-'));
  cpSync(dir, next, { recursive: true });
  for (const folder of shardFolders(next)) {
    const files = readdirSync(folder);
    const shards = files
      .filter((file) => /^\d+\.json$/.test(file))
      .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')));
    for (const file of files) rmSync(join(folder, file));
    if (shardCount === undefined) continue;
    const products = new Map<string, Product>(
      shards.flatMap((shard) => shard.products.map((p: Product) => [p.sku, p])),
    );
    const relatedSkus = Object.assign({}, ...shards.map((shard) => shard.relatedSkus));
    for (const [n, cut] of productShards({ products: [...products.values()] }, shardCount).entries()) {
      writeFileSync(join(folder, `${n}.json`), JSON.stringify({ ...shards[0], shardCount, ...cut, relatedSkus }));
    }
  }
  return next;
}

/**
 * The shop built again with `env` (VITE_SHOP_* settings) into a new folder, as `pnpm build`
 * builds it, but without the service worker and precompressed copies, which the tests that
 * use it block or do not need: React Router's prerender, then the unused-data, hydration, CSP, not-found and host-rule steps.
 * Takes about 15 s on this machine.
 * @returns the folder that holds the site (the `client` folder; remove its parent when done).
 */
export function buildWith(env: Record<string, string>): string {
  // Inside the app's folder, where the prerender's server build finds the app's packages.
  const parent = join('node_modules', '.cache', 'shop-builds');
  mkdirSync(parent, { recursive: true });
  const dir = resolve(mkdtempSync(join(parent, 'build-')));
  // The build's errors reach the test's output; its progress does not.
  const options: ExecFileSyncOptions = {
    env: { ...process.env, ...env, SHOP_BUILD_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  };
  const site = join(dir, 'client');
  try {
    execFileSync('pnpm', ['exec', 'react-router', 'build'], options);
    for (const step of ['drop-resource-data', 'defer-hydration', 'csp', 'not-found', 'redirects']) {
      execFileSync(process.execPath, [`scripts/${step}.mjs`, site], options);
    }
  } catch (error) {
    // A failed build leaves nothing behind for the next run to trip on.
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return site;
}
