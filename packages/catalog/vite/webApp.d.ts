/**
 * The favicon, `favicon.svg` (the shop's own logo): the logo itself when it is an
 * SVG, otherwise an SVG around a 64 px PNG of it.
 * @param logoPath - the profile's logo file (SVG or raster), absolute
 */
export declare function faviconFile(logoPath: string): Promise<{ fileName: string; source: string | Buffer }>;
