// Writes photo-like sample pictures of the 11 featured gifts into gift-shop/images/photos:
// continuous-tone 1600 × 1200 JPEGs, as a shop's camera would upload, made
// with sharp from each product's illustration (soft focus, studio light, sensor grain,
// a colour cast per product). They exercise the image pipeline (AVIF/WebP at several
// widths) the way real photos will, until the shop replaces them with its own.
// Run: node scripts/sample-photos.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import sharp from 'sharp';

const shop = join(import.meta.dirname, '..', 'gift-shop');
const out = join(shop, 'images', 'photos');
const width = 1600;
const height = 1200;

/** Studio light: a warm highlight above left, falling off to a vignette. */
const light = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><radialGradient id="l" cx="0.35" cy="0.3" r="0.85">
<stop offset="0" stop-color="#fff8e8" stop-opacity="0.55"/>
<stop offset="0.55" stop-color="#808080" stop-opacity="0"/>
<stop offset="1" stop-color="#1a1410" stop-opacity="0.55"/>
</radialGradient></defs>
<rect width="100%" height="100%" fill="url(#l)"/></svg>`);

/** Sensor grain: grey Gaussian noise, blended softly. */
async function grain(seedSigma) {
  return sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: seedSigma } } })
    .png()
    .toBuffer();
}

const { data: rows } = Papa.parse(readFileSync(join(shop, 'products.csv'), 'utf8'), {
  header: true,
  skipEmptyLines: true,
});
const featured = rows.filter((row) => /^featured-\d+$/.test(row.sku));
const illustrationOf = { 'featured-1': 'statue', 'featured-2': 'statue', 'featured-10': 'cushion' };
mkdirSync(out, { recursive: true });
for (const [index, row] of featured.entries()) {
  const illustration = illustrationOf[row.sku] ?? /images\/([\w-]+)\.svg/.exec(row.images)?.[1];
  const svg = readFileSync(join(shop, 'images', `${illustration}.svg`));
  const photo = await sharp(svg, { density: 72 * (width / 480) })
    .resize(width, height)
    .modulate({
      hue: ((index % 5) - 2) * 6,
      saturation: 0.85 + (index % 3) * 0.1,
      brightness: 0.96 + (index % 4) * 0.02,
    })
    .blur(1.6)
    .composite([
      { input: light, blend: 'soft-light' },
      { input: await grain(26 + (index % 4) * 4), blend: 'soft-light' },
    ])
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
  writeFileSync(join(out, `${row.sku}.jpg`), photo);
  console.log(`images/photos/${row.sku}.jpg: ${(photo.length / 1024).toFixed(0)} KB (${row.title})`);
}
