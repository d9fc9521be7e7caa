// Where this shop's data lives, for its build config and tests: this folder.
import { fileURLToPath } from 'node:url';

/** Absolute path of Bolpur Kantha House's data folder. */
export const kanthaHouseDataDir = fileURLToPath(new URL('.', import.meta.url));
