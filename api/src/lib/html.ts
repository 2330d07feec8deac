const ALLOWED_TAGS = new Set(['p', 'em', 'strong', 'b', 'i', 'br', 'ul', 'ol', 'li']);
const TAG = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)[^>]*>/g;
/** Elements whose content is code, not text: dropped with what they hold. */
const CODE_ELEMENTS = /<\s*(script|style|iframe|object|template)\b[\s\S]*?<\s*\/\s*\1\s*>/gi;

/**
 * Keeps the few formatting tags a book description needs, without attributes, drops every other tag (and the
 * content of script-like elements) and escapes stray `<`, so the storefront can render descriptions as HTML
 * without running anyone's markup.
 */
export function sanitizeHtml(html: string): string {
  const source = html.replace(CODE_ELEMENTS, '');
  let result = '';
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    result += escapeText(source.slice(last, match.index));
    const [, closing, name = ''] = match;
    const tag = name.toLowerCase();
    if (ALLOWED_TAGS.has(tag)) result += tag === 'br' ? '<br>' : `<${closing}${tag}>`;
    last = match.index + match[0].length;
  }
  return result + escapeText(source.slice(last));
}

/** Escapes markup characters but keeps character references such as `&amp;` or `&#233;` that are already there. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
