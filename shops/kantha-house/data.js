// Where this shop's data lives, for build configs and tests: this folder.
import { fileURLToPath } from 'node:url';

/** Absolute path of Bolpur Kantha House's folder: profile, spreadsheets, content, images (Node only). */
export const dataDir = fileURLToPath(new URL('.', import.meta.url));
