/**
 * SVG compositions for the demo images: gradients, geometric shapes and one simple illustration per
 * sector. No text (a fresh machine may have no fonts) and nothing downloaded. sharp rasterises them.
 */
import type { Motif } from './data/categories';
import type { Random } from './random';

export type Palette = readonly [from: string, to: string, accent: string];

/** Each motif is drawn in a 200x200 box; `fill` is the shape colour, `cut` the colour of its details. */
const MOTIFS: Record<Motif, (fill: string, cut: string) => string> = {
  cup: (f, c) => `
    <path d="M70 62c-10-12 10-20 0-34M100 62c-10-12 10-20 0-34M130 62c-10-12 10-20 0-34" fill="none" stroke="${f}" stroke-width="7" stroke-linecap="round" stroke-opacity="0.8"/>
    <path d="M40 78h110v32a55 55 0 0 1-110 0z" fill="${f}"/>
    <path d="M150 90a22 22 0 0 1 0 44" fill="none" stroke="${f}" stroke-width="12"/>
    <ellipse cx="95" cy="172" rx="80" ry="11" fill="${f}"/>
    <rect x="55" y="92" width="80" height="8" rx="4" fill="${c}" fill-opacity="0.6"/>`,
  house: (f, c) => `
    <path d="M22 98L100 32l78 66z" fill="${f}"/>
    <rect x="45" y="92" width="110" height="84" fill="${f}"/>
    <rect x="86" y="126" width="28" height="50" rx="3" fill="${c}"/>
    <rect x="56" y="106" width="22" height="22" fill="${c}"/><rect x="122" y="106" width="22" height="22" fill="${c}"/>
    <rect x="130" y="44" width="16" height="34" fill="${f}"/>`,
  sparkle: (f) => `
    <path d="M95 15Q104 88 178 97Q104 106 95 180Q86 106 12 97Q86 88 95 15z" fill="${f}"/>
    <path d="M160 20Q163 42 185 45Q163 48 160 70Q157 48 135 45Q157 42 160 20z" fill="${f}" fill-opacity="0.85"/>
    <circle cx="40" cy="160" r="14" fill="none" stroke="${f}" stroke-width="5"/>
    <circle cx="160" cy="150" r="9" fill="${f}" fill-opacity="0.7"/><circle cx="35" cy="40" r="7" fill="${f}" fill-opacity="0.7"/>`,
  heart: (f, c) => `
    <path d="M100 172C22 118 14 62 54 46c26-10 40 4 46 20 6-16 20-30 46-20 40 16 32 72-46 126z" fill="${f}"/>
    <path d="M60 95h24l10-18 14 36 10-18h22" fill="none" stroke="${c}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>`,
  blocks: (f, c) => `
    <rect x="20" y="108" width="74" height="74" rx="10" fill="${f}"/>
    <rect x="106" y="108" width="74" height="74" rx="10" fill="${f}"/>
    <rect x="63" y="26" width="74" height="74" rx="10" fill="${f}" transform="rotate(-8 100 63)"/>
    <circle cx="57" cy="145" r="20" fill="${c}"/>
    <path d="M143 125l22 38h-44z" fill="${c}"/>
    <rect x="84" y="47" width="32" height="32" rx="4" fill="${c}" transform="rotate(-8 100 63)"/>`,
  dumbbell: (f) => `
    <rect x="50" y="92" width="100" height="16" rx="6" fill="${f}"/>
    <rect x="18" y="58" width="24" height="84" rx="8" fill="${f}"/><rect x="42" y="70" width="16" height="60" rx="6" fill="${f}"/>
    <rect x="158" y="58" width="24" height="84" rx="8" fill="${f}"/><rect x="142" y="70" width="16" height="60" rx="6" fill="${f}"/>`,
  paw: (f) => `
    <ellipse cx="100" cy="135" rx="46" ry="38" fill="${f}"/>
    <ellipse cx="48" cy="88" rx="17" ry="23" fill="${f}" transform="rotate(-20 48 88)"/>
    <ellipse cx="80" cy="55" rx="17" ry="24" fill="${f}" transform="rotate(-6 80 55)"/>
    <ellipse cx="120" cy="55" rx="17" ry="24" fill="${f}" transform="rotate(6 120 55)"/>
    <ellipse cx="152" cy="88" rx="17" ry="23" fill="${f}" transform="rotate(20 152 88)"/>`,
  car: (f, c) => `
    <path d="M14 138v-26q0-10 10-12l28-6 26-30q6-7 16-7h46q10 0 17 7l28 29 17 5q9 3 9 12v28z" fill="${f}"/>
    <path d="M86 70h30v26H64zM124 70h16q5 0 9 4l22 22h-47z" fill="${c}"/>
    <circle cx="58" cy="140" r="22" fill="${f}"/><circle cx="58" cy="140" r="9" fill="${c}"/>
    <circle cx="150" cy="140" r="22" fill="${f}"/><circle cx="150" cy="140" r="9" fill="${c}"/>`,
  bag: (f, c) => `
    <path d="M68 74V58a32 32 0 0 1 64 0v16" fill="none" stroke="${f}" stroke-width="10"/>
    <path d="M36 70h128l12 112H24z" fill="${f}"/>
    <circle cx="68" cy="92" r="6" fill="${c}"/><circle cx="132" cy="92" r="6" fill="${c}"/>
    <path d="M70 130q30 26 60 0" fill="none" stroke="${c}" stroke-width="7" stroke-linecap="round"/>`,
  chart: (f, c) => `
    <rect x="24" y="120" width="28" height="58" rx="4" fill="${f}"/>
    <rect x="66" y="96" width="28" height="82" rx="4" fill="${f}"/>
    <rect x="108" y="72" width="28" height="106" rx="4" fill="${f}"/>
    <rect x="150" y="40" width="28" height="138" rx="4" fill="${f}"/>
    <path d="M20 96l48-30 40 16 64-58" fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M150 18h28v28" fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  key: (f, c) => `
    <circle cx="60" cy="100" r="40" fill="${f}"/><circle cx="52" cy="100" r="13" fill="${c}"/>
    <rect x="92" y="91" width="96" height="18" rx="4" fill="${f}"/>
    <rect x="150" y="105" width="13" height="26" rx="2" fill="${f}"/><rect x="171" y="105" width="13" height="18" rx="2" fill="${f}"/>`,
  leaf: (f, c) => `
    <path d="M100 182C36 142 36 62 100 18c64 44 64 124 0 164z" fill="${f}"/>
    <path d="M100 172V44M100 92l-26-20M100 120l28-22M100 146l-30-20" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/>
    <circle cx="38" cy="52" r="9" fill="${f}" fill-opacity="0.7"/><circle cx="168" cy="150" r="12" fill="${f}" fill-opacity="0.7"/>`,
  plane: (f) => `
    <path d="M100 16c8 0 13 10 13 26v40l70 38v16l-70-20v38l22 16v12l-35-9-35 9v-12l22-16v-38l-70 20v-16l70-38V42c0-16 5-26 13-26z" fill="${f}"/>`,
  printer: (f, c) => `
    <rect x="58" y="24" width="84" height="60" rx="4" fill="${f}" fill-opacity="0.85"/>
    <rect x="24" y="74" width="152" height="72" rx="12" fill="${f}"/>
    <rect x="58" y="122" width="84" height="60" rx="4" fill="${c}"/>
    <rect x="70" y="138" width="60" height="7" rx="3" fill="${f}"/><rect x="70" y="154" width="44" height="7" rx="3" fill="${f}"/>
    <circle cx="150" cy="96" r="7" fill="${c}"/>`,
  pizza: (f, c) => `
    <path d="M100 100L100 20A80 80 0 1 0 169 60z" fill="${f}"/>
    <path d="M100 100L100 34A66 66 0 1 0 157 67z" fill="${c}" fill-opacity="0.5"/>
    <circle cx="68" cy="86" r="11" fill="${f}"/><circle cx="92" cy="138" r="11" fill="${f}"/>
    <circle cx="136" cy="128" r="10" fill="${f}"/><circle cx="56" cy="128" r="8" fill="${f}"/><circle cx="84" cy="58" r="7" fill="${f}"/>
    <path d="M114 88L114 12A78 78 0 0 1 182 52z" fill="${f}"/>
    <circle cx="140" cy="44" r="7" fill="${c}" fill-opacity="0.7"/>`,
  cake: (f, c) => `
    <rect x="24" y="168" width="152" height="10" rx="5" fill="${f}"/>
    <rect x="40" y="100" width="120" height="70" rx="10" fill="${f}"/>
    <path d="M40 118q15 14 30 0t30 0t30 0t30 0" fill="none" stroke="${c}" stroke-width="8"/>
    <rect x="55" y="62" width="90" height="40" rx="8" fill="${f}"/>
    <path d="M55 76q11 10 22 0t23 0t22 0t23 0" fill="none" stroke="${c}" stroke-width="6"/>
    <rect x="96" y="34" width="8" height="28" rx="3" fill="${f}"/>
    <path d="M100 12q11 12 0 20q-11-8 0-20z" fill="${f}"/>`,
  icecream: (f, c) => `
    <path d="M62 100L100 188L138 100z" fill="${f}"/>
    <path d="M72 112h56M80 128h40M88 144h24" stroke="${c}" stroke-width="5" stroke-opacity="0.6"/>
    <circle cx="76" cy="88" r="28" fill="${f}"/><circle cx="124" cy="88" r="28" fill="${f}"/><circle cx="100" cy="56" r="30" fill="${f}"/>
    <circle cx="100" cy="24" r="9" fill="${c}"/>`,
  bowl: (f, c) => `
    <path d="M124 18L84 92M146 24L102 92" stroke="${f}" stroke-width="7" stroke-linecap="round"/>
    <path d="M48 84c-8-10 8-18 0-30M160 84c-8-10 8-18 0-30" fill="none" stroke="${f}" stroke-width="6" stroke-linecap="round" stroke-opacity="0.8"/>
    <path d="M28 96h144a72 72 0 0 1-144 0z" fill="${f}"/>
    <rect x="70" y="160" width="60" height="14" rx="6" fill="${f}"/>
    <path d="M46 112h108" stroke="${c}" stroke-width="6" stroke-opacity="0.6"/>`,
  van: (f, c) => `
    <path d="M12 56h114v88H12z" fill="${f}"/>
    <path d="M126 82h34l28 32v30h-62z" fill="${f}"/>
    <path d="M22 70h96l-8-16H30z" fill="${c}" fill-opacity="0.7"/>
    <rect x="28" y="74" width="82" height="36" rx="4" fill="${c}"/>
    <rect x="138" y="92" width="24" height="18" rx="3" fill="${c}"/>
    <circle cx="48" cy="148" r="20" fill="${f}"/><circle cx="48" cy="148" r="8" fill="${c}"/>
    <circle cx="150" cy="148" r="20" fill="${f}"/><circle cx="150" cy="148" r="8" fill="${c}"/>`,
  people: (f) => `
    <circle cx="100" cy="62" r="26" fill="${f}"/><path d="M56 160a44 44 0 0 1 88 0z" fill="${f}"/>
    <circle cx="42" cy="82" r="19" fill="${f}" fill-opacity="0.75"/><path d="M10 166a32 32 0 0 1 64 0z" fill="${f}" fill-opacity="0.75"/>
    <circle cx="158" cy="82" r="19" fill="${f}" fill-opacity="0.75"/><path d="M126 166a32 32 0 0 1 64 0z" fill="${f}" fill-opacity="0.75"/>`,
};

export const ALL_MOTIFS = Object.keys(MOTIFS) as Motif[];

/** The palette with every colour's hue turned by `degrees`: one brand's own colours within its sector's look. */
export function turnPalette(palette: Palette, degrees: number): Palette {
  const turn = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const l = (max + min) / 2;
    const d = max - min;
    const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
    const h = d === 0 ? 0 : max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    const hue = (((h * 60 + degrees) % 360) + 360) % 360;
    const k = (n: number) => (n + hue / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    const channel = (n: number) => Math.round((l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))) * 255);
    return `#${[0, 8, 4].map((n) => channel(n).toString(16).padStart(2, '0')).join('')}`;
  };
  return [turn(palette[0]), turn(palette[1]), turn(palette[2])] as const;
}

const motif = (m: Motif, x: number, y: number, scale: number, fill: string, cut: string, rotate = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale}) translate(-100 -100)">${MOTIFS[m](fill, cut)}</g>`;

const r2 = (n: number) => Math.round(n * 100) / 100;

function background(width: number, height: number, [from, to, accent]: Palette, rnd: Random): string {
  const angle = rnd.pick([
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 0, 1, 0.6],
    [0.2, 0, 0.8, 1],
  ]);
  // A soft glow: a radial gradient is costly to rasterise, so it covers a circle, not the whole picture.
  const gx = Math.round(rnd.next() * width);
  const gy = Math.round(rnd.next() * height * 0.6);
  const gr = Math.round(Math.min(width, height * 2) * 0.4);
  return `
  <defs>
    <linearGradient id="bg" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow">
      <stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/>
    </radialGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse">
      <circle cx="4" cy="4" r="3" fill="#ffffff" fill-opacity="0.22"/>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${gx}" cy="${gy}" r="${gr}" fill="url(#glow)"/>`;
}

/** Soft circles, rings, a band and a dotted patch, placed at random. */
function decorations(width: number, height: number, accent: string, rnd: Random, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rnd.int(0, width);
    const y = rnd.int(0, height);
    const r = rnd.int(Math.round(height * 0.05), Math.round(height * 0.35));
    const kind = rnd.int(0, 3);
    if (kind === 0) parts.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${r2(0.04 + rnd.next() * 0.08)}"/>`);
    else if (kind === 1)
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${accent}" stroke-opacity="${r2(0.2 + rnd.next() * 0.25)}" stroke-width="${rnd.int(4, 14)}"/>`,
      );
    else if (kind === 2)
      parts.push(
        `<rect x="${x}" y="${y}" width="${r * 1.4}" height="${r * 1.4}" rx="${r / 4}" fill="${accent}" fill-opacity="${r2(0.06 + rnd.next() * 0.1)}" transform="rotate(${rnd.int(-30, 30)} ${x} ${y})"/>`,
      );
    else
      parts.push(
        `<path d="M${x - r} ${y + r}L${x + r} ${y - r}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="${rnd.int(10, 30)}" stroke-linecap="round"/>`,
      );
  }
  const dx = rnd.int(0, Math.round(width * 0.7));
  const dy = rnd.int(0, Math.round(height * 0.6));
  parts.push(`<rect x="${dx}" y="${dy}" width="${Math.round(width * 0.25)}" height="${Math.round(height * 0.3)}" fill="url(#dots)"/>`);
  parts.push(
    `<path d="M0 ${r2(height * (0.7 + rnd.next() * 0.2))}L${width} ${r2(height * (0.45 + rnd.next() * 0.3))}V${height}H0z" fill="#000000" fill-opacity="0.12"/>`,
  );
  return parts.join('\n');
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/**
 * A listing's main picture: the sector's illustration over a gradient, on a round badge (variant 1)
 * or a tilted tile (variant 2), so two pictures of one sector look different.
 */
export function heroArt(width: number, height: number, palette: Palette, m: Motif, variant: 1 | 2, rnd: Random): string {
  const [from, to, accent] = palette;
  const left = variant === 1 ? rnd.chance(0.5) : !rnd.chance(0.5);
  const cx = Math.round(width * (left ? 0.32 : 0.68)) + rnd.int(-40, 40);
  const cy = Math.round(height * 0.5) + rnd.int(-30, 30);
  const r = Math.round(height * 0.33);
  let shape: string;
  if (variant === 1) {
    shape =
      `<circle cx="${cx + 14}" cy="${cy + 18}" r="${r}" fill="#000000" fill-opacity="0.18"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r + 28}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>` +
      motif(m, cx, cy, (r * 0.72) / 100, from, accent);
  } else {
    const side = Math.round(r * 1.8);
    const tilt = rnd.int(-9, -4);
    const tile = (dx: number, dy: number, fill: string, extra = '') =>
      `<rect x="${cx - side / 2 + dx}" y="${cy - side / 2 + dy}" width="${side}" height="${side}" rx="${Math.round(side * 0.18)}" fill="${fill}" ${extra} transform="rotate(${tilt} ${cx} ${cy})"/>`;
    shape =
      tile(-34, 26, accent, 'fill-opacity="0.45"') +
      tile(16, 20, '#000000', 'fill-opacity="0.2"') +
      tile(0, 0, '#ffffff') +
      motif(m, cx, cy, (side * 0.62) / 200, to, '#ffffff', tilt);
  }
  const small = motif(
    m,
    Math.round(width * (left ? 0.8 : 0.2)),
    Math.round(height * 0.3),
    0.9,
    'rgba(255,255,255,0.35)',
    'rgba(255,255,255,0)',
    rnd.int(-15, 15),
  );
  return svg(width, height, background(width, height, palette, rnd) + decorations(width, height, accent, rnd, 10) + shape + small);
}

/** A gallery picture: the illustration repeated as a pattern around a rounded panel. */
export function patternArt(width: number, height: number, palette: Palette, m: Motif, rnd: Random): string {
  const [from, , accent] = palette;
  const tiles: string[] = [];
  const step = 200;
  for (let y = 80; y < height; y += step) {
    for (let x = 80 + ((y / step) % 2) * 100; x < width; x += step) {
      tiles.push(motif(m, x, y, 0.55, 'rgba(255,255,255,0.16)', 'rgba(255,255,255,0)', rnd.int(-25, 25)));
    }
  }
  const pw = Math.round(width * 0.42);
  const ph = Math.round(height * 0.5);
  const px = Math.round((width - pw) / 2);
  const py = Math.round((height - ph) / 2);
  return svg(
    width,
    height,
    background(width, height, palette, rnd) +
      tiles.join('') +
      decorations(width, height, accent, rnd, 4) +
      `<rect x="${px + 12}" y="${py + 16}" width="${pw}" height="${ph}" rx="36" fill="#000000" fill-opacity="0.2"/>` +
      `<rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="36" fill="${accent}"/>` +
      motif(m, width / 2, height / 2, (ph * 0.75) / 200, from, accent),
  );
}

/** A scene of several illustrations (blog pictures, generic gallery pictures). */
export function sceneArt(width: number, height: number, palette: Palette, motifs: Motif[], rnd: Random): string {
  const [from, , accent] = palette;
  const gap = width / (motifs.length + 1);
  const items = motifs
    .map((m, i) => {
      const x = Math.round(gap * (i + 1));
      const y = Math.round(height * (0.45 + (i % 2 === 0 ? -0.06 : 0.08)));
      const r = Math.round(Math.min(gap * 0.42, height * 0.24));
      return (
        `<circle cx="${x + 10}" cy="${y + 12}" r="${r}" fill="#000000" fill-opacity="0.16"/>` +
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 === 0 ? accent : '#ffffff'}"/>` +
        motif(m, x, y, (r * 0.72) / 100, from, i % 2 === 0 ? accent : '#ffffff')
      );
    })
    .join('');
  return svg(width, height, background(width, height, palette, rnd) + decorations(width, height, accent, rnd, 8) + items);
}

/** A 1920x230 advertising banner: a strip of illustrations and shapes. */
export function bannerArt(width: number, height: number, palette: Palette, motifs: Motif[], rnd: Random): string {
  const [from, , accent] = palette;
  const items = motifs
    .map((m, i) => {
      const x = Math.round(width * 0.45 + i * 230);
      const y = Math.round(height / 2 + (i % 2 === 0 ? -10 : 10));
      return (
        `<circle cx="${x}" cy="${y}" r="82" fill="${i % 2 === 0 ? accent : '#ffffff'}"/>` +
        motif(m, x, y, 0.6, from, i % 2 === 0 ? accent : '#ffffff')
      );
    })
    .join('');
  const stripes = Array.from(
    { length: 6 },
    (_, i) => `<path d="M${120 + i * 70} ${height}L${260 + i * 70} 0" stroke="#ffffff" stroke-opacity="${r2(0.06 + i * 0.025)}" stroke-width="26"/>`,
  ).join('');
  const pill = `<rect x="${Math.round(width * 0.05)}" y="${Math.round(height * 0.3)}" width="${Math.round(width * 0.28)}" height="${Math.round(height * 0.4)}" rx="${Math.round(height * 0.2)}" fill="${accent}" fill-opacity="0.9"/>`;
  const arrow = `<path d="M${Math.round(width * 0.36)} ${height / 2 - 30}l36 30-36 30" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svg(width, height, background(width, height, palette, rnd) + decorations(width, height, accent, rnd, 8) + stripes + pill + arrow + items);
}
