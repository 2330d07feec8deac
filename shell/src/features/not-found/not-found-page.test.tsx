import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { rootStore } from '@bookshop/store';
import { resetStore } from '@bookshop/testing';
import { NotFoundPage } from './not-found-page';

beforeEach(() => resetStore());

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('in English it says Oops! and that the page does not exist', () => {
  rootStore.setState({ language: 'eng' });
  renderAt('/nowhere');
  expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
  expect(screen.getByText('Sorry, the page you are looking for does not exist.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

test('in French it says the same in French', () => {
  renderAt('/nowhere');
  expect(screen.getByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
  expect(screen.getByText('Désolé, la page que vous recherchez n’existe pas.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
});

test('the back-home link leads to the home page', () => {
  renderAt('/nowhere');
  fireEvent.click(screen.getByRole('link', { name: 'Retour à l’accueil' }));
  expect(screen.getByText('home page')).toBeInTheDocument();
});
