/**
 * Generated artwork: book covers from title, author and collection, hero slides from two colours. No image is ever
 * fetched (the shop runs without internet), and every text goes through `escapeXml`.
 */

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Splits `text` into at most `maxLines` lines of about `width` characters; an over-long rest ends with "…". */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/**
 * A hue per id from a multiplicative hash (Knuth), so that ids close together, or in any regular step (a page of
 * "newest" books), still get clearly different covers.
 */
const hueOf = (id: number): number => (Math.imul(id, 2654435761) >>> 0) % 360;

export interface CoverText {
  id: number;
  title: string;
  author: string | null;
  collection: string | null;
}

/** A 400×600 cover in the manner of a French literary paperback: framed title, author, collection band. */
export function coverSvg({ id, title, author, collection }: CoverText): string {
  const hue = hueOf(id);
  const background = `hsl(${hue}, 38%, 26%)`;
  const paper = `hsl(${(hue + 40) % 360}, 45%, 92%)`;
  const ink = `hsl(${hue}, 40%, 18%)`;
  const titleLines = wrapText(title, 16, 5);
  const fontSize = titleLines.length > 3 ? 30 : 36;
  const titleTop = 190 - ((titleLines.length - 1) * fontSize * 1.2) / 2;
  const titleText = titleLines
    .map((line, index) => `<tspan x="200" y="${Math.round(titleTop + index * fontSize * 1.2)}">${escapeXml(line)}</tspan>`)
    .join('');
  const authorText = author
    ? `<text x="200" y="380" font-size="22" font-style="italic" fill="${ink}">${escapeXml(wrapText(author, 28, 1)[0] ?? '')}</text>`
    : '';
  const band = collection
    ? `<rect x="36" y="496" width="328" height="44" fill="${ink}"/>` +
      `<text x="200" y="523" font-size="14" letter-spacing="1.5" fill="${paper}">${escapeXml(wrapText(collection.toUpperCase(), 32, 1)[0] ?? '')}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600" role="img" aria-label="${escapeXml(title)}">`,
    `<rect width="400" height="600" fill="${background}"/>`,
    `<rect x="24" y="24" width="352" height="552" fill="${paper}"/>`,
    `<rect x="36" y="36" width="328" height="528" fill="none" stroke="${ink}" stroke-width="2"/>`,
    `<g font-family="Georgia, 'Times New Roman', serif" text-anchor="middle">`,
    `<text font-size="${fontSize}" font-weight="bold" fill="${ink}">${titleText}</text>`,
    `<line x1="150" y1="330" x2="250" y2="330" stroke="${background}" stroke-width="3"/>`,
    authorText,
    band,
    '</g>',
    '</svg>',
  ].join('');
}

export interface HeroColors {
  id: number;
  from: string;
  to: string;
}

/** A 1600×600 hero backdrop: a diagonal gradient with a row of book spines whose heights derive from the id. */
export function heroSvg({ id, from, to }: HeroColors): string {
  const spines: string[] = [];
  let x = 980;
  for (let index = 0; x < 1560; index += 1) {
    const seed = (id * 31 + index * 17) % 23;
    const width = 34 + (seed % 4) * 8;
    const height = 260 + seed * 9;
    const opacity = (0.25 + (seed % 5) * 0.12).toFixed(2);
    spines.push(
      `<rect x="${x}" y="${560 - height}" width="${width}" height="${height}" rx="3" fill="#ffffff" fill-opacity="${opacity}"/>` +
        `<rect x="${x + 6}" y="${590 - height}" width="${width - 12}" height="6" fill="#ffffff" fill-opacity="0.5"/>`,
    );
    x += width + 6;
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600" role="img" aria-hidden="true">',
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(from)}"/><stop offset="1" stop-color="${escapeXml(to)}"/></linearGradient></defs>`,
    '<rect width="1600" height="600" fill="url(#bg)"/>',
    '<circle cx="180" cy="520" r="260" fill="#ffffff" fill-opacity="0.06"/>',
    '<circle cx="1320" cy="80" r="180" fill="#ffffff" fill-opacity="0.08"/>',
    spines.join(''),
    '<rect x="940" y="560" width="640" height="10" fill="#000000" fill-opacity="0.25"/>',
    '</svg>',
  ].join('');
}
