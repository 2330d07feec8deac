/**
 * @jest-environment node
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { BookGallery } from './book-gallery';

test('the gallery renders on the server (no window): every picture, the first one fetched first, and its controls', async () => {
  // As the store's server renders a page: all of it, the gallery's own chunk waited for.
  const { prelude } = await prerenderToNodeStream(<BookGallery images={[{ link: '/img/a.svg' }, { link: '/img/b.svg' }]} title="Les Misérables" />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  expect(html).toMatch(/<img src="\/img\/a.svg" alt="Les Misérables"[^>]*loading="eager"[^>]*fetchPriority="high"/);
  expect(html).toContain('alt="Les Misérables, image 2 sur 2"');
  expect(html).toContain('aria-label="Image suivante"');
  expect(html).toContain('Image 1 sur 2');
});
