import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { rootStore } from '@bookshop/store';
import { aUser, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { flagUrl, LanguageChoice } from './language-choice';
import { PreferencesSelector } from './preferences-selector';

/** A tiny real API: records every call (preflights aside) and answers PUT /users/{id} with the updated user. */
interface Call {
  method: string;
  path: string;
  body: unknown;
  auth: string | undefined;
}
const calls: Call[] = [];
let api: FakeApi;

const user = aUser();

beforeAll(async () => {
  api = await startFakeApi(({ method, path, body, authorization }) => {
    calls.push({ method, path, body, auth: authorization });
    return { status: 200, body: { data: { ...user, ...(body as object) } } };
  });
});

afterAll(() => api.close());

beforeEach(() => {
  resetStore();
  calls.length = 0;
});

function renderSelector() {
  return render(
    <MemoryRouter>
      <PreferencesSelector idPrefix="top" />
      <Routes>
        <Route path="/contactus" element={<p>contact page</p>} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
}

const currencySelect = () => screen.getByRole('combobox', { name: /Devise|Currency/ });

describe('currency without a rate', () => {
  test('choosing USD opens the French blocked dialog with a link to /contactus and keeps euro', () => {
    renderSelector();
    fireEvent.change(currencySelect(), { target: { value: 'usd' } });

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Vous ne pouvez pas changer de devise. Veuillez contacter l’administration.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/contactus');
    expect(rootStore.getState().currency).toBe('eur');
    expect(currencySelect()).toHaveValue('eur');
  });

  test('in English the dialog says so and its Contact us link leads to the contact page', () => {
    rootStore.setState({ language: 'eng' });
    renderSelector();
    fireEvent.change(currencySelect(), { target: { value: 'usd' } });

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('You cannot change the currency. Please contact the administration.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Contact us' }));
    expect(screen.getByText('contact page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rootStore.getState().currency).toBe('eur');
  });
});

describe('currency with a rate', () => {
  test('a visitor switches to USD with no dialog and no call', async () => {
    rootStore.setState({ currencyRate: 1.08 });
    renderSelector();
    fireEvent.change(currencySelect(), { target: { value: 'usd' } });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rootStore.getState().currency).toBe('usd');
    expect(currencySelect()).toHaveValue('usd');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  test('a logged-in customer switches and PUT /users/{id} {currency: usd} reaches the server with the token', async () => {
    rootStore.setState({ currencyRate: 1.08, user, token: 'tok-7' });
    renderSelector();
    fireEvent.change(currencySelect(), { target: { value: 'usd' } });

    expect(rootStore.getState().currency).toBe('usd');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ method: 'PUT', path: '/users/7', body: { currency: 'usd' }, auth: 'Bearer tok-7' });
    await waitFor(() => expect(rootStore.getState().user?.currency).toBe('usd'));
  });
});

test('choosing English re-renders the selector in English and saves it on the user record', async () => {
  rootStore.setState({ user, token: 'tok-7' });
  renderSelector();
  const french = within(screen.getByRole('group', { name: 'Langue' }));
  expect(french.getByRole('radio', { name: 'Français' })).toBeChecked();
  await userEvent.setup().click(french.getByRole('radio', { name: 'English' }));
  // The choice shows at once; the page changes language once that is painted.
  expect(french.getByRole('radio', { name: 'English' })).toBeChecked();
  expect(rootStore.getState().language).toBe('fr');

  const english = within(await screen.findByRole('group', { name: 'Language' }));
  expect(english.getByRole('radio', { name: 'English' })).toBeChecked();
  expect(english.getByRole('radio', { name: 'Français' })).not.toBeChecked();
  expect(rootStore.getState().language).toBe('eng');
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]).toMatchObject({ method: 'PUT', path: '/users/7', body: { language: 'eng' } });
});

test('each language shows its flag beside its name, from the store’s own flags; the keyboard switches too', async () => {
  renderSelector();
  const group = screen.getByRole('group', { name: 'Langue' });
  // The flags are decorative: the name, always there as text, says which language it is.
  const flags = [...group.querySelectorAll('img')];
  expect(flags.map((flag) => [flag.getAttribute('src'), flag.getAttribute('alt'), flag.nextElementSibling?.textContent])).toEqual([
    ['/flags/fr.svg', '', 'Français'],
    ['/flags/gb.svg', '', 'English'],
  ]);
  expect(within(group).queryByRole('img')).toBeNull();
  expect(within(group).getByText('English')).toHaveAttribute('lang', 'en');

  const user = userEvent.setup();
  await user.tab();
  expect(within(group).getByRole('radio', { name: 'Français' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  await waitFor(() => expect(rootStore.getState().language).toBe('eng'));
  // In English, the same two names and flags.
  const english = screen.getByRole('group', { name: 'Language' });
  expect([...english.querySelectorAll('img')].map((flag) => flag.getAttribute('src'))).toEqual(['/flags/fr.svg', '/flags/gb.svg']);
  expect(within(english).getByRole('radio', { name: 'English' })).toBeChecked();
});

test('the flags are asked for at low priority, in the server’s HTML too: a book’s cover comes before them', () => {
  const html = renderToString(<LanguageChoice idPrefix="top-bar" />);
  expect(html.match(/<img[^>]*>/g)).toEqual([expect.stringContaining('fetchPriority="low"'), expect.stringContaining('fetchPriority="low"')]);
});

test('a flag’s address follows the configured base, with or without its final slash', () => {
  expect(flagUrl('fr')).toBe('/flags/fr.svg');
  expect(flagUrl('gb', 'https://flags.example.com/4x3')).toBe('https://flags.example.com/4x3/gb.svg');
  expect(flagUrl('gb', 'https://flags.example.com/4x3/')).toBe('https://flags.example.com/4x3/gb.svg');
});
