// Grades the shipped nginx config with MDN's HTTP Observatory, as a shop owner's
// site would be graded: deploy/nginx.conf's two servers as shipped (scripts/nginx.mjs
// --tls), HTTP on port 80 and HTTPS on 443 of `localhost`, with a fresh certificate the
// scanner is told to trust. Fails unless every test passes with grade A+ and at least
// 130 points (the most a config can earn; the rest needs preload-list membership, SRI
// or cookies), and prints each test's result and points.
//
// Ports 80 and 443 are taken in a private network namespace (`unshare --net`, root only),
// which also proves the scan calls nothing but the shop. Elsewhere it says so and stops.
//   node scripts/observatory.mjs [build/client]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localCertificate } from './certificate.mjs';

const MIN_SCORE = 130;
const root = resolve(process.argv[2] ?? 'build/client');
const here = dirname(fileURLToPath(import.meta.url));
const scanner = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));

if (process.env.OBSERVATORY_IN_NAMESPACE !== '1') {
  if (process.getuid?.() !== 0 || spawnSync('unshare', ['--version']).status !== 0) {
    console.log('observatory: skipped: needs root and unshare to take ports 80 and 443 in a private network');
    // CI runs as root: there, not running is a failure, not a pass.
    process.exit(process.env.CI ? 1 : 0);
  }
  // The package's install script would fetch the HSTS preload list; offline, an empty one
  // (localhost is on no preload list).
  const preload = join(scanner, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}');
  const result = spawnSync('unshare', ['--net', process.execPath, fileURLToPath(import.meta.url), root], {
    stdio: 'inherit',
    env: { ...process.env, OBSERVATORY_IN_NAMESPACE: '1' },
  });
  process.exit(result.status ?? 1);
}

// Inside the namespace: loopback up, nginx with a fresh certificate, one scan.
if (spawnSync('ip', ['link', 'set', 'lo', 'up'], { stdio: 'inherit' }).status !== 0) {
  throw new Error('observatory: could not bring up loopback (ip link set lo up)');
}
const work = mkdtempSync(join(tmpdir(), 'shop-observatory-'));
const { cert, key } = await localCertificate();
writeFileSync(join(work, 'cert.pem'), cert);
writeFileSync(join(work, 'key.pem'), key, { mode: 0o600 });
const nginx = spawn(process.execPath, [join(here, 'nginx.mjs'), '--tls', root], {
  env: {
    ...process.env,
    PORT: '443',
    REDIRECT_PORT: '80',
    TLS_CERT_FILE: join(work, 'cert.pem'),
    TLS_KEY_FILE: join(work, 'key.pem'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => new Promise((done) => (nginx.exitCode === null ? (nginx.once('exit', done), nginx.kill()) : done()));
try {
  for (let tries = 0; ; tries++) {
    try {
      await fetch('http://localhost/', { redirect: 'manual' });
      break;
    } catch {
      if (tries > 100) throw new Error('nginx did not answer on port 80 within 10 s');
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  // The package's own command, not its wrapper: the wrapper replaces NODE_EXTRA_CA_CERTS.
  const started = Date.now();
  const scan = spawnSync(process.execPath, [join(scanner, 'src', 'scan.js'), 'localhost'], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: join(work, 'cert.pem') },
    encoding: 'utf8',
  });
  const report = JSON.parse(scan.stdout || '{}');
  if (!report.scan) throw new Error(`observatory: the scan failed: ${report.error ?? scan.stderr}`);
  const failed = [];
  for (const [name, test] of Object.entries(report.tests)) {
    console.log(`observatory: ${test.pass ? 'pass' : 'FAIL'} ${name}: ${test.result} (${test.scoreModifier})`);
    if (!test.pass) failed.push(name);
  }
  const { grade, score } = report.scan;
  console.log(`observatory: deploy/nginx.conf grades ${grade}, ${score} points (${Date.now() - started} ms)`);
  if (grade !== 'A+' || score < MIN_SCORE || failed.length > 0) {
    console.error(`observatory: expected A+ with at least ${MIN_SCORE} points and every test passed`);
    process.exitCode = 1;
  }
} finally {
  await stop();
  rmSync(work, { recursive: true, force: true });
}
