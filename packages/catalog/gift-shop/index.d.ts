/** Absolute path of the gift shop's data folder (profile, spreadsheets, content, images). */
export declare const giftShopDataDir: string;
