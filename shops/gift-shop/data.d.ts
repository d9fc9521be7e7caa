/** Absolute path of the gift shop's folder: profile, spreadsheets, content, images (Node only). */
export declare const dataDir: string;
