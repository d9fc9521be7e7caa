// Writes the shop's placeholder illustrations (one per product family, plus
// banners and the logo) into src/images. They share one palette, stroke and
// stage so the catalogue looks consistent until the shop swaps in photos by
// editing the catalogue data. Run: node scripts/illustrations.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'gift-shop', 'images');
mkdirSync(out, { recursive: true });

const ink = '#2B2D42';
const teal = '#0F766E';
const marigold = '#F59E0B';
const vermilion = '#E4572E';
const cream = '#FFF7ED';
const paper = '#FFFFFF';
const mint = '#CCFBF1';
const sw = 'stroke="' + ink + '" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"';

/** A 480x360 product illustration: cream stage, soft disc, the object on top. */
function product(name, body, disc = mint) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360" role="img" aria-hidden="true">
<rect width="480" height="360" fill="${cream}"/>
<circle cx="240" cy="180" r="140" fill="${disc}"/>
<ellipse cx="240" cy="318" rx="150" ry="12" fill="${ink}" opacity=".12"/>
${body}
</svg>
`;
  writeFileSync(join(out, `${name}.svg`), svg);
}

/** A 1200x400 banner illustration: shapes only, text is laid over it in HTML. */
function banner(name, body, bg = teal) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-hidden="true">
<rect width="1200" height="400" fill="${bg}"/>
<circle cx="1050" cy="60" r="180" fill="${marigold}" opacity=".9"/>
<circle cx="1140" cy="360" r="120" fill="${vermilion}" opacity=".85"/>
<circle cx="80" cy="380" r="90" fill="${paper}" opacity=".12"/>
${body}
</svg>
`;
  writeFileSync(join(out, `${name}.svg`), svg);
}

product(
  'business-card',
  `
<rect x="110" y="120" width="230" height="130" rx="10" fill="${paper}" ${sw} transform="rotate(-8 225 185)"/>
<rect x="150" y="110" width="230" height="130" rx="10" fill="${paper}" ${sw}/>
<circle cx="195" cy="160" r="22" fill="${vermilion}"/>
<rect x="230" y="145" width="120" height="12" rx="6" fill="${ink}"/>
<rect x="230" y="168" width="80" height="10" rx="5" fill="${teal}"/>
<rect x="175" y="205" width="170" height="8" rx="4" fill="${ink}" opacity=".4"/>`,
);

product(
  'calendar',
  `
<rect x="140" y="90" width="200" height="210" rx="12" fill="${paper}" ${sw}/>
<rect x="140" y="90" width="200" height="60" rx="12" fill="${vermilion}" ${sw}/>
<line x1="185" y1="70" x2="185" y2="110" ${sw}/><line x1="295" y1="70" x2="295" y2="110" ${sw}/>
${[0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => `<rect x="${162 + c * 42}" y="${168 + r * 30}" width="28" height="18" rx="4" fill="${r === 1 && c === 2 ? marigold : teal}" opacity="${r === 1 && c === 2 ? 1 : 0.35}"/>`).join('')).join('')}`,
);

product(
  'bottle',
  `
<rect x="205" y="70" width="70" height="36" rx="8" fill="${ink}"/>
<path d="M195 110 h90 v30 q25 20 25 55 v100 q0 18 -18 18 h-104 q-18 0 -18 -18 v-100 q0 -35 25 -55 z" fill="${teal}" ${sw}/>
<rect x="185" y="190" width="110" height="60" rx="8" fill="${paper}"/>
<circle cx="240" cy="220" r="16" fill="${vermilion}"/>`,
);

product(
  'medal',
  `
<path d="M190 60 l35 110 h30 l35 -110" fill="none" stroke="${vermilion}" stroke-width="26"/>
<circle cx="240" cy="220" r="78" fill="${marigold}" ${sw}/>
<circle cx="240" cy="220" r="50" fill="none" stroke="${ink}" stroke-width="4" opacity=".5"/>
<path d="M240 190 l10 20 22 3 -16 15 4 22 -20 -11 -20 11 4 -22 -16 -15 22 -3z" fill="${paper}"/>`,
);

product(
  'certificate',
  `
<rect x="110" y="90" width="260" height="190" rx="8" fill="${paper}" ${sw}/>
<rect x="126" y="106" width="228" height="158" rx="4" fill="none" stroke="${marigold}" stroke-width="5"/>
<rect x="170" y="130" width="140" height="14" rx="7" fill="${ink}"/>
<rect x="150" y="160" width="180" height="8" rx="4" fill="${ink}" opacity=".4"/>
<rect x="150" y="178" width="150" height="8" rx="4" fill="${ink}" opacity=".4"/>
<circle cx="320" cy="240" r="26" fill="${vermilion}" ${sw}/>`,
);

product(
  'mousepad',
  `
<rect x="100" y="130" width="280" height="160" rx="28" fill="${teal}" ${sw}/>
<circle cx="190" cy="210" r="40" fill="${marigold}"/>
<path d="M300 150 q40 0 40 50 v30 q0 40 -40 40 q-40 0 -40 -40 v-30 q0 -50 40 -50z" fill="${paper}" ${sw}/>
<line x1="300" y1="152" x2="300" y2="200" ${sw}/>`,
);

product(
  'mug',
  `
<path d="M300 150 h30 q35 0 35 45 q0 45 -35 45 h-30" fill="none" stroke="${ink}" stroke-width="18" stroke-linecap="round"/>
<path d="M300 150 h30 q35 0 35 45 q0 45 -35 45 h-30" fill="none" stroke="${paper}" stroke-width="6"/>
<path d="M140 110 h165 v160 q0 30 -30 30 h-105 q-30 0 -30 -30z" fill="${paper}" ${sw}/>
<path d="M222 175 c-22 -28 -58 -4 -36 24 l36 34 36 -34 c22 -28 -14 -52 -36 -24z" fill="${vermilion}"/>`,
);

product(
  'photo-frame',
  `
<rect x="120" y="70" width="240" height="230" rx="6" fill="${marigold}" ${sw}/>
<rect x="150" y="100" width="180" height="170" fill="${paper}" ${sw}/>
<circle cx="200" cy="150" r="20" fill="${marigold}"/>
<path d="M155 265 l60 -70 45 50 25 -25 40 45z" fill="${teal}"/>`,
);

product(
  'led-frame',
  `
<rect x="110" y="60" width="260" height="240" rx="18" fill="${ink}"/>
<rect x="130" y="80" width="220" height="200" rx="10" fill="${mint}" stroke="${marigold}" stroke-width="8"/>
<circle cx="240" cy="160" r="36" fill="${marigold}"/>
<path d="M140 270 l70 -60 40 30 40 -40 50 70z" fill="${teal}"/>`,
  '#FEF3C7',
);

product(
  'standee',
  `
<rect x="185" y="40" width="110" height="250" rx="6" fill="${paper}" ${sw}/>
<rect x="200" y="60" width="80" height="60" rx="4" fill="${vermilion}"/>
<rect x="200" y="135" width="80" height="10" rx="5" fill="${ink}"/>
<rect x="200" y="155" width="60" height="8" rx="4" fill="${ink}" opacity=".4"/>
<rect x="200" y="210" width="80" height="50" rx="4" fill="${teal}"/>
<path d="M190 290 l-30 25 M290 290 l30 25" ${sw}/>`,
);

product(
  'sticker',
  `
<circle cx="190" cy="170" r="80" fill="${vermilion}" ${sw}/>
<path d="M232 240 a80 80 0 0 0 38 -60 l-60 0z" fill="${paper}" ${sw}/>
<rect x="250" y="150" width="120" height="120" rx="24" fill="${marigold}" ${sw} transform="rotate(12 310 210)"/>
<path d="M290 205 l18 18 34 -34" fill="none" ${sw}/>`,
);

product(
  'trophy',
  `
<path d="M175 80 h130 v60 q0 70 -65 70 q-65 0 -65 -70z" fill="${marigold}" ${sw}/>
<path d="M175 100 h-35 q0 50 45 55 M305 100 h35 q0 50 -45 55" fill="none" ${sw}/>
<rect x="225" y="210" width="30" height="40" fill="${marigold}" ${sw}/>
<rect x="180" y="250" width="120" height="45" rx="6" fill="${ink}"/>
<rect x="205" y="264" width="70" height="16" rx="3" fill="${marigold}"/>`,
);

product(
  'pen',
  `
<g transform="rotate(-35 240 180)">
<rect x="110" y="162" width="230" height="36" rx="10" fill="${teal}" ${sw}/>
<path d="M340 162 l50 18 -50 18z" fill="${paper}" ${sw}/>
<rect x="150" y="150" width="90" height="12" rx="6" fill="${ink}"/>
</g>`,
);

product(
  'keyring',
  `
<circle cx="170" cy="110" r="40" fill="none" stroke="${ink}" stroke-width="10"/>
<line x1="200" y1="138" x2="225" y2="165" ${sw}/>
<rect x="205" y="160" width="140" height="120" rx="26" fill="${vermilion}" ${sw}/>
<circle cx="275" cy="220" r="30" fill="${paper}"/>`,
);

product(
  'tile',
  `
<rect x="120" y="80" width="240" height="200" rx="4" fill="${paper}" ${sw}/>
<rect x="140" y="100" width="200" height="160" fill="${mint}"/>
<circle cx="290" cy="140" r="22" fill="${marigold}"/>
<path d="M140 260 l70 -80 50 55 30 -30 50 55z" fill="${teal}"/>
<rect x="210" y="280" width="60" height="30" fill="${ink}"/>`,
  '#FDE68A',
);

product(
  'tshirt',
  `
<path d="M185 70 l-75 35 25 60 30 -12 v150 h150 v-150 l30 12 25 -60 -75 -35 q-15 30 -55 30 q-40 0 -55 -30z" fill="${teal}" ${sw}/>
<circle cx="240" cy="180" r="34" fill="${marigold}"/>
<path d="M222 180 l12 12 22 -24" fill="none" stroke="${paper}" stroke-width="6" stroke-linecap="round"/>`,
);

product(
  'letterhead',
  `
<rect x="140" y="50" width="200" height="270" rx="6" fill="${paper}" ${sw}/>
<rect x="140" y="50" width="200" height="40" rx="6" fill="${teal}"/>
<circle cx="170" cy="70" r="12" fill="${marigold}"/>
${[115, 140, 165, 190, 215, 240].map((y, i) => `<rect x="165" y="${y}" width="${i % 3 === 2 ? 100 : 150}" height="8" rx="4" fill="${ink}" opacity=".35"/>`).join('')}
<rect x="140" y="296" width="200" height="24" fill="${vermilion}" opacity=".8"/>`,
);

product(
  'invitation',
  `
<rect x="120" y="120" width="240" height="160" rx="6" fill="${paper}" ${sw}/>
<path d="M120 120 l120 90 120 -90" fill="${marigold}" ${sw}/>
<circle cx="240" cy="205" r="24" fill="${vermilion}" ${sw}/>
<path d="M160 70 q20 -20 40 0 q20 20 40 0 q20 -20 40 0 q20 20 40 0" fill="none" stroke="${vermilion}" stroke-width="6" stroke-linecap="round"/>`,
  '#FFE4E6',
);

product(
  'id-card',
  `
<path d="M200 40 l40 70 40 -70" fill="none" stroke="${vermilion}" stroke-width="14"/>
<rect x="165" y="100" width="150" height="210" rx="14" fill="${paper}" ${sw}/>
<rect x="215" y="112" width="50" height="10" rx="5" fill="${ink}"/>
<circle cx="240" cy="175" r="34" fill="${mint}" ${sw}/>
<rect x="190" y="230" width="100" height="12" rx="6" fill="${ink}"/>
<rect x="200" y="254" width="80" height="8" rx="4" fill="${ink}" opacity=".4"/>
<rect x="165" y="284" width="150" height="26" rx="0" fill="${teal}"/>`,
);

product(
  'banner',
  `
<line x1="110" y1="60" x2="110" y2="310" ${sw}/><line x1="370" y1="60" x2="370" y2="310" ${sw}/>
<rect x="110" y="80" width="260" height="140" fill="${vermilion}" ${sw}/>
<rect x="140" y="110" width="150" height="20" rx="10" fill="${paper}"/>
<rect x="140" y="145" width="110" height="12" rx="6" fill="${paper}" opacity=".7"/>
<circle cx="320" cy="170" r="26" fill="${marigold}"/>`,
);

product(
  'banner-shop-front',
  `
<rect x="90" y="120" width="300" height="180" fill="${paper}" ${sw}/>
<path d="M80 120 h320 l-20 -50 h-280z" fill="${teal}" ${sw}/>
<rect x="110" y="140" width="260" height="50" fill="${vermilion}" ${sw}/>
<rect x="140" y="158" width="150" height="14" rx="7" fill="${paper}"/>
<rect x="200" y="220" width="80" height="80" fill="${marigold}" ${sw}/>`,
);

product(
  'banner-roll-up',
  `
<rect x="170" y="50" width="140" height="240" fill="${marigold}" ${sw}/>
<rect x="190" y="75" width="100" height="16" rx="8" fill="${ink}"/>
<circle cx="240" cy="160" r="40" fill="${paper}"/>
<rect x="190" y="225" width="100" height="40" rx="6" fill="${vermilion}"/>
<rect x="150" y="290" width="180" height="20" rx="10" fill="${ink}"/>`,
);

product(
  'banner-event',
  `
<path d="M60 90 q180 50 360 0" fill="none" ${sw}/>
${[0, 1, 2, 3, 4].map((i) => `<path d="M${90 + i * 64} ${104 + (i === 2 ? 14 : i % 2 ? 10 : 4)} l24 56 24 -56z" fill="${[vermilion, marigold, teal, marigold, vermilion][i]}" ${sw}/>`).join('')}
<rect x="120" y="190" width="240" height="100" fill="${paper}" ${sw}/>
<rect x="150" y="215" width="180" height="18" rx="9" fill="${teal}"/>
<rect x="170" y="248" width="140" height="12" rx="6" fill="${ink}" opacity=".4"/>`,
);

product(
  'statue',
  `
<ellipse cx="240" cy="290" rx="90" ry="20" fill="${ink}"/>
<path d="M170 285 q-10 -80 30 -120 q-30 -40 0 -80 q40 -30 80 0 q30 40 0 80 q40 40 30 120z" fill="${marigold}" ${sw}/>
<path d="M240 150 q-10 40 10 70 q15 20 -5 40" fill="none" ${sw}/>
<circle cx="222" cy="120" r="6" fill="${ink}"/><circle cx="258" cy="120" r="6" fill="${ink}"/>
<path d="M215 80 l25 -30 25 30z" fill="${vermilion}" ${sw}/>`,
  '#FDE68A',
);

product(
  'lamp',
  `
<path d="M240 270 c-90 -60 -130 -120 -90 -160 c30 -30 70 -20 90 15 c20 -35 60 -45 90 -15 c40 40 0 100 -90 160z" fill="${vermilion}" ${sw}/>
<path d="M240 230 c-50 -35 -70 -70 -50 -90 c15 -15 38 -10 50 10 c12 -20 35 -25 50 -10 c20 20 0 55 -50 90z" fill="${marigold}"/>
<rect x="170" y="280" width="140" height="26" rx="8" fill="${ink}"/>`,
  '#FEF3C7',
);

product(
  'laptop-stand',
  `
<path d="M120 270 l60 -120 h180 l-60 120z" fill="${paper}" ${sw}/>
<path d="M150 270 l40 -95" ${sw}/>
<path d="M120 270 h220" ${sw}/>
<rect x="330" y="150" width="20" height="140" rx="4" fill="${marigold}" ${sw}/>
<path d="M200 185 h130" stroke="${teal}" stroke-width="10" stroke-linecap="round"/>`,
);

product(
  'plaque',
  `
<rect x="150" y="50" width="180" height="260" rx="12" fill="${ink}"/>
<rect x="168" y="68" width="144" height="144" rx="6" fill="${mint}"/>
<circle cx="240" cy="140" r="42" fill="${teal}"/>
<path d="M225 120 l35 20 -35 20z" fill="${paper}"/>
<rect x="168" y="228" width="144" height="8" rx="4" fill="${paper}" opacity=".6"/>
<path d="M175 265 q10 -14 20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0" fill="none" stroke="${marigold}" stroke-width="6" stroke-linecap="round"/>`,
);

product(
  'mirror',
  `
<circle cx="240" cy="175" r="115" fill="${marigold}" ${sw}/>
<circle cx="240" cy="175" r="85" fill="${mint}" ${sw}/>
<path d="M200 130 l30 -30 M195 165 l60 -60" stroke="${paper}" stroke-width="10" stroke-linecap="round"/>`,
);

product(
  'cushion',
  `
<path d="M120 100 q120 -30 240 0 q-20 80 0 160 q-120 30 -240 0 q20 -80 0 -160z" fill="${vermilion}" ${sw}/>
<rect x="185" y="130" width="110" height="100" rx="6" fill="${paper}"/>
<circle cx="220" cy="165" r="14" fill="${marigold}"/>
<path d="M190 225 l35 -40 25 25 15 -15 30 30z" fill="${teal}"/>`,
);

banner(
  'hero',
  `
<rect x="640" y="90" width="220" height="130" rx="10" fill="${paper}" transform="rotate(-10 750 155)"/>
<path d="M760 230 h90 v100 q0 20 -20 20 h-50 q-20 0 -20 -20z" fill="${paper}"/>
<rect x="880" y="150" width="150" height="190" rx="6" fill="${paper}" opacity=".95"/>
<rect x="900" y="170" width="110" height="110" fill="${mint}"/>`,
);

banner(
  'promo',
  `
<path d="M700 320 l60 -220 60 220z" fill="${paper}" opacity=".9"/>
<circle cx="900" cy="210" r="90" fill="${paper}" opacity=".9"/>
<path d="M870 210 l20 20 40 -40" fill="none" stroke="${teal}" stroke-width="14" stroke-linecap="round"/>`,
  vermilion,
);

banner(
  'fast-delivery',
  `
<rect x="640" y="170" width="220" height="120" rx="10" fill="${paper}"/>
<path d="M860 200 h80 l50 50 v40 h-130z" fill="${paper}"/>
<circle cx="700" cy="300" r="30" fill="${ink}"/><circle cx="930" cy="300" r="30" fill="${ink}"/>
<path d="M560 200 h60 M540 235 h80 M580 270 h40" stroke="${paper}" stroke-width="12" stroke-linecap="round"/>`,
);

banner(
  'about',
  `
<rect x="660" y="110" width="300" height="220" fill="${paper}"/>
<path d="M640 110 h340 l-25 -50 h-290z" fill="${marigold}"/>
<rect x="690" y="140" width="110" height="80" fill="${mint}"/><rect x="820" y="140" width="110" height="80" fill="${mint}"/>
<rect x="770" y="250" width="80" height="80" fill="${vermilion}"/>`,
);

banner(
  'contact',
  `
<path d="M700 110 h280 q20 0 20 20 v140 q0 20 -20 20 h-200 l-60 50 v-50 h-20 q-20 0 -20 -20 v-140 q0 -20 20 -20z" fill="${paper}"/>
<circle cx="780" cy="200" r="14" fill="${teal}"/><circle cx="840" cy="200" r="14" fill="${teal}"/><circle cx="900" cy="200" r="14" fill="${teal}"/>`,
  '#115E59',
);

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-hidden="true">
<rect width="64" height="64" rx="14" fill="${teal}"/>
<rect x="14" y="26" width="36" height="24" rx="4" fill="${paper}"/>
<rect x="20" y="12" width="24" height="16" rx="2" fill="${marigold}"/>
<rect x="20" y="40" width="24" height="14" rx="2" fill="${vermilion}"/>
<circle cx="44" cy="32" r="2.5" fill="${teal}"/>
</svg>
`;
writeFileSync(join(out, 'logo.svg'), logo);
