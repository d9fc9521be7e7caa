/** Absolute path of Bolpur Kantha House's data folder. */
export declare const kanthaHouseDataDir: string;
