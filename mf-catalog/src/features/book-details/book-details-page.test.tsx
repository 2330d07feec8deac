import { act, screen, waitFor, within } from '@testing-library/react';
import type { Article } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { anArticle, fakeInView, renderRoute, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { bookDetailsLoader, BookDetailsPage } from './book-details-page';

/** The book page names the people, publisher and collection as links to their pages, and says when the book came out. */
const BOOK = anArticle({
  id: 12,
  designation: 'Les Misérables',
  dc_auteur: { id: 3, _nom: 'Victor Hugo' },
  dc_traducteur: { id: 9, _nom: 'Isabel Hapgood' },
  dc_editor: { id: 4, title: 'Éditions du Phare' },
  dc_collection: { id: 5, nom: 'Grands Textes illustrés', description: null },
  first_published_year: 1862,
  published_at: '2026-03-02T09:00:00.000Z',
  product_form: 'paperback',
  page_count: 1664,
  published_on: '2023-09-30',
  published_on_precision: 'month',
  categories: [
    { id: 1, _nom: 'Littérature', niveau: 1, b_usr_articletheme_id: null },
    { id: 2, _nom: 'Littérature française', niveau: 2, b_usr_articletheme_id: 1 },
  ],
});

/** Notre-Dame de Paris in French (20) and in English (21): one work, each edition's answer names the other. */
const NOTRE_DAME_FR = anArticle({
  id: 20,
  designation: 'Notre-Dame de Paris',
  _code_barre: '9782490512584',
  isbn_hyphenated: '978-2-490512-58-4',
  editions: [{ id: 21, designation: 'Notre-Dame de Paris', language: 'en' }],
});
const NOTRE_DAME_EN = anArticle({
  id: 21,
  designation: 'Notre-Dame de Paris',
  language: 'en',
  _code_barre: '9781803417097',
  isbn_hyphenated: '978-1-80341-709-7',
  editions: [{ id: 20, designation: 'Notre-Dame de Paris', language: 'fr' }],
});

/** A book of its own author and collection: the related lists this page asks for are told apart from other tests' late ones. */
const OTHER_BOOK = anArticle({ id: 13, designation: 'Quatrevingt-treize', dc_auteur: { id: 77, _nom: 'Victor Hugo' }, dc_collection: { id: 88, nom: 'Folio', description: null } });
/** A bookseller's pick, written in French only. */
const PICKED_BOOK = anArticle({
  id: 15,
  designation: 'Le Grand Meaulnes',
  pick: {
    bookseller: 'Margaux Roussel',
    location: { id: 1, name: 'Lumière Opéra' },
    note_fr: "Le roman de l'adolescence et du domaine perdu.",
    note_en: null,
    picked_on: '2026-11-20',
  },
  locations: [
    { location_id: 1, name: 'Lumière Opéra', copies: 3, ships_online: true },
    { location_id: 2, name: 'Lumière Bastille', copies: 0, ships_online: false },
  ],
});
/** An imported book: no weight in the trade's record. */
const WEIGHTLESS_BOOK = anArticle({ id: 14, designation: 'Carnets du large', _poids_net: 0 });

/** What the lists of related books answer (none, unless a test says otherwise). */
let related: Article[] = [];
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path === '/articles') return { status: 200, body: { data: related, total: related.length, page: 1, page_size: 7 } };
    if (call.path === '/articles/12') return { status: 200, body: { data: BOOK } };
    if (call.path === '/articles/13') return { status: 200, body: { data: OTHER_BOOK } };
    if (call.path === '/articles/14') return { status: 200, body: { data: WEIGHTLESS_BOOK } };
    if (call.path === '/articles/15') return { status: 200, body: { data: PICKED_BOOK } };
    if (call.path === '/articles/20') return { status: 200, body: { data: NOTRE_DAME_FR } };
    if (call.path === '/articles/21') return { status: 200, body: { data: NOTRE_DAME_EN } };
    return { status: 200, body: { data: [] } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  related = [];
  api.calls.length = 0;
});

const route = () => renderRoute({ path: '/bookdetails/:id', at: '/bookdetails/12', Component: BookDetailsPage, loader: bookDetailsLoader });

test('author, translator, publisher and collection lead to their pages; the first publication and the sale date show', async () => {
  route();
  expect(await screen.findByRole('heading', { level: 1, name: 'Les Misérables' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'de Victor Hugo' })).toHaveAttribute('href', '/collaborator/3/details');
  const facts = screen.getByRole('heading', { name: 'Caractéristiques' }).parentElement!;
  expect(within(facts).getByRole('link', { name: 'Victor Hugo' })).toHaveAttribute('href', '/collaborator/3/details');
  expect(within(facts).getByRole('link', { name: 'Isabel Hapgood' })).toHaveAttribute('href', '/collaborator/9/details');
  expect(within(facts).getByRole('link', { name: 'Tous les livres de Éditions du Phare' })).toHaveAttribute('href', '/books?publisher=4');
  expect(within(facts).getByRole('link', { name: 'Grands Textes illustrés' })).toHaveAttribute('href', '/collection-details/5');
  expect(within(facts).getByText('Première parution').nextElementSibling).toHaveTextContent('1862');
  expect(within(facts).getByText('En vente depuis le').nextElementSibling).toHaveTextContent('2 mars 2026');
  // What the trade's record says of the edition: its form, its pages, its publication (a month, as the record gave it).
  expect(within(facts).getByText('Format').nextElementSibling).toHaveTextContent('Broché');
  expect(within(facts).getByText('Pages').nextElementSibling).toHaveTextContent('1664');
  expect(within(facts).getByText('Parution').nextElementSibling).toHaveTextContent(/^septembre 2023$/);
});

test('in English the dates read in English', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  route();
  const facts = (await screen.findByRole('heading', { name: 'Details' })).parentElement!;
  expect(within(facts).getByText('First published').nextElementSibling).toHaveTextContent('1862');
  expect(within(facts).getByText('On sale since').nextElementSibling).toHaveTextContent('2 March 2026');
  expect(within(facts).getByRole('link', { name: 'Every book from Éditions du Phare' })).toBeInTheDocument();
  expect(within(facts).getByText('Format').nextElementSibling).toHaveTextContent('Paperback');
  expect(within(facts).getByText('Published').nextElementSibling).toHaveTextContent(/^September 2023$/);
});

test('a breadcrumb leads from the home page through the book’s category path to the book, loaded with the page', async () => {
  route();
  const nav = await screen.findByRole('navigation', { name: 'Fil d’Ariane' });
  expect(within(nav).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Accueil', 'Livres', 'Littérature', 'Littérature française', 'Les Misérables']);
  expect(within(nav).getByRole('link', { name: 'Littérature française' })).toHaveAttribute('href', '/books?category=2');
  expect(within(nav).getByText('Les Misérables')).toHaveAttribute('aria-current', 'page');
  // From the book's own answer: the page makes no other call for it.
  expect(api.calls.filter((call) => call.path.startsWith('/categories'))).toEqual([]);
  // Search engines get the same steps.
  const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
  const crumbs = structured.find((data) => data['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Accueil', 'Livres', 'Littérature', 'Littérature française', 'Les Misérables']);
});

test('in English the breadcrumb reads in English', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  route();
  const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(nav).getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/books');
});

const bookRoute = (id: number) => renderRoute({ path: '/bookdetails/:id', at: `/bookdetails/${id}`, Component: BookDetailsPage, loader: bookDetailsLoader });

test('the French edition leads to the English one ("Aussi en anglais"), from the book\'s own answer', async () => {
  bookRoute(20);
  const link = await screen.findByRole('link', { name: 'Aussi en anglais : Notre-Dame de Paris' });
  expect(link).toHaveAttribute('href', '/bookdetails/21');
  expect(link).toHaveAttribute('hreflang', 'en');
  expect(within(link).getByText('Notre-Dame de Paris')).toHaveAttribute('lang', 'en');
  // The loader's one book answer holds the editions: the other edition is never asked for.
  expect(api.calls.filter((call) => call.path === '/articles/20')).toHaveLength(1);
  expect(api.calls.filter((call) => call.path === '/articles/21')).toEqual([]);
});

test('in English, the English edition leads to the French one ("Also in French")', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  bookRoute(21);
  const link = await screen.findByRole('link', { name: 'Also in French: Notre-Dame de Paris' });
  expect(link).toHaveAttribute('href', '/bookdetails/20');
  expect(link).toHaveAttribute('hreflang', 'fr');
});

test('the other directions read right too: "Aussi en français" in French', async () => {
  bookRoute(21);
  expect(await screen.findByRole('link', { name: 'Aussi en français : Notre-Dame de Paris' })).toHaveAttribute('href', '/bookdetails/20');
});

test('the other directions read right too: "Also in English" in English', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  bookRoute(20);
  expect(await screen.findByRole('link', { name: 'Also in English: Notre-Dame de Paris' })).toHaveAttribute('href', '/bookdetails/21');
});

test('a book without a known form, pages or publication says none of them', async () => {
  renderRoute({ path: '/bookdetails/:id', at: '/bookdetails/13', Component: BookDetailsPage, loader: bookDetailsLoader });
  const facts = (await screen.findByRole('heading', { name: 'Caractéristiques' })).parentElement!;
  expect(within(facts).getByText('Poids')).toBeInTheDocument();
  for (const label of ['Format', 'Pages', 'Parution']) expect(within(facts).queryByText(label)).toBeNull();
});

test('an imported book without a weight does not say "0 g"', async () => {
  renderRoute({ path: '/bookdetails/:id', at: '/bookdetails/14', Component: BookDetailsPage, loader: bookDetailsLoader });
  const facts = (await screen.findByRole('heading', { name: 'Caractéristiques' })).parentElement!;
  expect(within(facts).queryByText('Poids')).toBeNull();
});

test('a book in no work names no other edition; the ISBN shows hyphenated as the API sends it', async () => {
  route();
  const facts = (await screen.findByRole('heading', { name: 'Caractéristiques' })).parentElement!;
  expect(within(facts).getByText('ISBN / EAN').nextElementSibling).toHaveTextContent('978-2-07-040922-8');
  expect(screen.queryByRole('link', { name: /^Aussi en/ })).toBeNull();
});

describe('the related books, below the book on every screen', () => {
  const inView = fakeInView();
  /** This page's calls for related books: by its author (77) or its collection (88). */
  const relatedCalls = () =>
    api.calls
      .filter((call) => call.path === '/articles')
      .map((call) => [call.query.get('collaborator_id'), call.query.get('collection_id')])
      .filter(([author, collection]) => author === '77' || collection === '88');

  test('are read once scrolled near, not with the page', async () => {
    related = [anArticle({ id: 30, designation: 'Les Contemplations' })];
    renderRoute({ path: '/bookdetails/:id', at: '/bookdetails/13', Component: BookDetailsPage, loader: bookDetailsLoader });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quatrevingt-treize' })).toBeInTheDocument();
    await waitFor(() => expect(inView.observed()).toHaveLength(1));
    expect(relatedCalls()).toEqual([]);

    inView.show(inView.observed()[0]!);
    const sameAuthor = await screen.findByRole('region', { name: 'Du même auteur' });
    expect(within(sameAuthor).getByRole('heading', { name: 'Les Contemplations' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Dans la même collection' })).toBeInTheDocument();
    expect(relatedCalls()).toEqual([
      ['77', null],
      [null, '88'],
    ]);
  });
});

test("a bookseller's pick shows with the page, signed with their name, shop and day; in English its French note is marked French", async () => {
  bookRoute(15);
  const pick = await screen.findByRole('region', { name: 'Le coup de cœur du libraire' });
  expect(within(pick).getByText("Le roman de l'adolescence et du domaine perdu.").closest('blockquote')).toHaveAttribute('lang', 'fr');
  expect(pick).toHaveTextContent('— Margaux Roussel, Lumière Opéra, le 20 novembre 2026');
  const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
  expect(jsonLd.review).toMatchObject({ '@type': 'Review', author: { name: 'Margaux Roussel' }, datePublished: '2026-11-20' });
});

test("in English a pick reads in English around the bookseller's French note", async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  bookRoute(15);
  const pick = await screen.findByRole('region', { name: "Our bookseller's pick" });
  expect(pick).toHaveTextContent('— Margaux Roussel, Lumière Opéra, 20 November 2026');
  expect(within(pick).getByText("Le roman de l'adolescence et du domaine perdu.").closest('blockquote')).toHaveAttribute('lang', 'fr');
});

test('a book without a pick shows none', async () => {
  bookRoute(14);
  expect(await screen.findByRole('heading', { level: 1, name: 'Carnets du large' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Le coup de cœur du libraire' })).toBeNull();
});

test('a shop of several bookshops says where the book is and where it is to order, in both languages', async () => {
  bookRoute(15);
  expect(await screen.findByText('En stock à Lumière Opéra (3), à commander à Lumière Bastille')).toBeInTheDocument();
  act(() => rootStore.getState().setLanguage('eng'));
  expect(await screen.findByText('In stock at Lumière Opéra (3); to order at Lumière Bastille')).toBeInTheDocument();
});

test('a shop of one bookshop, or a book of no shop, adds no line', async () => {
  bookRoute(14);
  expect(await screen.findByRole('heading', { level: 1, name: 'Carnets du large' })).toBeInTheDocument();
  expect(screen.queryByText(/En stock à|À commander à/)).toBeNull();
});
