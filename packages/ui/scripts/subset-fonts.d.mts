/** Every language name the switch shows that is not in Latin letters. */
export const languageNames: string;
/** The subset of Noto Sans Bengali with just those letters, as woff2 bytes. */
export function languageNamesFont(): Promise<Uint8Array>;
