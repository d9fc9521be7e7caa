// Helpers of scripts/pack-test.mjs: running a command, the workspace's installed versions,
// reading built files.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** Runs a command; on failure, throws with everything it printed. */
export function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    throw new Error(
      `\`${command} ${args.join(' ')}\` in ${cwd} exited ${result.status ?? result.signal}\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** The version of `name` the workspace has installed (seen from `dir`), so the app installs from the store. */
export function installedVersion(name, dir = '.') {
  return JSON.parse(readFileSync(join(root, dir, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** Files under `dir` whose names end with `suffix`, read and joined. */
export function readAll(dir, suffix) {
  return readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith(suffix))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}
