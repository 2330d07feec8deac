import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { rootStore } from '@bookshop/store';
import { resetStore } from '@bookshop/testing';
import { BookGallery } from './book-gallery';

const IMAGES = [1, 2, 3, 4, 5].map((n) => ({ link: `/img/covers/12-${n}.svg` }));
const gallery = () => <BookGallery images={IMAGES} title="Les Misérables" />;
/** What the shopper sees as the current picture: the one slide not hidden from assistive technology. */
const shownPicture = () => screen.getAllByRole('img').find((img) => img.closest('.book-gallery__slide') && !img.closest('[aria-hidden="true"]'));

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

test('a swipe (the row of pictures scrolled by the shopper) shows the picture it stops on, counter and thumbnails included', () => {
  jest.useFakeTimers();
  try {
    const { container } = render(gallery());
    const row = container.querySelector('.book-gallery__slides') as HTMLElement;
    // jsdom lays nothing out: the row is given the width and the scroll a browser would.
    Object.defineProperty(row, 'clientWidth', { value: 300 });
    row.scrollLeft = 600;
    fireEvent.scroll(row);
    // Counted once the scrolling has stopped, not on its way.
    expect(screen.getByText('Image 1 sur 5')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(200));
    expect(screen.getByText('Image 3 sur 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Image 3 sur 5' })).toHaveAttribute('aria-current', 'true');
    expect(shownPicture()).toHaveAttribute('alt', 'Les Misérables, image 3 sur 5');
    // …and the buttons take it from there, scrolling the row to the next picture.
    const scrolled: ScrollToOptions[] = [];
    row.scrollTo = ((options: ScrollToOptions) => void scrolled.push(options)) as typeof row.scrollTo;
    fireEvent.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(screen.getByText('Image 4 sur 5')).toBeInTheDocument();
    expect(scrolled.at(-1)?.left).toBe(900);
  } finally {
    jest.useRealTimers();
  }
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
  container.remove();
});
