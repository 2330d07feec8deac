/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { BookGallery } from './book-gallery';

test('the gallery renders on the server (no window): every picture, the first one fetched first, and its controls', () => {
  const html = renderToString(<BookGallery images={[{ link: '/img/a.svg' }, { link: '/img/b.svg' }]} title="Les Misérables" />);
  expect(html).toMatch(/<img src="\/img\/a.svg" alt="Les Misérables"[^>]*loading="eager"[^>]*fetchPriority="high"/);
  expect(html).toContain('alt="Les Misérables, image 2 sur 2"');
  expect(html).toContain('aria-label="Image suivante"');
  expect(html).toContain('Image 1 sur 2');
});
