// The installable web app of a shop: a web app manifest per language and its
// icons, made at build time from the shop's profile and logo. Plain JavaScript, like
// plugin.js, which calls it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** The icons every manifest lists: `any` ones are the logo, the `maskable` one sits inside its safe zone. */
export const webAppIcons = [
  { fileName: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { fileName: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { fileName: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
  { fileName: 'icons/apple-touch-icon.png', size: 180, purpose: 'apple' },
];

/**
 * The favicon, `favicon.svg` (the shop's own logo, not the app's): the logo itself
 * when it is an SVG, otherwise an SVG around a 64 px PNG of it (one address for every shop,
 * and the site's CSP allows the `data:` picture inside).
 * @param {string} logoPath - the profile's logo file (SVG or raster), absolute
 * @returns {Promise<{ fileName: string, source: string | Buffer }>}
 */
export async function faviconFile(logoPath) {
  if (logoPath.endsWith('.svg')) return { fileName: 'favicon.svg', source: readFileSync(logoPath) };
  const png = await sharp(readFileSync(logoPath))
    .resize(64, 64, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return {
    fileName: 'favicon.svg',
    source: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><image width="64" height="64" href="data:image/png;base64,${png.toString('base64')}"/></svg>`,
  };
}

/**
 * The PNG icons of `logoPath` (SVG or raster). A maskable icon is cut to a circle or a
 * squircle by the phone, so the logo takes the middle 60 % on `background`; an Apple
 * touch icon is square with no transparency.
 * @returns `{ fileName, source }` for each of {@link webAppIcons}
 */
export async function iconFiles(logoPath, background) {
  const logo = readFileSync(logoPath);
  return Promise.all(
    webAppIcons.map(async ({ fileName, size, purpose }) => {
      const inner =
        purpose === 'maskable' ? Math.round(size * 0.6) : purpose === 'apple' ? Math.round(size * 0.8) : size;
      const art = await sharp(logo, { density: 384 }).resize(inner, inner).png().toBuffer();
      const canvas =
        purpose === 'any'
          ? sharp({ create: { width: size, height: size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
          : sharp({ create: { width: size, height: size, channels: 4, background } });
      const source = await canvas
        .composite([{ input: art, gravity: 'centre' }])
        .png({ compressionLevel: 9 })
        .toBuffer();
      return { fileName, source };
    }),
  );
}

/**
 * The web app manifest of a shop in `locale`, e.g. at `/bn/manifest.webmanifest` with
 * `start_url` '/bn' for Bengali, so the installed app opens in the shopper's language.
 * @param profile - the localised profile (name, tagline)
 * @param colours - `theme` and `background` as CSS colours
 */
export function webAppManifest(profile, locale, { theme, background }) {
  const start = locale === 'en-IN' ? '/' : `/${locale.slice(0, 2)}`;
  return JSON.stringify(
    {
      name: profile.displayName,
      short_name: profile.shortName ?? profile.displayName,
      description: profile.tagline,
      lang: locale,
      dir: 'ltr',
      id: start,
      start_url: start,
      scope: '/',
      display: 'standalone',
      theme_color: theme,
      background_color: background,
      icons: webAppIcons
        .filter(({ purpose }) => purpose !== 'apple')
        .map(({ fileName, size, purpose }) => ({
          src: `/${fileName}`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose,
        })),
    },
    null,
    2,
  );
}

/** Where each locale's manifest lives: '/manifest.webmanifest', '/bn/manifest.webmanifest'. */
export function manifestPath(locale) {
  return locale === 'en-IN' ? 'manifest.webmanifest' : join(locale.slice(0, 2), 'manifest.webmanifest');
}

/** XML text with `&`, `<`, `>` and `"` escaped. */
const xmlText = (text) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The shop card for link previews: 1200 × 630 px PNG, the logo and the shop's
 * name and tagline on the theme colour, for pages without a picture of their own.
 * @param profile - the profile in the shop's first language
 * @returns `{ fileName: 'shop-card.png', source }`
 */
export async function shopCardFile(logoPath, profile, { theme }) {
  const logo = await sharp(readFileSync(logoPath), { density: 384 }).resize(220, 220).png().toBuffer();
  const words = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="${theme}"/>
  <text x="600" y="420" font-family="sans-serif" font-size="72" font-weight="700" fill="#FFFFFF" text-anchor="middle">${xmlText(profile.displayName)}</text>
  <text x="600" y="500" font-family="sans-serif" font-size="36" fill="#FFFFFF" text-anchor="middle">${xmlText(profile.tagline ?? '')}</text>
</svg>`;
  const source = await sharp(Buffer.from(words))
    .composite([{ input: logo, top: 90, left: 490 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { fileName: 'shop-card.png', source };
}
