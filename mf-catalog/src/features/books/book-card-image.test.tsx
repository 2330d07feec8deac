import { fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FALLBACK_IMAGE } from '@bookshop/ui';
import { BookCard, type CardArticle } from './book-card';

const card = (link: string): CardArticle =>
  ({
    id: 12,
    designation: 'Candide',
    author: 'Voltaire',
    discount: 0,
    _prix_public_ttc: 4.5,
    _qte_a_terme_calcule: 3,
    cover: link,
    forthcoming: null,
    pick: null,
  }) satisfies CardArticle;

/** The card's markup and its cover (alt="" : decorative beside the title, so no role to find it by). */
function show(link: string) {
  const { container } = render(
    <MemoryRouter>
      <BookCard article={card(link)} />
    </MemoryRouter>,
  );
  return { container, cover: () => container.querySelector('img') as HTMLImageElement };
}

test('an uploaded cover offers its resized AVIF and WebP variants through srcset and sizes, the original as src', () => {
  const { container, cover } = show('/img/books/42');
  const image = cover();
  expect(image).toHaveAttribute('src', '/img/books/42');
  expect(image).toHaveAttribute('width', '200');
  expect(image).toHaveAttribute('height', '300');
  expect(image).toHaveAttribute('srcset', '/img/books/42?w=160&f=webp 160w, /img/books/42?w=320&f=webp 320w, /img/books/42?w=640&f=webp 640w');
  expect(image).toHaveAttribute('sizes', '(max-width: 40em) 45vw, 15rem');
  const avif = container.querySelector('picture > source[type="image/avif"]');
  expect(avif).toHaveAttribute('srcset', '/img/books/42?w=160&f=avif 160w, /img/books/42?w=320&f=avif 320w, /img/books/42?w=640&f=avif 640w');
  expect(avif).toHaveAttribute('sizes', '(max-width: 40em) 45vw, 15rem');
});

test('a generated SVG cover stays a plain image, drawn at any size', () => {
  const { container, cover } = show('/img/covers/12.svg');
  expect(cover()).not.toHaveAttribute('srcset');
  expect(container.querySelector('picture')).toBeNull();
});

test('a cover whose variants fail shows the fallback alone, with no srcset left to win over it', () => {
  const { container, cover } = show('/img/books/42');
  fireEvent.error(cover());
  expect(cover()).toHaveAttribute('src', FALLBACK_IMAGE);
  expect(cover()).not.toHaveAttribute('srcset');
  expect(container.querySelector('picture')).toBeNull();
});
