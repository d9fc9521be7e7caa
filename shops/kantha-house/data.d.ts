/** Absolute path of Bolpur Kantha House's folder: profile, spreadsheets, content, images (Node only). */
export declare const dataDir: string;
