import { act, screen } from '@testing-library/react';
import { rootStore } from '@bookshop/store';
import { renderRoute, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { accessibilityLoader, AccessibilityPage } from './accessibility-page';

let api: FakeApi;
let settingsAnswer: { status: number; body: unknown };

beforeAll(async () => {
  api = await startFakeApi((call) => (call.path === '/company-settings' ? settingsAnswer : { status: 404, body: {} }));
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  settingsAnswer = { status: 200, body: { data: { email: 'contact@librairie-lumiere.fr', phone: '+33 1 42 00 00 00' } } };
});

async function renderPage() {
  renderRoute({ path: '/accessibility', at: '/accessibility', Component: AccessibilityPage, loader: accessibilityLoader });
  await screen.findByRole('heading', { level: 1 });
}

test('the statement names the standard aimed at, how it is tested, the shop’s email and the way to the Défenseur des droits', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeInTheDocument();
  expect(screen.getByText(/niveau AA des Règles pour l’accessibilité des contenus web \(WCAG\) 2\.1/)).toBeInTheDocument();
  expect(screen.getByText(/partiellement conforme/)).toBeInTheDocument();
  expect(screen.getByText(/au clavier seul/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'contact@librairie-lumiere.fr' })).toHaveAttribute('href', 'mailto:contact@librairie-lumiere.fr');
  expect(screen.getByRole('link', { name: 'Écrire par le formulaire de contact' })).toHaveAttribute('href', '/contactus');
  expect(screen.getByRole('heading', { level: 2, name: 'Voies de recours' })).toBeInTheDocument();
  expect(screen.getByText(/Libre réponse 71120/)).toBeInTheDocument();
});

test('in English', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
  expect(screen.getByText(/level AA of the Web Content Accessibility Guidelines \(WCAG\) 2\.1/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Write through the contact form' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Known limitations' })).toBeInTheDocument();
});

test('without the shop’s settings the statement still stands, with the contact form as the way to reach us', async () => {
  settingsAnswer = { status: 500, body: { message: 'down' } };
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Écrire par le formulaire de contact' })).toBeInTheDocument();
});
