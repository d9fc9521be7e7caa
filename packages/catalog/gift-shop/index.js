// Where this shop's data lives, for build configs and tests: this folder.
import { fileURLToPath } from 'node:url';

/** Absolute path of the gift shop's data folder (profile, spreadsheets, content, images). */
export const giftShopDataDir = fileURLToPath(new URL('.', import.meta.url));
