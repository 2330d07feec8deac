import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { rootStore } from '@bookshop/store';
import { resetStore } from '@bookshop/testing';
import { BookGallery } from './book-gallery';

const IMAGES = [1, 2, 3, 4, 5].map((n) => ({ link: `/img/covers/12-${n}.svg` }));
const gallery = () => <BookGallery images={IMAGES} title="Les Misérables" />;
/** The gallery of several pictures, once its own chunk (swiper) has come. */
const renderGallery = async () => {
  const rendered = render(gallery());
  await screen.findByRole('region');
  return rendered;
};
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
  await renderGallery();
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

test('a swipe (swiper moving on its own) updates the counter and the thumbnails', async () => {
  const { container } = await renderGallery();
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
  await renderGallery();
  expect(screen.getByRole('region', { name: 'Pictures of “Les Misérables”' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next image' }));
  expect(screen.getByText('Image 2 of 5')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous image' })).toBeInTheDocument();
  expect(shownPicture()).toHaveAttribute('alt', 'Les Misérables, image 2 of 5');
});

test('the server’s first picture is hydrated in place, before and after the gallery’s code comes: the same element, no mismatch', async () => {
  // The server's render waits for the gallery's chunk: render once to ask for it, then again once it has come.
  renderToString(gallery());
  await import('./swipe-gallery');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const container = document.createElement('div');
  container.innerHTML = renderToString(gallery());
  document.body.appendChild(container);
  const serverPicture = container.querySelector('img');
  expect(serverPicture).toHaveAttribute('alt', 'Les Misérables');
  expect(serverPicture).toHaveAttribute('fetchpriority', 'high');
  expect(serverPicture).toHaveAttribute('loading', 'eager');
  expect(container.querySelector('.book-gallery__thumbs')).not.toBeNull();

  // The browser: a page whose gallery code has not come yet (its own copy of the modules, React included).
  await jest.isolateModulesAsync(async () => {
    const { act: browserAct } = await import('react');
    const { hydrateRoot: browserHydrate } = await import('react-dom/client');
    const { BookGallery: BrowserGallery } = await import('./book-gallery');
    const mismatches: unknown[] = [];
    await browserAct(async () => {
      browserHydrate(container, <BrowserGallery images={IMAGES} title="Les Misérables" />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    // Until its code comes, the server's gallery stays as it is; then it is hydrated in place.
    expect(container.querySelector('img')).toBe(serverPicture);
    await browserAct(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.querySelector('.swiper')).toHaveClass('swiper-initialized');
    expect(mismatches).toEqual([]);
  });
  expect(container.querySelector('img')).toBe(serverPicture);
  container.remove();
});
