import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { rootStore } from '@bookshop/store';
import { resetStore } from '@bookshop/testing';
import { BookGallery } from './book-gallery';

const IMAGES = [1, 2, 3, 4, 5].map((n) => ({ link: `/img/covers/12-${n}.svg` }));
const gallery = () => <BookGallery images={IMAGES} title="Les Misérables" />;
/** What the shopper sees as the current picture: the one slide not hidden from assistive technology. */
const shownPicture = () => screen.getAllByRole('img').find((img) => img.closest('.swiper-slide') && !img.closest('[aria-hidden="true"]'));

beforeEach(() => resetStore());

test('one picture: the cover alone, first fetched, with no gallery controls', () => {
  render(<BookGallery images={[{ link: '/img/covers/12.svg' }]} title="Les Misérables" />);
  const cover = screen.getByRole('img', { name: 'Les Misérables' });
  expect(cover).toHaveAttribute('loading', 'eager');
  expect(cover).toHaveAttribute('fetchpriority', 'high');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

test('several pictures: next and previous buttons, the arrow keys and the thumbnails move through them', async () => {
  const user = userEvent.setup();
  render(gallery());
  const region = screen.getByRole('region', { name: 'Images de « Les Misérables »' });
  expect(within(region).getByText('Image 1 sur 5')).toBeInTheDocument();
  expect(shownPicture()).toHaveAttribute('alt', 'Les Misérables');

  await user.click(screen.getByRole('button', { name: 'Image suivante' }));
  expect(within(region).getByText('Image 2 sur 5')).toBeInTheDocument();
  expect(shownPicture()).toHaveAttribute('alt', 'Les Misérables, image 2 sur 5');
  expect(screen.getByRole('button', { name: 'Image 2 sur 5' })).toHaveAttribute('aria-current', 'true');

  // The keyboard: from the focused button, arrows go on, Home and End to the ends; the ends lead round.
  await user.keyboard('{ArrowRight}');
  expect(within(region).getByText('Image 3 sur 5')).toBeInTheDocument();
  await user.keyboard('{End}');
  expect(within(region).getByText('Image 5 sur 5')).toBeInTheDocument();
  await user.keyboard('{ArrowRight}');
  expect(within(region).getByText('Image 1 sur 5')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Image précédente' }));
  expect(within(region).getByText('Image 5 sur 5')).toBeInTheDocument();
  await user.keyboard('{ArrowLeft}{Home}');
  expect(within(region).getByText('Image 1 sur 5')).toBeInTheDocument();

  // A thumbnail is a button that shows its picture.
  await user.click(screen.getByRole('button', { name: 'Image 4 sur 5' }));
  expect(shownPicture()).toHaveAttribute('alt', 'Les Misérables, image 4 sur 5');
  expect(screen.getByRole('button', { name: 'Image 4 sur 5' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('button', { name: 'Image 1 sur 5' })).not.toHaveAttribute('aria-current');
});

test('a swipe (swiper moving on its own) updates the counter and the thumbnails', () => {
  const { container } = render(gallery());
  const swiper = (container.querySelector('.swiper') as HTMLElement & { swiper: SwiperInstance }).swiper;
  act(() => void swiper.slideTo(2));
  expect(screen.getByText('Image 3 sur 5')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Image 3 sur 5' })).toHaveAttribute('aria-current', 'true');
  // …and the buttons take it from there.
  fireEvent.click(screen.getByRole('button', { name: 'Image suivante' }));
  expect(swiper.activeIndex).toBe(3);
});

test('in English', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  const user = userEvent.setup();
  render(gallery());
  expect(screen.getByRole('region', { name: 'Pictures of “Les Misérables”' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next image' }));
  expect(screen.getByText('Image 2 of 5')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous image' })).toBeInTheDocument();
  expect(shownPicture()).toHaveAttribute('alt', 'Les Misérables, image 2 of 5');
});

test('the server’s first picture is hydrated in place: the same element, fetched first, no mismatch', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(gallery());
  document.body.appendChild(container);
  const serverPicture = container.querySelector('img');
  expect(serverPicture).toHaveAttribute('fetchpriority', 'high');
  expect(serverPicture).toHaveAttribute('loading', 'eager');
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, gallery(), { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(container.querySelector('img')).toBe(serverPicture);
  expect(container.querySelector('.swiper')).toHaveClass('swiper-initialized');
  container.remove();
});
