import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ARTICLE_IMAGE_MAX_BYTES, type AdminArticle, type AdminArticleCreate, type AdminPreorder, type Category } from '@bookshop/contracts';
import { shopDay } from '@bookshop/i18n';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeAnswer, type FakeApi, type FakeCall } from '@bookshop/testing';
import { ToastHost } from '@bookshop/ui';
import { bookFormLoader, BookFormPage } from './book-form-page';

// The smallest valid PNG (1x1, transparent): what the server and the form's content check accept.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const category = (id: number, name: string, level: 1 | 2 | 3, parent: number | null): Category => ({
  id,
  _nom: name,
  niveau: level,
  b_usr_articletheme_id: parent,
  chemin: name,
});
const CATEGORIES = [
  category(20, 'Jeunesse', 1, null),
  category(10, 'Littérature', 1, null),
  category(11, 'Littérature française', 2, 10),
  category(12, 'Roman du XIXe siècle', 3, 11),
];

/** The book the fake API keeps (id 42), as the server answers it. */
const saved = (fields: Omit<AdminArticleCreate, 'published'>, extra: Partial<AdminArticle> = {}): AdminArticle => ({
  id: 42,
  ...fields,
  published_on: fields.published_on ?? null,
  last_restocked_on: fields.last_restocked_on ?? null,
  author_name: fields.author_id === 3 ? 'Victor Hugo' : null,
  published: false,
  published_at: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  images: [],
  cover_link: '/img/covers/42.svg?v=abc',
  stock_alerts_pending: 0,
  unpaid_held_copies: 0,
  // The fake keeps hyphenation out of it (the API's range table): the digits as they are.
  ean_hyphenated: fields.ean,
  ...extra,
});

const EXISTING = saved({
  title: 'Les Misérables',
  description_html: '<p>Jean Valjean</p>',
  ean: '9782070409228',
  language: 'fr',
  collection_id: 8,
  author_id: 3,
  publisher_id: 5,
  translator_id: null,
  illustrator_id: null,
  category_ids: [12],
  price_ht_cents: 948,
  price_ttc_cents: 1000,
  weight_grams: 300,
  discount_percent: 0,
  stock: 5,
  first_published_year: 1862,
});

let book: AdminArticle | null;
/** What the next create or save answers instead, when set. */
let refusal: FakeAnswer | null;
let nextImageId: number;
/** The orders waiting for copies of book 42, call after call (the last one again when they run out). */
let preorders: AdminPreorder[][];
/** The stock the server answers after a save (copies set aside for pre-orders), when set. */
let stockAfterSave: number | null;
let api: FakeApi;

function handle(call: FakeCall): FakeAnswer {
  if (call.path === '/collaborators') {
    return { status: 200, body: { data: [{ id: 3, _nom: 'Victor Hugo', biography: null, roles: ['author'] }, { id: 4, _nom: 'Gustave Doré', biography: null, roles: [] }] } };
  }
  if (call.path === '/collections') return { status: 200, body: { data: [{ id: 8, nom: 'Classiques Lumière', description: null }] } };
  if (call.path === '/publishers') return { status: 200, body: { data: [{ id: 5, title: 'Éditions du Phare' }] } };
  if (call.path === '/categories') return { status: 200, body: CATEGORIES };
  if (call.path === '/admin/articles' && call.method === 'POST') {
    if (refusal) return refusal;
    const { published, ...fields } = call.body as AdminArticleCreate;
    book = saved(fields, { published: Boolean(published) });
    return { status: 201, body: { data: book } };
  }
  // The form's other editions (book-editions.test.tsx tests them) and its pick (book-pick.test.tsx): none here.
  if (call.path === '/admin/articles/42/editions' && call.method === 'GET') return { status: 200, body: { data: [] } };
  if (call.path === '/admin/articles/42/pick' && call.method === 'GET') return { status: 200, body: { data: null } };
  if (call.path === '/locations') return { status: 200, body: { data: [] } };
  // Its copies by location (book-location-stock.test.tsx tests the section): the online location's are its stock.
  if (book && call.path === '/admin/articles/42/location-stock' && call.method === 'GET') {
    return {
      status: 200,
      body: {
        data: [
          { location_id: 1, name: 'Lumière Opéra', copies: book.stock, ships_online: true },
          { location_id: 2, name: 'Lumière Bastille', copies: 2, ships_online: false },
        ],
      },
    };
  }
  if (call.path === '/admin/articles/42/preorders' && call.method === 'GET') {
    return { status: 200, body: { data: preorders.length > 1 ? preorders.shift() : preorders[0] } };
  }
  if (!book || !call.path.startsWith('/admin/articles/42')) return apiError(404, 'not_found', 'Article not found.');
  const rest = call.path.slice('/admin/articles/42'.length);
  if (rest === '' && call.method === 'GET') return { status: 200, body: { data: book } };
  if (rest === '' && call.method === 'PUT') {
    if (refusal) return refusal;
    // The server keeps only safe formatting of the description.
    const fields = call.body as AdminArticle;
    book = { ...book, ...fields, description_html: fields.description_html.replace(/<script>.*?<\/script>/g, '') };
    // What copies orders waiting for the book took, when the test says so.
    if (stockAfterSave !== null) book = { ...book, stock: stockAfterSave };
    return { status: 200, body: { data: book } };
  }
  if (rest === '/publish' || rest === '/unpublish') {
    book = { ...book, published: rest === '/publish' };
    return { status: 200, body: { data: book } };
  }
  if (rest === '/images' && call.method === 'POST') {
    const id = nextImageId++;
    book = { ...book, images: [...book.images, { id, link: `/img/books/${id + 100}` }] };
    book.cover_link = book.images[0]?.link ?? book.cover_link;
    return { status: 201, body: { data: book } };
  }
  if (rest === '/images/order' && call.method === 'PUT') {
    const order = (call.body as { image_ids: number[] }).image_ids;
    const images = book.images;
    book = { ...book, images: order.map((id) => images.find((image) => image.id === id) as AdminArticle['images'][number]) };
    return { status: 200, body: { data: book } };
  }
  const removed = /^\/images\/(\d+)$/.exec(rest);
  if (removed && call.method === 'DELETE') {
    book = { ...book, images: book.images.filter((image) => image.id !== Number(removed[1])) };
    return { status: 200, body: { data: book } };
  }
  return apiError(404, 'not_found', 'No route');
}

beforeAll(async () => {
  api = await startFakeApi(handle);
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ role: 'admin' }), token: 'tok-admin' });
  api.calls.length = 0;
  book = null;
  refusal = null;
  nextImageId = 1;
  preorders = [[]];
  stockAfterSave = null;
});

/** The form at `path`, as the shell routes it (one route, `new` for a new book), its loader reading first. */
function renderForm(path: string) {
  renderRoutes(
    [
      { path: '/admin-panel/books/:id', Component: BookFormPage, loader: bookFormLoader },
      { path: '/admin-panel/books', element: <p>Book list</p> },
    ],
    path,
    <ToastHost />,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const calls = (method: string, path: string) => api.calls.filter((call) => call.method === method && call.path === path);
/** The error text tied to a control for screen readers (aria-describedby). */
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('field__error'))?.textContent ?? null;

async function fillNewBook() {
  renderForm('/admin-panel/books/new');
  expect(await screen.findByRole('heading', { name: 'Nouveau livre' })).toBeInTheDocument();
  // The pickers fill from the shop's lists.
  await screen.findByRole('option', { name: 'Éditions du Phare' });
  type('Titre (désignation)', '  Quatrevingt-treize ');
  type('ISBN / EAN-13', '978-2-07-041234-1');
  type('Année de première parution', '1874');
  type('Auteur', '3');
  type('Illustrateur', '4');
  type('Éditeur', '5');
  type('Collection', '8');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Roman du XIXe siècle' }));
  type('Prix public HT (€)', '12,80');
  type('Prix public TTC (€)', '13.50');
  type('Remise (%)', '5');
  type('Poids (grammes)', '420');
  type('Stock (exemplaires)', '7');
}

test('creates a book with every field, prices typed in euros sent in cents, then opens it for editing', async () => {
  await fillNewBook();
  expect(screen.getByText('Créez d’abord le livre : les images s’ajoutent ensuite.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Publier dès l’enregistrement' }));
  fireEvent.click(screen.getByRole('button', { name: 'Créer le livre' }));

  expect(await screen.findByRole('heading', { name: 'Modifier « Quatrevingt-treize »' })).toBeInTheDocument();
  expect(calls('POST', '/admin/articles').map((call) => call.body)).toEqual([
    {
      title: 'Quatrevingt-treize',
      description_html: '',
      ean: '9782070412341',
      language: 'fr',
      collection_id: 8,
      author_id: 3,
      publisher_id: 5,
      translator_id: null,
      illustrator_id: 4,
      category_ids: [12],
      price_ht_cents: 1280,
      price_ttc_cents: 1350,
      weight_grams: 420,
      discount_percent: 5,
      stock: 7,
      first_published_year: 1874,
      published_on: null,
      last_restocked_on: null,
      published: true,
    },
  ]);
  expect(calls('POST', '/admin/articles')[0]?.authorization).toBe('Bearer tok-admin');
  // The edit page shows what the server answered.
  expect(screen.getByLabelText('Prix public TTC (€)')).toHaveValue('13,50');
  expect(await screen.findByLabelText('Auteur')).toHaveValue('3');
  expect(screen.getByText('Publié : visible dans la boutique.')).toBeInTheDocument();
  expect(await screen.findByText('Livre créé')).toBeInTheDocument();
});

test('checks the EAN check digit, the prices and the numbers before sending anything, next to each field', async () => {
  await fillNewBook();
  type('ISBN / EAN-13', '9782070412342');
  type('Prix public TTC (€)', '12,79');
  type('Stock (exemplaires)', '-1');
  type('Remise (%)', '120');
  type('Prix public HT (€)', '12,805');
  fireEvent.click(screen.getByRole('button', { name: 'Créer le livre' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Corrigez les champs signalés.');
  expect(errorOf(screen.getByLabelText('ISBN / EAN-13'))).toBe('EAN-13 invalide : 13 chiffres dont le dernier est la clé de contrôle.');
  expect(screen.getByLabelText('ISBN / EAN-13')).toHaveAttribute('aria-invalid', 'true');
  expect(errorOf(screen.getByLabelText('Prix public HT (€)'))).toBe('Montant en euros attendu, 2 décimales au plus (par exemple 12,90).');
  expect(errorOf(screen.getByLabelText('Stock (exemplaires)'))).toBe('Nombre entier d’exemplaires, 0 ou plus.');
  expect(errorOf(screen.getByLabelText('Remise (%)'))).toBe('Nombre entier de 0 à 100 attendu.');
  expect(errorOf(screen.getByLabelText('Titre (désignation)'))).toBeNull();

  type('Prix public HT (€)', '12,80');
  fireEvent.click(screen.getByRole('button', { name: 'Créer le livre' }));
  await waitFor(() => expect(errorOf(screen.getByLabelText('Prix public TTC (€)'))).toBe('Le prix TTC ne peut pas être inférieur au prix HT.'));
  expect(calls('POST', '/admin/articles')).toEqual([]);
});

test('shows a server refusal next to its field, in the admin\'s language', async () => {
  rootStore.setState({ language: 'eng' });
  refusal = apiError(409, 'ean_taken', 'Another book of the shop has this EAN.', 'ean');
  renderForm('/admin-panel/books/new');
  await screen.findByRole('option', { name: 'Éditions du Phare' });
  type('Title (designation)', 'Quatrevingt-treize');
  type('ISBN / EAN-13', '9782070409228');
  type('Public price excl. tax (€)', '10');
  type('Public price incl. tax (€)', '10.55');
  fireEvent.click(screen.getByRole('button', { name: 'Create the book' }));

  await waitFor(() => expect(errorOf(screen.getByLabelText('ISBN / EAN-13'))).toBe('Another book of the shop already has this EAN.'));
  expect(screen.getByRole('heading', { name: 'New book' })).toBeInTheDocument();

  refusal = apiError(400, 'validation_error', 'No such collaborator in this shop.', 'author_id');
  fireEvent.click(screen.getByRole('button', { name: 'Create the book' }));
  await waitFor(() => expect(errorOf(screen.getByLabelText('Author'))).toBe('This choice no longer exists: reload the page.'));
  expect(errorOf(screen.getByLabelText('ISBN / EAN-13'))).toBeNull();
});

/** The shop's calendar day `days` from today, as a date input holds it. */
const day = (days: number) => shopDay(new Date(Date.now() + days * 86_400_000));

describe('the loi Lang in the book form', () => {
  test('refuses more than 5 % off a recent book before sending, naming the rule; an old, long unrestocked one may have more', async () => {
    await fillNewBook();
    type('Stock (exemplaires)', '0');
    type('Date de parution de cette édition', day(-100));
    type('Remise (%)', '10');
    expect(screen.getByText('Appliquée au prix TTC. Loi Lang : 5 % au plus pour ce livre.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Créer le livre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Corrigez les champs signalés.');
    expect(errorOf(screen.getByLabelText('Remise (%)'))).toBe(
      'Loi Lang (prix unique du livre) : 5 % de remise au plus sur le prix public, sauf pour une édition parue il y a plus de deux ans et non réapprovisionnée depuis plus de six mois.',
    );
    expect(calls('POST', '/admin/articles')).toEqual([]);

    // An edition three years old, last restocked ten months ago, no copies added: the discount is free.
    type('Date de parution de cette édition', day(-1100));
    type('Dernier réapprovisionnement', day(-300));
    expect(screen.getByText(/Loi Lang : édition de plus de deux ans/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Créer le livre' }));
    await waitFor(() => expect(calls('POST', '/admin/articles')).toHaveLength(1));
    expect(calls('POST', '/admin/articles')[0]?.body).toMatchObject({ discount_percent: 10, stock: 0, published_on: day(-1100), last_restocked_on: day(-300) });
  });

  test('adding copies to an exempt book is a restock: its larger discount is refused, saying why (English)', async () => {
    rootStore.setState({ language: 'eng' });
    book = { ...EXISTING, discount_percent: 30, published_on: day(-1100), last_restocked_on: day(-300) };
    renderForm('/admin-panel/books/42');
    expect(await screen.findByLabelText('Publication date of this edition')).toHaveValue(day(-1100));
    expect(screen.getByLabelText('Last restock')).toHaveValue(day(-300));
    type('Stock (copies)', '12');
    expect(screen.getByText('Taken off the price including tax. Loi Lang: 5% at most for this book.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Discount (%)'))).toBe(
        'Loi Lang (French fixed book price law): adding stock is a restock, dated today; the discount is then limited to 5% of the public price.',
      ),
    );
    expect(calls('PUT', '/admin/articles/42')).toEqual([]);
  });

  test('shows the server\'s loi Lang refusal next to the discount, and a restock date after today next to its field', async () => {
    rootStore.setState({ language: 'eng' });
    book = { ...EXISTING, discount_percent: 5, published_on: day(-1100), last_restocked_on: day(-300) };
    renderForm('/admin-panel/books/42');
    await screen.findByLabelText('Last restock');
    type('Last restock', day(2));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Last restock'))).toBe('A real date, today at the latest, or leave it empty.'));

    // Restocked since the page was loaded, say: the server refuses what the form allowed.
    type('Last restock', day(-300));
    type('Discount (%)', '20');
    refusal = apiError(400, 'book_discount_law', 'Loi Lang (French book law): at most 5 % off the public price…', 'discount_percent');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Discount (%)'))).toBe(
        'Loi Lang (French fixed book price law): at most 5% off the public price, unless this edition came out more than two years ago and was last restocked more than six months ago.',
      ),
    );
  });
});

test('edits a saved book: fields filled from the server, every field sent back, the saved text shown', async () => {
  book = EXISTING;
  renderForm('/admin-panel/books/42');
  expect(await screen.findByRole('heading', { name: 'Modifier « Les Misérables »' })).toBeInTheDocument();
  await screen.findByRole('option', { name: 'Éditions du Phare' });
  expect(screen.getByLabelText('Prix public HT (€)')).toHaveValue('9,48');
  expect(screen.getByLabelText('ISBN / EAN-13')).toHaveValue('9782070409228');
  expect(screen.getByLabelText('Collection')).toHaveValue('8');
  expect(screen.getByRole('checkbox', { name: 'Roman du XIXe siècle' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Littérature' })).not.toBeChecked();
  expect(screen.queryByRole('checkbox', { name: 'Publier dès l’enregistrement' })).not.toBeInTheDocument();

  type('Stock (exemplaires)', '0');
  type('Description', '<p>Jean Valjean<script>alert(1)</script></p>');
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

  await waitFor(() => expect(calls('PUT', '/admin/articles/42')).toHaveLength(1));
  const sent = calls('PUT', '/admin/articles/42')[0]?.body as Record<string, unknown>;
  expect(sent).toMatchObject({ stock: 0, price_ht_cents: 948, price_ttc_cents: 1000, category_ids: [12], author_id: 3, first_published_year: 1862 });
  expect(sent).not.toHaveProperty('published');
  await waitFor(() => expect(screen.getByLabelText('Description')).toHaveValue('<p>Jean Valjean</p>'));
});

test('a book restocked today in Paris saves from a browser whose own day is still yesterday', async () => {
  // 23:30 UTC on 26 November: already the 27th in Paris, where the API dated the restock, but the 26th in New York.
  const zone = process.env.TZ;
  process.env.TZ = 'America/New_York';
  jest.useFakeTimers({ now: new Date('2026-11-26T23:30:00Z'), doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'performance'] });
  try {
    book = { ...EXISTING, last_restocked_on: '2026-11-27' };
    renderForm('/admin-panel/books/42');
    await screen.findByRole('option', { name: 'Éditions du Phare' });
    expect(screen.getByLabelText('Dernier réapprovisionnement')).toHaveValue('2026-11-27');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls('PUT', '/admin/articles/42')).toHaveLength(1));
    expect(calls('PUT', '/admin/articles/42')[0]?.body).toMatchObject({ last_restocked_on: '2026-11-27' });
  } finally {
    jest.useRealTimers();
    process.env.TZ = zone;
  }
});

test('says how many customers wait for a book out of stock, in French and English; nothing when nobody does', async () => {
  book = { ...EXISTING, stock: 0, stock_alerts_pending: 2 };
  renderForm('/admin-panel/books/42');
  expect(
    await screen.findByText('2 clients attendent son retour en stock : chacun recevra un email, une seule fois, dès que le stock passera au-dessus de 0.'),
  ).toBeInTheDocument();

  cleanup();
  book = { ...EXISTING, stock: 0, stock_alerts_pending: 0 };
  renderForm('/admin-panel/books/42');
  await screen.findByRole('heading', { name: 'Modifier « Les Misérables »' });
  expect(screen.queryByText(/son retour en stock/)).not.toBeInTheDocument();

  cleanup();
  rootStore.setState({ language: 'eng' });
  book = { ...EXISTING, stock: 0, stock_alerts_pending: 1 };
  renderForm('/admin-panel/books/42');
  expect(
    await screen.findByText('1 customer is waiting for it to be back in stock: they get one email as soon as the stock is above 0.'),
  ).toBeInTheDocument();
});

test('says how many copies unpaid orders hold, in French and English', async () => {
  book = { ...EXISTING, stock: 4, unpaid_held_copies: 3 };
  renderForm('/admin-panel/books/42');
  expect(await screen.findByText('Exemplaires réservés (commandes impayées) : 3')).toBeInTheDocument();
  expect(screen.getByText('Déjà retirés du stock ci-dessus : ils y reviennent si ces commandes expirent ou sont annulées.')).toBeInTheDocument();

  cleanup();
  rootStore.setState({ language: 'eng' });
  book = { ...EXISTING, stock: 4, unpaid_held_copies: 0 };
  renderForm('/admin-panel/books/42');
  expect(await screen.findByText('Copies held by unpaid orders: 0')).toBeInTheDocument();
});

test('lists the orders waiting for a forthcoming book, oldest first, and reads them again after a save that adds copies', async () => {
  const waiting = (email: string, awaited: number, number: string): AdminPreorder => ({
    order_number: number,
    status: 'paid',
    email,
    ordered_at: '2026-11-20T10:00:00.000Z',
    quantity: 2,
    awaited,
  });
  book = { ...EXISTING, stock: 0 };
  preorders = [[waiting('first@example.fr', 2, 'AAAA-BBBB-CCCC'), waiting('second@example.fr', 1, 'DDDD-EEEE-FFFF')], [waiting('second@example.fr', 1, 'DDDD-EEEE-FFFF')]];
  renderForm('/admin-panel/books/42');
  const section = await screen.findByRole('region', { name: 'Précommandes' });
  expect(within(section).getByText(/2 commande\(s\) attendent 3 exemplaire\(s\)/)).toBeInTheDocument();
  expect(within(section).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
    expect.stringContaining('first@example.fr'),
    expect.stringContaining('second@example.fr'),
  ]);
  expect(within(section).getByRole('link', { name: 'AAAA-BBBB-CCCC' })).toHaveAttribute('href', '/admin-panel/orders/AAAA-BBBB-CCCC');

  // Two copies received: both go to the first order (the server answers a stock of 0), the list read again shows the
  // second only, and staff are told where the copies went.
  stockAfterSave = 0;
  type('Stock (exemplaires)', '2');
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(within(section).queryByText('first@example.fr')).not.toBeInTheDocument());
  expect(within(section).getByText('second@example.fr')).toBeInTheDocument();
  expect(await screen.findByText('2 exemplaire(s) attribué(s) aux précommandes : le stock affiché est ce qui reste en vente.')).toBeInTheDocument();
  expect(screen.getByLabelText('Stock (exemplaires)')).toHaveValue('0');
});

test('the stock by bookshop shows the book\'s stock at the online bookshop, read again once the book is saved; a new book has none', async () => {
  book = EXISTING;
  renderForm('/admin-panel/books/42');
  const section = await screen.findByRole('region', { name: 'Stock par librairie' });
  expect(await within(section).findByText('5 exemplaires')).toBeInTheDocument();
  expect(within(section).getByLabelText('Exemplaires à Lumière Bastille')).toHaveValue(2);
  type('Stock (exemplaires)', '9');
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await within(section).findByText('9 exemplaires')).toBeInTheDocument();
  cleanup();

  renderForm('/admin-panel/books/new');
  expect(await screen.findByRole('heading', { name: 'Nouveau livre' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Stock par librairie' })).not.toBeInTheDocument();
  expect(api.calls.filter((call) => call.path.endsWith('/location-stock'))).toHaveLength(2);
});

test('a book nobody waits for has no pre-orders section', async () => {
  book = EXISTING;
  renderForm('/admin-panel/books/42');
  await screen.findByRole('heading', { name: 'Modifier « Les Misérables »' });
  expect(screen.queryByRole('region', { name: 'Précommandes' })).not.toBeInTheDocument();
});

test('publishes and withdraws a saved book', async () => {
  book = EXISTING;
  renderForm('/admin-panel/books/42');
  expect(await screen.findByText('Non publié : invisible dans la boutique.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
  expect(await screen.findByText('Publié : visible dans la boutique.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Retirer de la vente' }));
  expect(await screen.findByText('Non publié : invisible dans la boutique.')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/admin/articles/42/publish', '/admin/articles/42/unpublish']);
});

test('a book that does not exist says so', async () => {
  renderForm('/admin-panel/books/77');
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce livre n’existe pas dans la boutique.');
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Retour aux livres' })).toHaveAttribute('href', '/admin-panel/books');
});

describe('the description', () => {
  beforeEach(() => {
    book = { ...EXISTING, description_html: 'Un roman fleuve' };
  });

  it('wraps the selection in tags from the toolbar and from Ctrl+I, keeping the text selected', async () => {
    renderForm('/admin-panel/books/42');
    const area = (await screen.findByLabelText('Description')) as HTMLTextAreaElement;
    area.setSelectionRange(3, 8);
    fireEvent.click(within(screen.getByRole('toolbar', { name: 'Mise en forme de la description' })).getByRole('button', { name: 'Gras' }));
    expect(area).toHaveValue('Un <strong>roman</strong> fleuve');
    expect([area.selectionStart, area.selectionEnd]).toEqual([11, 16]);
    expect(area).toHaveFocus();

    area.setSelectionRange(26, 32);
    fireEvent.keyDown(area, { key: 'i', ctrlKey: true });
    expect(area).toHaveValue('Un <strong>roman</strong> <em>fleuve</em>');
  });

  it('makes the selected lines a bulleted list', async () => {
    book = { ...EXISTING, description_html: 'Tome 1\nTome 2' };
    renderForm('/admin-panel/books/42');
    const area = (await screen.findByLabelText('Description')) as HTMLTextAreaElement;
    area.setSelectionRange(0, area.value.length);
    fireEvent.click(screen.getByRole('button', { name: 'Liste à puces' }));
    expect(area).toHaveValue('<ul>\n<li>Tome 1</li>\n<li>Tome 2</li>\n</ul>');
  });

  it('previews what the shop will show: formatting kept, code and other tags left out', async () => {
    renderForm('/admin-panel/books/42');
    await screen.findByLabelText('Description');
    type('Description', '<p onclick="steal()">Un <em>roman</em><script>alert(1)</script><img src="x" onerror="alert(2)"> <a href="javascript:x">fleuve</a></p>');
    const preview = screen.getByRole('region', { name: 'Aperçu, tel que la boutique l’affichera' });
    expect(preview.querySelector('p')?.outerHTML).toBe('<p>Un <em>roman</em> fleuve</p>');
    expect(preview.querySelector('script, img, a, [onclick]')).toBeNull();
  });
});

describe('the images', () => {
  beforeEach(() => {
    book = EXISTING;
  });
  const choose = (file: File) => fireEvent.change(screen.getByLabelText('Ajouter une image'), { target: { files: [file] } });

  it('uploads an image checked by its bytes, with the type they show, and makes it the cover', async () => {
    renderForm('/admin-panel/books/42');
    expect(await screen.findByText('Aucune image : la boutique montre la couverture générée.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Couverture générée de « Les Misérables »' })).toHaveAttribute('src', '/img/covers/42.svg?v=abc');
    // Named and declared as a JPEG, but a PNG: sent as what it is.
    choose(new File([png], 'cover.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByRole('img', { name: 'Image 1 de « Les Misérables »' })).toHaveAttribute('src', '/img/books/101');
    expect(screen.getByText('Couverture')).toBeInTheDocument();
    const [upload] = calls('POST', '/admin/articles/42/images');
    expect(upload?.headers['content-type']).toBe('image/png');
    expect((upload?.body as Buffer).equals(png)).toBe(true);
  });

  it('refuses a file that is not an image, or above 2 MB, before sending it', async () => {
    renderForm('/admin-panel/books/42');
    await screen.findByLabelText('Ajouter une image');
    choose(new File(['<svg onload="alert(1)"/>'], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('L’image doit être un fichier PNG, JPEG ou WebP.');
    choose(new File([png, new Uint8Array(ARTICLE_IMAGE_MAX_BYTES)], 'huge.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('L’image doit faire 2 Mo au plus.'));
    expect(calls('POST', '/admin/articles/42/images')).toEqual([]);
  });

  it('shows the server\'s refusal of an upload', async () => {
    renderForm('/admin-panel/books/42');
    await screen.findByLabelText('Ajouter une image');
    book = null;
    choose(new File([png], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('L’image n’a pas pu être enregistrée. Veuillez réessayer.');
  });

  it('moves and removes images from the keyboard, the focus staying on a control', async () => {
    book = { ...EXISTING, images: [{ id: 1, link: '/img/books/101' }, { id: 2, link: '/img/books/102' }], cover_link: '/img/books/101' };
    renderForm('/admin-panel/books/42');
    const later = await screen.findByRole('button', { name: 'Reculer l’image 1' });
    expect(screen.getByRole('button', { name: 'Avancer l’image 1' })).toBeDisabled();
    later.focus();
    fireEvent.click(later);

    await waitFor(() => expect(screen.getByRole('img', { name: 'Image 1 de « Les Misérables »' })).toHaveAttribute('src', '/img/books/102'));
    expect(calls('PUT', '/admin/articles/42/images/order').map((call) => call.body)).toEqual([{ image_ids: [2, 1] }]);
    // The moved image is now last: its "later" button is disabled, so its "earlier" one has the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Avancer l’image 2' })).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer l’image 1' }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Image \d/ })).toHaveLength(1));
    expect(calls('DELETE', '/admin/articles/42/images/2')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Image 1 de « Les Misérables »' })).toHaveAttribute('src', '/img/books/101');
    await waitFor(() => expect(screen.getByLabelText('Ajouter une image')).toHaveFocus());
  });
});
