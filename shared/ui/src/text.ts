/** The character references the server's sanitiser writes (it leaves every other character as it is). */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Plain text of the server's (sanitised) HTML description, for snippets and meta descriptions. The same code on the
 * server and in the browser (no DOMParser): a server-rendered page must come out identical when hydrated.
 */
export function htmlToText(html: string): string {
  // Paragraphs, list items and line breaks end with a space, or their texts would run together; inline tags do not.
  const spaced = html.replace(/<\/(p|li|ul|ol|h[1-6]|blockquote|div)>|<br\s*\/?>/gi, '$& ');
  return decodeReferences(spaced.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
}
