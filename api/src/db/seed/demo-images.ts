/**
 * Demo images drawn in code (SVG), so seeding needs no downloads and no binary assets.
 * Product cards: 600x600, gradient from the product colour, a category glyph and the name.
 * Vendor avatars: 400x400, an initials monogram in a circle and the business name.
 */

const FONT_FAMILY = "'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function parseHex(hex: string): [number, number, number] {
  let h = hex.trim().replace(/^#/, '');
  if (h.length === 3) h = h.split('').map((c) => c + c).join('');
  if (!/^[0-9a-fA-F]{6}$/.test(h)) return [96, 125, 139]; // a neutral slate for bad input
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex([r, g, b]: [number, number, number]): string {
  return '#' + [r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('');
}

/** Mix towards black (amount < 0) or white (amount > 0); amount in -1..1. */
function shade(hex: string, amount: number): string {
  const rgb = parseHex(hex);
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  return toHex(rgb.map((c) => c + (target - c) * t) as [number, number, number]);
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#1b1b1b';

/**
 * The text colour (near-black or white) with the best worst-case contrast over every
 * background stop. One of the two always reaches at least 4.5:1 against a single colour;
 * the gradient is kept narrow so the worst stop stays close to that.
 */
export function textColorFor(backgrounds: string[]): string {
  const worst = (fg: string) => Math.min(...backgrounds.map((bg) => contrastRatio(fg, bg)));
  return worst(LIGHT_TEXT) >= worst(DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * Background stops for a colour: a gentle diagonal gradient. If neither text colour reaches
 * 4.5:1 against both stops, the stops are pushed darker (or lighter) until one does.
 */
function backgroundStops(color: string): { from: string; to: string; text: string } {
  let from = shade(color, 0.12);
  let to = shade(color, -0.22);
  for (let i = 0; i < 10; i++) {
    const text = textColorFor([from, to]);
    const worst = Math.min(contrastRatio(text, from), contrastRatio(text, to));
    if (worst >= 4.5) return { from, to, text };
    const push = text === LIGHT_TEXT ? -0.12 : 0.12;
    from = shade(from, push);
    to = shade(to, push);
  }
  return { from, to, text: textColorFor([from, to]) };
}

/**
 * Greedy word wrap by an estimated character budget per line. A short parenthetical such as
 * "(2 hrs)" stays in one piece, so a line never ends with a dangling "(2".
 */
function wrapWords(text: string, maxChars: number): string[] {
  const glued = text.replace(/\([^()]{1,10}\)/g, (m) => m.replace(/ /g, '\u00a0'));
  const words = glued.split(/ +/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (next.length <= maxChars || !line) line = next;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  return lines.map((l) => l.replace(/\u00a0/g, ' '));
}

/**
 * Fit text into at most `maxLines` lines of `width` px by shrinking the font from `sizes`.
 * Width per character is estimated at 0.54em (a bold sans average, slightly generous);
 * if even the smallest size overflows, the last line is cut with an ellipsis.
 */
function fitText(text: string, width: number, maxLines: number, sizes: number[]): { lines: string[]; size: number } {
  for (const size of sizes) {
    const maxChars = Math.floor(width / (size * 0.54));
    const lines = wrapWords(text, maxChars);
    if (lines.length <= maxLines && lines.every((l) => l.length <= maxChars)) return { lines, size };
  }
  const size = sizes[sizes.length - 1];
  const maxChars = Math.floor(width / (size * 0.54));
  const lines = wrapWords(text, maxChars).slice(0, maxLines).map((l) => (l.length > maxChars ? l.slice(0, maxChars) : l));
  const last = lines[maxLines - 1];
  if (last !== undefined && wrapWords(text, maxChars).length > maxLines) {
    lines[maxLines - 1] = `${last.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`;
  }
  return { lines, size };
}

function textLines(lines: string[], x: number, firstBaseline: number, lineHeight: number): string {
  return lines
    .map((l, i) => `<tspan x="${x}" y="${Math.round(firstBaseline + i * lineHeight)}">${escapeXml(l)}</tspan>`)
    .join('');
}

/**
 * Category glyphs, drawn within a 200x200 box centred on (0,0) with SVG primitives only.
 * `fg` is the text colour (strong marks), `bg` the background (cut-outs and details).
 */
function categoryGlyph(category: string, fg: string, bg: string): string {
  const c = category.toLowerCase();
  if (c.includes('bakery') || c.includes('bread')) {
    return `<ellipse cx="0" cy="10" rx="88" ry="52" fill="${fg}"/>` +
      [-40, 0, 40].map((x) => `<path d="M${x - 14} -8 L${x + 14} 28" stroke="${bg}" stroke-width="9" stroke-linecap="round"/>`).join('');
  }
  if (c.includes('cheese') || c.includes('dairy')) {
    return `<path d="M-90 50 L90 50 L90 -10 L-90 -40 Z" fill="${fg}"/>` +
      `<path d="M-90 -40 L90 -10 L40 -70 Z" fill="${fg}" opacity="0.75"/>` +
      `<circle cx="-40" cy="10" r="14" fill="${bg}"/><circle cx="20" cy="26" r="10" fill="${bg}"/><circle cx="55" cy="5" r="8" fill="${bg}"/>`;
  }
  if (c.includes('coffee') || c.includes('tea')) {
    return `<rect x="-70" y="-30" width="110" height="100" rx="18" fill="${fg}"/>` +
      `<path d="M40 -10 h16 a24 24 0 0 1 0 48 h-16" fill="none" stroke="${fg}" stroke-width="14"/>` +
      [-45, -15, 15].map((x) => `<path d="M${x} -50 q-12 -16 0 -32 q12 -16 0 -32" fill="none" stroke="${fg}" stroke-width="8" stroke-linecap="round" opacity="0.8"/>`).join('') +
      `<rect x="-90" y="70" width="150" height="12" rx="6" fill="${fg}" opacity="0.8"/>`;
  }
  if (c.includes('produce') || c.includes('vegetable') || c.includes('fruit')) {
    return `<circle cx="-30" cy="20" r="58" fill="${fg}"/><circle cx="30" cy="20" r="58" fill="${fg}"/>` +
      `<path d="M0 -30 q-4 -30 8 -55" stroke="${fg}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      `<ellipse cx="32" cy="-62" rx="30" ry="14" transform="rotate(-30 32 -62)" fill="${fg}" opacity="0.8"/>`;
  }
  if (c.includes('pantry')) {
    return `<rect x="-60" y="-40" width="120" height="125" rx="20" fill="${fg}"/>` +
      `<rect x="-68" y="-72" width="136" height="32" rx="8" fill="${fg}" opacity="0.75"/>` +
      `<rect x="-42" y="0" width="84" height="46" rx="6" fill="${bg}"/>`;
  }
  if (c.includes('book')) {
    return `<path d="M0 -50 C-30 -70 -70 -70 -95 -58 L-95 70 C-70 58 -30 58 0 78 Z" fill="${fg}"/>` +
      `<path d="M0 -50 C30 -70 70 -70 95 -58 L95 70 C70 58 30 58 0 78 Z" fill="${fg}" opacity="0.8"/>` +
      [-20, 0, 20].map((y) => `<path d="M-75 ${y - 20} C-55 ${y - 28} -30 ${y - 28} -15 ${y - 20}" stroke="${bg}" stroke-width="5" fill="none"/>`).join('');
  }
  if (c.includes('beauty') || c.includes('soap')) {
    return `<rect x="-95" y="-10" width="130" height="80" rx="26" fill="${fg}"/>` +
      `<circle cx="55" cy="-45" r="22" fill="${fg}" opacity="0.8"/><circle cx="80" cy="-5" r="14" fill="${fg}" opacity="0.7"/><circle cx="30" cy="-78" r="11" fill="${fg}" opacity="0.6"/>`;
  }
  if (c.includes('flower')) {
    const petals = [0, 60, 120, 180, 240, 300]
      .map((a) => `<ellipse cx="0" cy="-48" rx="26" ry="42" transform="rotate(${a})" fill="${fg}"/>`)
      .join('');
    return `<g transform="translate(0 -10)">${petals}<circle r="26" fill="${bg}"/><circle r="14" fill="${fg}" opacity="0.8"/></g>`;
  }
  if (c.includes('meat') || c.includes('butcher')) {
    return `<path d="M-90 0 C-90 -60 -20 -75 30 -55 C85 -35 95 20 60 50 C25 80 -40 75 -70 50 C-85 38 -90 20 -90 0 Z" fill="${fg}"/>` +
      `<circle cx="25" cy="5" r="20" fill="${bg}"/><circle cx="25" cy="5" r="9" fill="${fg}"/>`;
  }
  if (c.includes('home') || c.includes('garden')) {
    return `<path d="M-60 10 L60 10 L45 90 L-45 90 Z" fill="${fg}"/>` +
      `<rect x="-70" y="-2" width="140" height="22" rx="6" fill="${fg}"/>` +
      `<path d="M0 -2 L0 -60" stroke="${fg}" stroke-width="8"/>` +
      `<ellipse cx="-30" cy="-60" rx="34" ry="16" transform="rotate(30 -30 -60)" fill="${fg}" opacity="0.85"/>` +
      `<ellipse cx="30" cy="-78" rx="34" ry="16" transform="rotate(-30 30 -78)" fill="${fg}" opacity="0.85"/>`;
  }
  if (c.includes('craft')) {
    return `<path d="M-30 -80 L30 -80 L30 -60 C80 -30 80 60 40 85 L-40 85 C-80 60 -80 -30 -30 -60 Z" fill="${fg}"/>` +
      `<path d="M-62 0 L62 0" stroke="${bg}" stroke-width="8"/><path d="M-58 30 L58 30" stroke="${bg}" stroke-width="8"/>`;
  }
  // Anything else: a simple shopping bag.
  return `<rect x="-75" y="-35" width="150" height="120" rx="14" fill="${fg}"/>` +
    `<path d="M-35 -35 v-20 a35 35 0 0 1 70 0 v20" fill="none" stroke="${fg}" stroke-width="12"/>`;
}

/** A 600x600 product card: gradient from `color`, a category glyph, and the wrapped name. */
export function productImageSvg(p: { name: string; category: string; color: string }): string {
  const { from, to, text } = backgroundStops(p.color);
  const fit = fitText(p.name, 520, 3, [56, 50, 44, 40, 36]);
  const lineHeight = Math.round(fit.size * 1.15);
  // The name block sits in the lower half, vertically centred in the space below the glyph.
  const blockHeight = lineHeight * fit.lines.length;
  const top = 330 + Math.max(0, (210 - blockHeight) / 2);
  const firstBaseline = top + fit.size * 0.85;
  const label = escapeXml(`${p.name} (${p.category})`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>` +
    `<circle cx="300" cy="180" r="140" fill="${text}" opacity="0.12"/>` +
    `<g transform="translate(300 180) scale(1.05)">${categoryGlyph(p.category, text, to)}</g>` +
    `<text x="300" y="${Math.round(firstBaseline)}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${fit.size}" font-weight="700" fill="${text}">` +
    textLines(fit.lines, 300, firstBaseline, lineHeight) +
    `</text>` +
    `<text x="300" y="572" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="22" font-weight="600" letter-spacing="3" fill="${text}" opacity="0.9">${escapeXml(p.category.toUpperCase())}</text>` +
    `</svg>`
  );
}

const MINOR_WORDS = new Set(['&', 'and', 'the', 'of', 'co', 'co.', 'a']);

/** Up to two initials from the significant words of a business name. */
export function initials(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .filter((w) => w && !MINOR_WORDS.has(w.toLowerCase()))
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const letters = words.slice(0, 2).map((w) => w[0].toUpperCase()).join('');
  return letters || '?';
}

/** A 400x400 vendor avatar: initials monogram in a circle above the business name. */
export function vendorImageSvg(v: { businessName: string; accentColor: string }): string {
  const { from, to, text } = backgroundStops(v.accentColor);
  const fit = fitText(v.businessName, 350, 2, [34, 30, 26, 22]);
  const lineHeight = Math.round(fit.size * 1.15);
  const firstBaseline = 300 + fit.size * 0.85 - (fit.lines.length > 1 ? lineHeight / 2 - 4 : 0);
  const label = escapeXml(v.businessName);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#bg)"/>` +
    `<circle cx="200" cy="160" r="105" fill="none" stroke="${text}" stroke-width="8"/>` +
    `<circle cx="200" cy="160" r="92" fill="${text}" opacity="0.12"/>` +
    `<text x="200" y="160" dy="0.35em" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="84" font-weight="700" fill="${text}">${escapeXml(initials(v.businessName))}</text>` +
    `<text x="200" y="${Math.round(firstBaseline)}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${fit.size}" font-weight="700" fill="${text}">` +
    textLines(fit.lines, 200, firstBaseline, lineHeight) +
    `</text>` +
    `</svg>`
  );
}
