import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetStore } from '@bookshop/testing';
import type { ShopFrame } from '../company/company-settings';
import { Footer } from './footer';

beforeEach(resetStore);

function renderFooter(frame: Partial<ShopFrame> | null) {
  render(
    <MemoryRouter>
      <Footer frame={frame as ShopFrame | null} />
    </MemoryRouter>,
  );
}

test("the footer (the shop's dark band) shows the company's logo for a dark background", () => {
  renderFooter({ dark_icon: '/img/logo-dark.svg', light_icon: '/img/logo-light.svg' });
  expect(screen.getByRole('img', { name: 'Librairie Lumière' })).toHaveAttribute('src', '/img/logo-dark.svg');
});

test('without one, the footer shows no logo', () => {
  renderFooter({ light_icon: '/img/logo-light.svg' });
  expect(screen.queryByRole('img')).toBeNull();
});
