/** Plain text of the server's (sanitised) HTML description, for snippets. */
export function htmlToText(html: string): string {
  // Paragraphs and list items end with a space, or their texts would run together.
  const spaced = html.replace(/<\/(p|li|ul|ol)>|<br\s*\/?>/gi, '$& ');
  if (typeof DOMParser === 'undefined') return spaced.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
