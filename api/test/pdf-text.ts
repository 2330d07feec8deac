import { inflateSync } from 'node:zlib';

/** The code points WinAnsi (the encoding of PDF's standard fonts) gives bytes 0x80 to 0x9f; the rest is Latin-1. */
const WIN_ANSI: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹',
  0x8c: 'Œ', 0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™',
  0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

const decodeHex = (hex: string): string =>
  (hex.match(/../g) ?? []).map((pair) => {
    const byte = parseInt(pair, 16);
    return WIN_ANSI[byte] ?? String.fromCharCode(byte);
  }).join('');

/**
 * The text a PDF written by pdfkit with standard fonts shows, one line per text run: its content streams inflated
 * (FlateDecode), then each `[<hex> kerning <hex>] TJ` decoded from WinAnsi. Enough to check what an invoice says; not
 * a general PDF reader. No-break spaces read as plain spaces.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const runs: string[] = [];
  const header = /<<((?:(?!>>)[^])*?)>>\s*stream\r?\n/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const dictionary = match[1] ?? '';
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? -1);
    if (length < 0) continue;
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, start + length);
    const content = (dictionary.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    for (const run of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
      runs.push([...(run[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => decodeHex(part[1] ?? '')).join(''));
    }
  }
  return runs.join('\n').replace(/\u00a0/g, ' ');
}
