// Publishes Storybook to Chromatic for visual review, only when the shop's own
// CHROMATIC_PROJECT_TOKEN is set (its service cannot be reached from CI here).
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping the Chromatic upload.');
  process.exit(0);
}
const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--config-file', '.storybook/chromatic.config.json', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
