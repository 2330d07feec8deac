import { htmlToText } from './text';

test('paragraphs and list items keep a space between them', () => {
  expect(htmlToText('<p>Parents welcome.</p><p>Free entry.</p>')).toBe('Parents welcome. Free entry.');
  expect(htmlToText('<ul><li>un</li><li>deux</li></ul>trois')).toBe('un deux trois');
  expect(htmlToText('Jean Valjean &amp; Cosette<br>1862')).toBe('Jean Valjean & Cosette 1862');
});
