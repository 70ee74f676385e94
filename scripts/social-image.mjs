// Draws public/social-image.png, the product's link-preview image (spec 2 and 9: "Social image
// size 1200 by 630"), from the SVG below with sharp. The PNG is committed: run this again after
// changing the drawing (`node scripts/social-image.mjs`). Colours are the theme's brand and
// brass tokens (src/theme/tokens.ts); the texts are the landing page's (spec 1).
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 630;
const OUTPUT = new URL('../public/social-image.png', import.meta.url);

const serif = "'Liberation Serif', 'DejaVu Serif', Georgia, serif";
const sans = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="ink" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1f3a6b"/>
      <stop offset="1" stop-color="#0c1628"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#ink)"/>
  <rect x="0" y="${HEIGHT - 16}" width="${WIDTH}" height="16" fill="#dbb453"/>
  <g transform="translate(96 128) scale(6)">
    <rect width="32" height="32" rx="7" fill="#142340"/>
    <path d="M8 24V13l8-5 8 5v11h-5v-7h-6v7z" fill="#dbb453"/>
  </g>
  <text x="336" y="246" font-family="${serif}" font-size="104" font-weight="700" fill="#ffffff">Guildhall</text>
  <text x="340" y="308" font-family="${sans}" font-size="40" fill="#e9d08e">Independence without tradeoffs</text>
  <text x="96" y="456" font-family="${sans}" font-size="32" fill="#d5e1f4">A vetted community of independent professionals in accounting,</text>
  <text x="96" y="502" font-family="${sans}" font-size="32" fill="#d5e1f4">business coaching, board services, finance, HR, IT and legal.</text>
</svg>`;

const info = await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(OUTPUT.pathname);
console.log(`public/social-image.png: ${info.width}×${info.height}, ${info.size} bytes`);
