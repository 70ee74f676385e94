// The demo content's images as SVG scenes (drawn by ./drawImages.ts): a soft background in the
// collection's palette, a few seeded shapes, and a flat pictogram of the card's subject. No
// text, no fonts, no randomness beyond a seed taken from the image's name.

export const IMAGE_WIDTH = 1600;
export const IMAGE_HEIGHT = 900;

interface Palette {
  from: string;
  to: string;
  accent: string;
  second: string;
  ink: string;
  paper: string;
}

const palettes = {
  efficiency: {
    from: '#e7f4f0',
    to: '#c9e6de',
    accent: '#1f7a6c',
    second: '#f0b443',
    ink: '#24443e',
    paper: '#ffffff',
  },
  marketing: {
    from: '#fdf0ea',
    to: '#f6d6c8',
    accent: '#cf5b3c',
    second: '#3d6f9e',
    ink: '#4a2a22',
    paper: '#ffffff',
  },
  technology: {
    from: '#eaf0fb',
    to: '#cfdcf5',
    accent: '#3557b5',
    second: '#3fae9f',
    ink: '#1f2b4d',
    paper: '#ffffff',
  },
  vendors: {
    from: '#f3f1ed',
    to: '#e1ddd5',
    accent: '#5b4f9e',
    second: '#d08a2f',
    ink: '#2f2b38',
    paper: '#ffffff',
  },
} satisfies Record<string, Palette>;

type Pictogram = (p: Palette) => string;

// Pictograms, each in a 400 × 400 box.
const pictograms = {
  check: (p) =>
    `<circle cx="200" cy="200" r="170" fill="${p.accent}"/>
     <path d="M118 206 L178 264 L290 146" fill="none" stroke="${p.paper}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>`,
  checklist: (p) =>
    `<rect x="70" y="30" width="260" height="340" rx="28" fill="${p.paper}"/>
     ${[0, 1, 2]
       .map(
         (
           row,
         ) => `<circle cx="128" cy="${110 + row * 95}" r="26" fill="${row < 2 ? p.accent : p.from}"/>
       ${row < 2 ? `<path d="M115 ${111 + row * 95} l9 10 l18 -20" fill="none" stroke="${p.paper}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` : ''}
       <rect x="172" y="${100 + row * 95}" width="${row === 1 ? 110 : 130}" height="20" rx="10" fill="${p.to}"/>`,
       )
       .join('')}`,
  tools: (p) =>
    `<rect x="40" y="150" width="170" height="170" rx="36" fill="${p.accent}"/>
     <rect x="190" y="80" width="170" height="170" rx="36" fill="${p.second}"/>
     <rect x="150" y="210" width="150" height="150" rx="32" fill="${p.paper}"/>
     <circle cx="125" cy="235" r="34" fill="${p.paper}" opacity="0.9"/>
     <path d="M248 130 l36 60 h-72 z" fill="${p.paper}" opacity="0.9"/>
     <rect x="195" y="255" width="60" height="60" rx="12" fill="${p.accent}"/>`,
  building: (p) =>
    `<path d="M40 150 L200 50 L360 150 Z" fill="${p.accent}"/>
     <rect x="60" y="150" width="280" height="26" fill="${p.ink}"/>
     ${[0, 1, 2, 3].map((c) => `<rect x="${86 + c * 66}" y="186" width="32" height="130" rx="6" fill="${p.paper}"/>`).join('')}
     <rect x="40" y="316" width="320" height="40" rx="8" fill="${p.ink}"/>
     <circle cx="200" cy="112" r="16" fill="${p.second}"/>`,
  coins: (p) =>
    [
      [120, 4],
      [280, 2],
    ]
      .map(([x = 0, count = 0]) =>
        Array.from({ length: count }, (_, i) => {
          const y = 320 - i * 42;
          return `<ellipse cx="${x}" cy="${y + 18}" rx="80" ry="30" fill="${p.ink}" opacity="0.85"/>
                  <ellipse cx="${x}" cy="${y}" rx="80" ry="30" fill="${x < 200 ? p.second : p.accent}"/>`;
        }).join(''),
      )
      .join('') +
    `<rect x="196" y="60" width="8" height="300" rx="4" fill="${p.ink}" opacity="0.5"/>`,
  ledger: (p) =>
    `<rect x="70" y="40" width="230" height="300" rx="22" fill="${p.paper}"/>
     ${[0, 1, 2, 3, 4].map((r) => `<rect x="100" y="${90 + r * 46}" width="${r % 2 ? 120 : 170}" height="16" rx="8" fill="${p.to}"/>`).join('')}
     <circle cx="290" cy="290" r="86" fill="${p.accent}"/>
     <path d="M250 270 a44 44 0 0 1 80 -6" fill="none" stroke="${p.paper}" stroke-width="14" stroke-linecap="round"/>
     <path d="M334 242 l-2 28 l-26 -8" fill="none" stroke="${p.paper}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
     <path d="M330 310 a44 44 0 0 1 -80 6" fill="none" stroke="${p.paper}" stroke-width="14" stroke-linecap="round"/>`,
  shield: (p) =>
    `<path d="M200 30 L340 80 V190 C340 280 280 340 200 372 C120 340 60 280 60 190 V80 Z" fill="${p.accent}"/>
     <path d="M200 70 L305 108 V192 C305 258 262 305 200 332 Z" fill="${p.paper}" opacity="0.18"/>
     <path d="M140 200 L186 246 L266 160" fill="none" stroke="${p.paper}" stroke-width="28" stroke-linecap="round" stroke-linejoin="round"/>`,
  people: (p) =>
    `<circle cx="135" cy="130" r="56" fill="${p.second}"/>
     <path d="M45 330 C45 250 90 210 135 210 C180 210 225 250 225 330 Z" fill="${p.second}"/>
     <circle cx="265" cy="140" r="60" fill="${p.accent}"/>
     <path d="M170 350 C170 262 218 222 265 222 C312 222 360 262 360 350 Z" fill="${p.accent}"/>`,
  calendar: (p) =>
    `<rect x="50" y="70" width="300" height="280" rx="26" fill="${p.paper}"/>
     <rect x="50" y="70" width="300" height="70" rx="26" fill="${p.accent}"/>
     <rect x="50" y="110" width="300" height="30" fill="${p.accent}"/>
     <rect x="110" y="40" width="22" height="60" rx="11" fill="${p.ink}"/>
     <rect x="268" y="40" width="22" height="60" rx="11" fill="${p.ink}"/>
     ${Array.from({ length: 12 }, (_, i) => {
       const x = 86 + (i % 4) * 64;
       const y = 170 + Math.floor(i / 4) * 56;
       return `<rect x="${x}" y="${y}" width="40" height="34" rx="8" fill="${i === 6 ? p.second : p.to}"/>`;
     }).join('')}`,
  tag: (p) =>
    `<path d="M60 90 L210 90 L350 230 L230 350 L60 180 Z" fill="${p.accent}" stroke-linejoin="round"/>
     <circle cx="130" cy="150" r="28" fill="${p.paper}"/>
     <rect x="190" y="215" width="110" height="22" rx="11" fill="${p.paper}" opacity="0.8" transform="rotate(45 245 226)"/>`,
  sunrise: (p) =>
    `<circle cx="200" cy="250" r="120" fill="${p.second}"/>
     <rect x="20" y="250" width="360" height="140" fill="${p.from}"/>
     <path d="M20 300 C110 250 170 320 250 280 C310 250 350 270 380 290 V380 H20 Z" fill="${p.accent}"/>
     <path d="M20 340 C120 310 200 360 380 320 V380 H20 Z" fill="${p.ink}" opacity="0.7"/>
     ${[0, 1, 2, 3, 4].map((i) => `<rect x="196" y="40" width="8" height="50" rx="4" fill="${p.second}" transform="rotate(${-60 + i * 30} 200 250)"/>`).join('')}`,
  target: (p) =>
    `<circle cx="190" cy="210" r="160" fill="${p.paper}"/>
     <circle cx="190" cy="210" r="120" fill="${p.accent}"/>
     <circle cx="190" cy="210" r="80" fill="${p.paper}"/>
     <circle cx="190" cy="210" r="40" fill="${p.accent}"/>
     <path d="M190 210 L350 50" stroke="${p.ink}" stroke-width="14" stroke-linecap="round"/>
     <path d="M330 40 L370 30 L360 70 Z" fill="${p.second}"/>`,
  identity: (p) =>
    `<circle cx="150" cy="160" r="105" fill="${p.accent}" opacity="0.9"/>
     <circle cx="250" cy="160" r="105" fill="${p.second}" opacity="0.85"/>
     <circle cx="200" cy="250" r="105" fill="${p.ink}" opacity="0.55"/>`,
  browser: (p) =>
    `<rect x="30" y="60" width="340" height="280" rx="24" fill="${p.paper}"/>
     <path d="M30 84 a24 24 0 0 1 24 -24 h292 a24 24 0 0 1 24 24 v30 h-340 z" fill="${p.ink}"/>
     ${[0, 1, 2].map((i) => `<circle cx="${62 + i * 28}" cy="88" r="9" fill="${[p.accent, p.second, p.paper][i]}"/>`).join('')}
     <rect x="60" y="140" width="160" height="100" rx="12" fill="${p.accent}"/>
     <rect x="240" y="140" width="100" height="20" rx="10" fill="${p.to}"/>
     <rect x="240" y="176" width="80" height="20" rx="10" fill="${p.to}"/>
     <rect x="60" y="262" width="280" height="20" rx="10" fill="${p.to}"/>
     <rect x="60" y="296" width="200" height="20" rx="10" fill="${p.to}"/>`,
  search: (p) =>
    `<circle cx="170" cy="170" r="120" fill="${p.paper}"/>
     <circle cx="170" cy="170" r="120" fill="none" stroke="${p.accent}" stroke-width="30"/>
     <path d="M258 258 L350 350" stroke="${p.ink}" stroke-width="44" stroke-linecap="round"/>
     <rect x="110" y="140" width="120" height="18" rx="9" fill="${p.to}"/>
     <rect x="110" y="176" width="80" height="18" rx="9" fill="${p.to}"/>`,
  chat: (p) =>
    `<path d="M40 70 h220 a30 30 0 0 1 30 30 v110 a30 30 0 0 1 -30 30 h-140 l-50 44 v-44 h-30 a30 30 0 0 1 -30 -30 v-110 a30 30 0 0 1 30 -30 z" fill="${p.accent}"/>
     <path d="M160 190 h180 a30 30 0 0 1 30 30 v90 a30 30 0 0 1 -30 30 h-20 v40 l-46 -40 h-114 a30 30 0 0 1 -30 -30 v-90 a30 30 0 0 1 30 -30 z" fill="${p.paper}"/>
     ${[0, 1, 2].map((i) => `<circle cx="${222 + i * 44}" cy="265" r="12" fill="${p.second}"/>`).join('')}
     <rect x="70" y="120" width="150" height="18" rx="9" fill="${p.paper}" opacity="0.8"/>
     <rect x="70" y="156" width="100" height="18" rx="9" fill="${p.paper}" opacity="0.8"/>`,
  story: (p) =>
    `<rect x="80" y="40" width="240" height="320" rx="22" fill="${p.paper}"/>
     <path d="M200 90 l22 46 l50 6 l-37 34 l10 50 l-45 -25 l-45 25 l10 -50 l-37 -34 l50 -6 z" fill="${p.second}"/>
     <rect x="120" y="266" width="160" height="18" rx="9" fill="${p.to}"/>
     <rect x="120" y="302" width="110" height="18" rx="9" fill="${p.to}"/>`,
  envelope: (p) =>
    `<rect x="40" y="90" width="320" height="230" rx="24" fill="${p.paper}"/>
     <path d="M52 104 L200 220 L348 104" fill="none" stroke="${p.accent}" stroke-width="22" stroke-linejoin="round" stroke-linecap="round"/>
     <circle cx="330" cy="100" r="42" fill="${p.second}"/>`,
  folders: (p) =>
    `<path d="M50 110 h100 l30 30 h170 a20 20 0 0 1 20 20 v170 a20 20 0 0 1 -20 20 h-300 a20 20 0 0 1 -20 -20 v-200 a20 20 0 0 1 20 -20 z" fill="${p.accent}"/>
     <rect x="90" y="80" width="200" height="150" rx="14" fill="${p.paper}"/>
     <rect x="120" y="110" width="140" height="16" rx="8" fill="${p.to}"/>
     <rect x="120" y="140" width="100" height="16" rx="8" fill="${p.to}"/>
     <path d="M30 190 h340 l-22 160 a20 20 0 0 1 -20 18 h-256 a20 20 0 0 1 -20 -18 z" fill="${p.second}"/>`,
  lock: (p) =>
    `<path d="M120 180 v-50 a80 80 0 0 1 160 0 v50" fill="none" stroke="${p.ink}" stroke-width="34"/>
     <rect x="70" y="170" width="260" height="200" rx="30" fill="${p.accent}"/>
     <circle cx="200" cy="250" r="28" fill="${p.paper}"/>
     <rect x="188" y="262" width="24" height="60" rx="12" fill="${p.paper}"/>`,
  phone: (p) =>
    `<rect x="120" y="30" width="170" height="340" rx="30" fill="${p.ink}"/>
     <rect x="136" y="70" width="138" height="260" rx="12" fill="${p.paper}"/>
     ${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${160 + (i % 3) * 45}" cy="${170 + Math.floor(i / 3) * 50}" r="13" fill="${p.accent}"/>`).join('')}
     <circle cx="310" cy="300" r="62" fill="${p.second}"/>
     <path d="M282 300 l20 20 l36 -40" fill="none" stroke="${p.paper}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  signature: (p) =>
    `<rect x="60" y="40" width="250" height="320" rx="22" fill="${p.paper}"/>
     ${[0, 1, 2].map((r) => `<rect x="95" y="${90 + r * 40}" width="${r === 2 ? 110 : 180}" height="16" rx="8" fill="${p.to}"/>`).join('')}
     <path d="M95 300 c20 -50 40 -50 46 -10 c6 30 26 30 40 -6 c10 -24 24 -20 30 0 c6 18 20 16 40 -4" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>
     <path d="M300 120 l40 40 l-120 150 l-50 14 l12 -52 z" fill="${p.second}"/>`,
  invoice: (p) =>
    `<rect x="60" y="40" width="240" height="320" rx="22" fill="${p.paper}"/>
     <rect x="90" y="80" width="110" height="22" rx="11" fill="${p.accent}"/>
     ${[0, 1, 2].map((r) => `<rect x="90" y="${140 + r * 40}" width="180" height="16" rx="8" fill="${p.to}"/>`).join('')}
     <circle cx="300" cy="290" r="74" fill="${p.second}"/>
     <circle cx="300" cy="290" r="52" fill="none" stroke="${p.paper}" stroke-width="10"/>
     <circle cx="300" cy="290" r="20" fill="${p.paper}"/>`,
  brightline: (p) =>
    `<circle cx="200" cy="200" r="160" fill="${p.ink}"/>
     <path d="M90 300 L300 90" stroke="${p.second}" stroke-width="40" stroke-linecap="round"/>
     <path d="M140 320 L320 140" stroke="${p.paper}" stroke-width="14" stroke-linecap="round" opacity="0.7"/>`,
  quote: (p) =>
    `<rect x="40" y="60" width="320" height="280" rx="60" fill="${p.accent}"/>
     <path d="M110 230 c0 -60 20 -90 70 -100 v30 c-24 8 -34 24 -34 44 h34 v66 h-70 z" fill="${p.paper}"/>
     <path d="M220 230 c0 -60 20 -90 70 -100 v30 c-24 8 -34 24 -34 44 h34 v66 h-70 z" fill="${p.paper}"/>`,
  signal: (p) =>
    `<circle cx="120" cy="300" r="30" fill="${p.accent}"/>
     ${[0, 1, 2].map((i) => `<path d="M120 ${300 - (80 + i * 70)} a${80 + i * 70} ${80 + i * 70} 0 0 1 ${80 + i * 70} ${80 + i * 70}" fill="none" stroke="${i === 1 ? p.second : p.accent}" stroke-width="30" stroke-linecap="round"/>`).join('')}`,
  camera: (p) =>
    `<rect x="40" y="110" width="320" height="220" rx="30" fill="${p.ink}"/>
     <rect x="140" y="80" width="120" height="50" rx="14" fill="${p.ink}"/>
     <circle cx="200" cy="220" r="80" fill="${p.paper}"/>
     <circle cx="200" cy="220" r="54" fill="${p.accent}"/>
     <circle cx="180" cy="200" r="14" fill="${p.paper}" opacity="0.7"/>
     <circle cx="318" cy="150" r="12" fill="${p.second}"/>`,
} satisfies Record<string, Pictogram>;

type PictogramName = keyof typeof pictograms;

/** What each pictogram shows, for alt text. */
const shows: Record<PictogramName, string> = {
  check: 'a check mark',
  checklist: 'a checklist with two items ticked',
  tools: 'three overlapping app tiles',
  building: 'a building with columns',
  coins: 'two stacks of coins kept apart',
  ledger: 'a ledger page with a circular arrow',
  shield: 'a shield with a check mark',
  people: 'two people side by side',
  calendar: 'a calendar with one day highlighted',
  tag: 'a price tag',
  sunrise: 'a sun rising over hills',
  target: 'a target with an arrow in its centre',
  identity: 'three overlapping coloured circles',
  browser: 'a browser window showing a web page',
  search: 'a magnifying glass over a page',
  chat: 'two speech bubbles',
  story: 'a page with a star',
  envelope: 'an envelope with a notification dot',
  folders: 'folders holding documents',
  lock: 'a padlock',
  phone: 'a phone showing a code, with a check mark',
  signature: 'a signed page and a pen',
  invoice: 'an invoice and a coin',
  brightline: 'a bright diagonal line across a dark circle',
  quote: 'a pair of quotation marks',
  signal: 'signal waves',
  camera: 'a camera',
};

export interface Drawing {
  palette: keyof typeof palettes;
  main: PictogramName;
  /** A smaller pictogram in a circle beside the main one. */
  badge?: PictogramName;
  /** For alt text: "<what it shows>, for <topic>" (or the whole text for a logo). */
  alt: string;
}

const efficiencyTips: Array<[string, PictogramName, string]> = [
  ['business-entity', 'building', 'setting up a business entity'],
  ['finances', 'coins', 'separating business and personal finances'],
  ['bookkeeping', 'ledger', 'automated bookkeeping'],
  ['insurance', 'shield', 'business insurance'],
  ['onboarding', 'people', 'client onboarding'],
  ['calendar', 'calendar', 'managing a calendar'],
  ['pricing', 'tag', 'pricing services'],
  ['retirement', 'sunrise', 'retirement planning'],
];

const card = (
  palette: Drawing['palette'],
  main: PictogramName,
  topic: string,
  badge?: PictogramName,
): Drawing => ({
  palette,
  main,
  badge,
  alt: `Illustration: ${shows[main]}${badge ? ` and ${shows[badge]}` : ''}, for ${topic}`,
});

export const drawings: Record<string, Drawing> = {
  ...Object.fromEntries(
    efficiencyTips.flatMap(([slug, pictogram, topic]) => [
      [`efficiency-${slug}-checklist`, card('efficiency', pictogram, topic, 'checklist')],
      [`efficiency-${slug}-tools`, card('efficiency', 'tools', topic, pictogram)],
    ]),
  ),
  'marketing-positioning': card('marketing', 'target', 'positioning a practice'),
  'marketing-identity': card('marketing', 'identity', 'a visual identity'),
  'marketing-website': card('marketing', 'browser', 'a practice website'),
  'marketing-search': card('marketing', 'search', 'search basics'),
  'marketing-linkedin': card('marketing', 'chat', 'posting on LinkedIn'),
  'marketing-case-studies': card('marketing', 'story', 'case studies'),
  'technology-email': card('technology', 'envelope', 'e-mail and calendar', 'calendar'),
  'technology-documents': card('technology', 'folders', 'document management'),
  'technology-passwords': card('technology', 'lock', 'a password manager'),
  'technology-2fa': card('technology', 'phone', 'two-factor sign-in'),
  'technology-esign': card('technology', 'signature', 'e-signatures'),
  'technology-invoicing': card('technology', 'invoice', 'invoicing and payments'),
  'vendor-brightline': {
    palette: 'vendors',
    main: 'brightline',
    alt: `Brightline Design's mark: ${shows.brightline}`,
  },
  'vendor-copywell': { palette: 'vendors', main: 'quote', alt: `Copywell's mark: ${shows.quote}` },
  'vendor-signal': {
    palette: 'vendors',
    main: 'signal',
    alt: `Signal SEO's mark: ${shows.signal}`,
  },
  'vendor-frame': {
    palette: 'vendors',
    main: 'camera',
    alt: `Frame Studio's mark: ${shows.camera}`,
  },
};

/** A small deterministic generator (mulberry32) seeded from the image's name. */
function seeded(name: string): () => number {
  let seed = 0;
  for (const char of name) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const round = (value: number) => Math.round(value);

export function sceneSvg(name: string, drawing: Drawing): string {
  const p = palettes[drawing.palette];
  const random = seeded(name);
  const between = (min: number, max: number) => round(min + random() * (max - min));
  const blobs = Array.from({ length: 4 }, (_, i) => {
    const fill = [p.accent, p.second, p.paper, p.accent][i];
    return `<circle cx="${between(0, IMAGE_WIDTH)}" cy="${between(0, IMAGE_HEIGHT)}" r="${between(140, 360)}" fill="${fill}" opacity="${i === 2 ? 0.45 : 0.1}"/>`;
  }).join('');
  const dotsX = random() < 0.5 ? between(80, 300) : between(1180, 1400);
  const dotsY = between(80, 560);
  const dots = Array.from(
    { length: 20 },
    (_, i) =>
      `<circle cx="${dotsX + (i % 5) * 34}" cy="${dotsY + Math.floor(i / 5) * 34}" r="6" fill="${p.ink}" opacity="0.18"/>`,
  ).join('');
  const size = 560;
  const x = round(IMAGE_WIDTH / 2 - size / 2 + between(-120, 120) - (drawing.badge ? 90 : 0));
  const y = round(IMAGE_HEIGHT / 2 - size / 2 + between(-20, 20));
  const main = `<g transform="translate(${x} ${y}) scale(${size / 400})">${pictograms[drawing.main](p)}</g>`;
  const badge = drawing.badge
    ? `<g transform="translate(${x + size - 20} ${y + size - 250})">
         <circle cx="130" cy="130" r="150" fill="${p.paper}"/>
         <g transform="translate(30 30) scale(0.5)">${pictograms[drawing.badge](p)}</g>
       </g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
  <rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#bg)"/>
  ${blobs}${dots}
  <ellipse cx="${x + size / 2}" cy="${y + size - 10}" rx="${size * 0.42}" ry="26" fill="${p.ink}" opacity="0.12"/>
  ${main}${badge}
</svg>`;
}
