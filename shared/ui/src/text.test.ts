import { htmlToText } from './text';

test('paragraphs and list items keep a space between them', () => {
  expect(htmlToText('<p>Parents welcome.</p><p>Free entry.</p>')).toBe('Parents welcome. Free entry.');
  expect(htmlToText('<ul><li>un</li><li>deux</li></ul>trois')).toBe('un deux trois');
  expect(htmlToText('Jean Valjean &amp; Cosette<br>1862')).toBe('Jean Valjean & Cosette 1862');
});

test('inline tags add no space, and character references are read as the browser reads them', () => {
  expect(htmlToText("lectures d'<em>Une saison en enfer</em>, et")).toBe("lectures d'Une saison en enfer, et");
  expect(htmlToText('Tom &amp; Jerry &lt;3 &quot;x&quot; &#39;y&#x27; caf&#233;')).toBe('Tom & Jerry <3 "x" \'y\' café');
});
