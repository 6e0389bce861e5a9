// Generated artwork for the demo (covers, thumbnails, banners): SVG, sized for its use,
// with the item's own words on it so every image is distinct and meaningful.

const palettes = [
  ['#1d3557', '#457b9d', '#f1faee'],
  ['#2a9d8f', '#264653', '#fefae0'],
  ['#6d2e46', '#a26769', '#fdf0d5'],
  ['#3d405b', '#81b29a', '#f4f1de'],
  ['#283618', '#606c38', '#fefae0'],
  ['#5f0f40', '#9a031e', '#fff3e0'],
  ['#0b3954', '#087e8b', '#f5f5f5'],
  ['#432818', '#99582a', '#ffe6a7'],
];

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > perLine && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/\W*\w*$/, '')}…`;
  }
  return lines;
}

type Art = { width: number; height: number; title: string; subtitle?: string; label?: string };

export function makeArtSvg({ width, height, title, subtitle, label }: Art): string {
  const [dark, mid, light] = palettes[hash(title) % palettes.length]!;
  const size = Math.round(Math.min(width, height) / 11);
  const perLine = Math.max(10, Math.floor(width / (size * 0.56)));
  const lines = wrap(title, perLine, 4);
  const top = height * 0.42 - ((lines.length - 1) * size * 1.2) / 2;
  const seed = hash(title);
  const circles = Array.from({ length: 5 }, (_, i) => {
    const r = ((seed >> (i * 3)) % 7) * width * 0.03 + width * 0.08;
    const cx = ((seed >> (i * 4)) % 100) * width * 0.01;
    const cy = ((seed >> (i * 5)) % 100) * height * 0.01;
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${mid}" opacity="0.35"/>`;
  }).join('');
  const text = lines
    .map(
      (l, i) =>
        `<text x="${width / 2}" y="${(top + i * size * 1.2).toFixed(0)}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${light}">${escape(l)}</text>`,
    )
    .join('');
  const sub = subtitle
    ? `<text x="${width / 2}" y="${(height * 0.8).toFixed(0)}" font-size="${Math.round(size * 0.55)}" text-anchor="middle" fill="${light}">${escape(subtitle)}</text>`
    : '';
  const badge = label
    ? `<text x="${width / 2}" y="${(height * 0.12).toFixed(0)}" font-size="${Math.round(size * 0.5)}" letter-spacing="3" text-anchor="middle" fill="${light}" opacity="0.85">${escape(label.toUpperCase())}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Atkinson Hyperlegible, Verdana, sans-serif"><rect width="100%" height="100%" fill="${dark}"/>${circles}${badge}${text}${sub}</svg>`;
}
