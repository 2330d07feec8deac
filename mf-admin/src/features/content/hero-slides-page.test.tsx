import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminHeroSlideBody, AdminHeroSlideRow } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi, type FakeCall } from '@bookshop/testing';
import { HeroSlidesPage, heroSlidesLoader } from './hero-slides-page';

const slide = (id: number, title_fr: string, position: number): AdminHeroSlideRow => ({
  id,
  position,
  title_fr,
  title_en: '',
  subtitle_fr: `Sous-titre ${title_fr}`,
  subtitle_en: '',
  link: '/books',
  color_from: '#8B1E1E',
  color_to: '#3E2A1E',
  image: `/img/hero/${id}.svg?v=8b1e1e3e2a1e`,
});

let slides: AdminHeroSlideRow[];
const calls: FakeCall[] = [];
const ordered = () => slides.map((entry, position) => ({ ...entry, position }));

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    calls.push(call);
    if (call.method === 'GET' && call.path === '/admin/hero-slides') return { status: 200, body: { data: ordered() } };
    const id = Number(/\/admin\/hero-slides\/(\d+)/.exec(call.path)?.[1]);
    if (call.method === 'POST' && call.path.endsWith('/move')) {
      const from = slides.findIndex((entry) => entry.id === id);
      const to = (call.body as { direction: string }).direction === 'up' ? from - 1 : from + 1;
      if (to >= 0 && to < slides.length) [slides[from], slides[to]] = [slides[to] as AdminHeroSlideRow, slides[from] as AdminHeroSlideRow];
      return { status: 200, body: { data: ordered() } };
    }
    const body = call.body as AdminHeroSlideBody;
    if (call.method === 'POST') {
      const created = { ...slide(9, body.title_fr, slides.length), ...body } as AdminHeroSlideRow;
      slides = [...slides, created];
      return { status: 201, body: { data: created } };
    }
    if (call.method === 'PUT') {
      slides = slides.map((entry) => (entry.id === id ? { ...entry, ...body } : entry));
      return { status: 200, body: { data: slides.find((entry) => entry.id === id) } };
    }
    if (call.method === 'DELETE') {
      slides = slides.filter((entry) => entry.id !== id);
      return { status: 200, body: { data: { id } } };
    }
    return apiError(404, 'not_found', 'Not found');
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-1' });
  slides = [slide(1, 'Les classiques', 0), slide(2, 'Contes', 1), slide(3, 'Rentrée', 2)];
  calls.length = 0;
});

const renderPage = () => renderRoutes([{ path: '/admin-panel/hero-slides', Component: HeroSlidesPage, loader: heroSlidesLoader }], '/admin-panel/hero-slides');
const titles = () => within(screen.getByRole('list', { name: /^(Diapositives|Slides)$/ })).getAllByRole('heading').map((heading) => heading.textContent);
const writes = () => calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

test('lists the slides in their order, with their position and link', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Les classiques' })).toBeInTheDocument();
  expect(titles()).toEqual(['Les classiques', 'Contes', 'Rentrée']);
  const items = within(screen.getByRole('list', { name: 'Diapositives' })).getAllByRole('listitem');
  expect(items[1]).toHaveTextContent('Diapositive 2');
  expect(items[1]).toHaveTextContent('/books');
  expect(screen.getByRole('button', { name: 'Monter « Les classiques »' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Descendre « Rentrée »' })).toBeDisabled();
});

test('moves a slide down and up, showing the order the server answers', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Descendre « Les classiques »' }));
  await waitFor(() => expect(titles()).toEqual(['Contes', 'Les classiques', 'Rentrée']));
  fireEvent.click(screen.getByRole('button', { name: 'Monter « Rentrée »' }));
  await waitFor(() => expect(titles()).toEqual(['Contes', 'Rentrée', 'Les classiques']));
  expect(writes()).toEqual([
    { method: 'POST', path: '/admin/hero-slides/1/move', body: { direction: 'down' } },
    { method: 'POST', path: '/admin/hero-slides/3/move', body: { direction: 'up' } },
  ]);
});

test('adds a slide; a link outside the shop or without https is refused before sending', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une diapositive' }));
  const dialog = screen.getByRole('dialog', { name: 'Nouvelle diapositive' });
  fireEvent.change(within(dialog).getByLabelText('Titre (français)'), { target: { value: 'Polars' } });
  fireEvent.change(within(dialog).getByLabelText('Titre (anglais)'), { target: { value: 'Crime' } });
  fireEvent.change(within(dialog).getByLabelText('Lien du bouton'), { target: { value: 'javascript:alert(1)' } });
  fireEvent.change(within(dialog).getByLabelText('Couleur de départ du dégradé'), { target: { value: '#112233' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(within(dialog).getByLabelText('Lien du bouton')).toHaveAccessibleDescription(expect.stringContaining('Chemin de la boutique (/books…) ou adresse https://… attendu.'));
  expect(writes()).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText('Lien du bouton'), { target: { value: ' /books?q=polar ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('heading', { name: /Polars/ })).toBeInTheDocument();
  expect(writes()).toEqual([
    {
      method: 'POST',
      path: '/admin/hero-slides',
      body: { title_fr: 'Polars', title_en: 'Crime', subtitle_fr: '', subtitle_en: '', link: '/books?q=polar', color_from: '#112233', color_to: '#3e2a1e' },
    },
  ]);
  expect(titles()).toEqual(['Les classiques', 'Contes', 'Rentrée', 'Polars / Crime']);
});

test('edits a slide and deletes another after confirmation, in English for an English-reading admin', async () => {
  rootStore.setState({ language: 'eng' });
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Edit “Contes”' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit “Contes”' });
  expect(within(dialog).getByLabelText('Subtitle (French)')).toHaveValue('Sous-titre Contes');
  fireEvent.change(within(dialog).getByLabelText('Title (French)'), { target: { value: 'Contes et légendes' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { name: 'Contes et légendes' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Delete “Rentrée”' }));
  const confirm = screen.getByRole('dialog', { name: 'Confirm deletion' });
  expect(confirm).toHaveTextContent('“Rentrée” will be deleted for good.');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(titles()).toEqual(['Les classiques', 'Contes et légendes']));
  expect(writes().map(({ method, path }) => `${method} ${path}`)).toEqual(['PUT /admin/hero-slides/2', 'DELETE /admin/hero-slides/3']);
});

test('with no slide, says the shop shows its default ones', async () => {
  slides = [];
  renderPage();
  expect(await screen.findByText('Aucune diapositive : la boutique affiche ses diapositives par défaut.')).toBeInTheDocument();
});
