import { mulberry32, pick, type DemoMember, type Rng } from '../members';

// What the demo members' portraits and covers look like (drawn by ./drawFaces.ts): a portrait
// is a DiceBear "Lorelei" illustration (CC0 1.0, by Lisa Wischofsky: drawn faces, never a
// photograph of a real person) chosen by the member's number, and a cover is an abstract scene
// of soft shapes in the brand's ink blue and brass (src/theme/tokens.ts). Everything comes
// from a seeded PRNG, never Math.random, so the script draws the same pictures every time.
// Only the draw script reads this file; the seed and the mocks read the files it writes.

/** Portraits are stored at the largest avatar size the server serves (IMAGE_WIDTHS). */
export const PORTRAIT_SIZE = 384;
/** How many cover scenes there are; member i gets scene i mod COVER_SCENES. */
export const COVER_SCENES = 12;

// Skin tones from light to deep, weighted so the directory looks like a real, mixed community.
// prettier-ignore
const SKIN_TONES = [
  ['f9dcc4', 3], ['f1c9a5', 3], ['e8b58f', 3], ['d8a27a', 3], ['c68642', 3],
  ['a86b43', 3], ['8d5524', 3], ['6b3f26', 2], ['4f2f1f', 2],
] as const;
const DARK_HAIR = ['1b1b1b', '2c1b18', '3b2420', '4a312c'] as const;
const LIGHT_HAIR = ['724133', 'a55728', 'b58143', 'd6b370', 'c9a36b'] as const;
const GREY_HAIR = ['9d9d9d', 'c7c7c7', 'e4e4e4'] as const;
/** Soft backgrounds: the brand's lightest blues and brasses, and two quiet neutrals. */
const PORTRAIT_BACKGROUNDS = [
  'eef3fb',
  'd5e1f4',
  'aac2e8',
  'fbf6ea',
  'f4e8c6',
  'e9d08e',
  'e6ece8',
  'efe6e4',
] as const;
// The calm expressions of the style (no wink, tongue, drool, frown or clenched teeth).
const MOUTHS = [
  'happy01',
  'happy02',
  'happy03',
  'happy04',
  'happy05',
  'happy06',
  'happy10',
  'happy13',
  'happy14',
] as const;
// prettier-ignore
const EYES = [
  'variant02', 'variant04', 'variant06', 'variant08', 'variant10', 'variant12', 'variant14',
  'variant16', 'variant20', 'variant21', 'variant23', 'variant24',
] as const;
/** Clear frames only (the style's variant02 are sunglasses). */
const GLASSES = ['variant01', 'variant03', 'variant04', 'variant05'] as const;
const variants = (numbers: readonly number[]) =>
  numbers.map((n) => `variant${String(n).padStart(2, '0')}`);
/** Every hair style of the style, and the short ones a beard goes with. */
const HAIR = variants(Array.from({ length: 48 }, (_, i) => i + 1));
const SHORT_HAIR = variants([1, 2, 3, 4, 6, 7, 8, 9, 12, 22, 25, 28, 34, 39, 43, 44, 47]);
/** Names a beard suits; nobody else gets one. */
// prettier-ignore
const BEARDED_NAMES = new Set([
  'Marcus', 'Daniel', 'Omar', 'Victor', 'Samuel', 'Isaac', 'Gabriel', 'Malik', 'Felix', 'Rafael',
  'Jonah', 'Desmond', 'Kofi', 'Henrik', 'Mateo', 'Tobias', 'Lorenzo', 'Wesley', 'Sebastian',
  'Julian', 'Kenji', 'Adrian', 'Caleb', 'Oscar', 'Dmitri', 'Everett', 'Hugo', 'Nikhil', 'Silas',
  'Declan', 'Quentin', 'Ezra',
]);

const weighted = <T>(rng: Rng, items: readonly (readonly [T, number])[]): T => {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1]![0];
};

/** The DiceBear Lorelei options of member number `index`: one value per feature. */
export function portraitOptions(index: number, member: DemoMember): Record<string, unknown> {
  const rng = mulberry32(0x5eed_face + index * 7919);
  const skin = weighted(rng, SKIN_TONES);
  const deep = SKIN_TONES.findIndex(([tone]) => tone === skin) >= 5;
  const senior = member.experienceYears === 25 && rng() < 0.5;
  const hairColor = senior
    ? pick(rng, GREY_HAIR)
    : deep || rng() < 0.45
      ? pick(rng, DARK_HAIR)
      : pick(rng, LIGHT_HAIR);
  const beard = BEARDED_NAMES.has(member.firstName) && rng() < 0.4;
  return {
    seed: `guildhall-demo-${index}`,
    size: PORTRAIT_SIZE,
    // A little smaller and lower than the style's default, so a circle crop keeps the hair.
    scale: 92,
    translateY: 3,
    backgroundType: ['solid'],
    backgroundColor: [pick(rng, PORTRAIT_BACKGROUNDS)],
    skinColor: [skin],
    hairColor: [hairColor],
    eyebrowsColor: [hairColor === GREY_HAIR[2] ? GREY_HAIR[0] : hairColor],
    beardProbability: beard ? 100 : 0,
    mouth: [pick(rng, MOUTHS)],
    eyes: [pick(rng, EYES)],
    hair: [pick(rng, beard ? SHORT_HAIR : HAIR)],
    glasses: [pick(rng, GLASSES)],
    glassesProbability: rng() < 0.22 ? 100 : 0,
    earringsProbability: !beard && rng() < 0.25 ? 100 : 0,
    frecklesProbability: skin.startsWith('f') && rng() < 0.25 ? 100 : 0,
    hairAccessoriesProbability: 0,
  };
}

// Covers: 1.91:1 (the server's cover shape), in the brand's blues with a brass accent.
export const COVER_WIDTH = 2400;
export const COVER_HEIGHT = 1260;

// Each palette: a gentle two-stop background, three soft shape tints of the same family, and
// the accent of the line (brass on blue, ink blue on brass), so no two colours mix into mud.
// prettier-ignore
const COVER_PALETTES = [
  { from: '#142340', to: '#1f3a6b', shapes: ['#335ca8', '#4f78c4', '#264887'], accent: '#dbb453' },
  { from: '#1f3a6b', to: '#335ca8', shapes: ['#4f78c4', '#7a9dd8', '#264887'], accent: '#e9d08e' },
  { from: '#eef3fb', to: '#d5e1f4', shapes: ['#aac2e8', '#7a9dd8', '#ffffff'], accent: '#c99a2e' },
  { from: '#fbf6ea', to: '#f4e8c6', shapes: ['#e9d08e', '#dbb453', '#ffffff'], accent: '#335ca8' },
  { from: '#1a2f55', to: '#142340', shapes: ['#264887', '#335ca8', '#1f3a6b'], accent: '#c99a2e' },
  { from: '#d5e1f4', to: '#eef3fb', shapes: ['#aac2e8', '#ffffff', '#7a9dd8'], accent: '#a97d1f' },
  { from: '#f4e8c6', to: '#fbf6ea', shapes: ['#e9d08e', '#ffffff', '#dbb453'], accent: '#1f3a6b' },
] as const;

const round = (value: number) => Math.round(value);

/** Cover scene number `scene`: a gentle gradient, two large arcs, a few discs and a line. */
export function coverSvg(scene: number): string {
  const rng = mulberry32(0xc0fe_2026 + scene * 104729);
  const palette = COVER_PALETTES[scene % COVER_PALETTES.length]!;
  const [w, h] = [COVER_WIDTH, COVER_HEIGHT];
  const angle = round(rng() * 60 - 30);
  const arcs = [0, 1].map((i) => {
    const cx = round(w * (i === 0 ? 0.05 + rng() * 0.3 : 0.6 + rng() * 0.35));
    const cy = round(h * (0.75 + rng() * 0.5));
    const r = round(h * (0.55 + rng() * 0.4));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.shapes[i]}" opacity="${(0.45 + rng() * 0.25).toFixed(2)}"/>`;
  });
  const discs = Array.from({ length: 2 + Math.floor(rng() * 3) }, () => {
    const r = round(h * (0.03 + rng() * 0.09));
    const cx = round(w * (0.05 + rng() * 0.9));
    const cy = round(h * (0.1 + rng() * 0.45));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${pick(rng, palette.shapes)}" opacity="${(0.35 + rng() * 0.3).toFixed(2)}"/>`;
  });
  const y0 = round(h * (0.35 + rng() * 0.3));
  const y1 = round(h * (0.35 + rng() * 0.3));
  const line = `<path d="M -50 ${y0} C ${round(w * 0.3)} ${round(y0 - h * 0.35)}, ${round(w * 0.65)} ${round(y1 + h * 0.35)}, ${w + 50} ${y1}" fill="none" stroke="${palette.accent}" stroke-width="${round(8 + rng() * 8)}" stroke-linecap="round" opacity="0.8"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)">` +
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${arcs.join('')}${discs.join('')}${line}</svg>`
  );
}
