import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider, useLoaderData } from 'react-router-dom';
import { rootStore } from '@bookshop/store';
import { aUser, resetStore } from '@bookshop/testing';
import { pageRoute, type PageModule, type RouteSide } from './route-objects';
import type { RouteDeclaration } from '@bookshop/contracts';

const profile: RouteDeclaration = { path: '/accountprofile', module: 'account/profile-page', requiresLogin: true };
const loader = jest.fn(async () => ({ addresses: 3 }));
const profileModule: PageModule = {
  default: function Profile() {
    const { addresses } = useLoaderData<{ addresses: number }>();
    return <h1>Mon profil, avec mes {addresses} adresses</h1>;
  },
  loader,
  Skeleton: () => <h1>Mon profil</h1>,
};

function routesOf(side: RouteSide, entry: RouteDeclaration, page: PageModule) {
  return [
    { path: entry.path, ...pageRoute(page, entry, side) },
    { path: '/login', Component: () => <p>login page</p> },
  ];
}

async function serverHtml(entry: RouteDeclaration, page: PageModule): Promise<string> {
  const handler = createStaticHandler(routesOf('server', entry, page));
  const context = await handler.query(new Request(`http://shop.test${entry.path}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

/** A page rendered in the browser alone: nothing to hydrate. */
const inBrowser: RouteSide = { hydrated: Promise.resolve() };

function openInBrowser(entry: RouteDeclaration, page: PageModule) {
  return render(<RouterProvider router={createMemoryRouter(routesOf(inBrowser, entry, page), { initialEntries: [entry.path] })} />);
}

beforeEach(() => {
  resetStore({ isCompareEnabled: true });
  loader.mockClear();
});

test("the server renders the skeleton of a shopper's own page and reads none of its data, logged in or not", async () => {
  rootStore.setState({ user: aUser(), token: 'tok-7' });
  const html = await serverHtml(profile, profileModule);
  expect(html).toContain('<h1>Mon profil</h1>');
  expect(html).not.toContain('adresses');
  expect(loader).not.toHaveBeenCalled();
});

test('in the browser the page reads its data through its loader, with the skeleton meanwhile, then shows it', async () => {
  rootStore.setState({ user: aUser(), token: 'tok-7' });
  openInBrowser(profile, profileModule);
  expect(screen.getByRole('heading', { name: 'Mon profil' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Mon profil, avec mes 3 adresses' })).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(1);
});

test('a logged-out shopper goes to the login page, and nothing is read for them', async () => {
  openInBrowser(profile, profileModule);
  expect(await screen.findByText('login page')).toBeInTheDocument();
  expect(loader).not.toHaveBeenCalled();
});

test('a page whose feature is off is the 404 page, on the server and in the browser', async () => {
  resetStore({ isCompareEnabled: false });
  rootStore.setState({ user: aUser(), token: 'tok-7' });
  const compare: RouteDeclaration = { path: '/compare', module: 'catalog/compare-page', requiresLogin: true, feature: 'compare' };
  expect(await serverHtml(compare, profileModule)).not.toContain('Mon profil');
  openInBrowser(compare, profileModule);
  expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Mon profil');
});

test('a page that needs no login is shown to anyone; without a skeleton the server renders a spinner', async () => {
  const cart: RouteDeclaration = { path: '/cart', module: 'cart/cart-page' };
  const cartModule: PageModule = { default: () => <h1>Mon panier</h1> };
  expect(await serverHtml(cart, cartModule)).toContain('bk-page-loading');
  openInBrowser(cart, cartModule);
  expect(await screen.findByRole('heading', { name: 'Mon panier' })).toBeInTheDocument();
});

test("hydrating a shopper's own page draws its skeleton where the server did, even when its loader has nothing to read", async () => {
  const cart: RouteDeclaration = { path: '/cart', module: 'cart/cart-page' };
  const cartModule: PageModule = { default: () => <h1>Mon panier, 2 livres</h1>, Skeleton: () => <h1>Mon panier</h1> };
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(cart, cartModule);
  document.body.append(container);
  let markHydrated: () => void = () => undefined;
  const hydrated = new Promise<void>((resolve) => {
    markHydrated = resolve;
  });
  const HydrationDone = () => {
    useEffect(markHydrated, []);
    return null;
  };
  const router = createMemoryRouter(routesOf({ hydrated }, cart, cartModule), { initialEntries: ['/cart'] });
  // As in the shell's start: a task passes between making the router (its loaders start) and hydrating.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <>
        <RouterProvider router={router} />
        <HydrationDone />
      </>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  expect(mismatches).toEqual([]);
  expect(await screen.findByRole('heading', { name: 'Mon panier, 2 livres' })).toBeInTheDocument();
  container.remove();
});

test("a page that is its own skeleton keeps the heading the server drew once its data is in (the page's largest paint stays the server's)", async () => {
  rootStore.setState({ user: aUser(), token: 'tok-7' });
  function Profile() {
    const data = useLoaderData<{ addresses: number } | undefined>();
    return (
      <section>
        <h1>Mon profil</h1>
        <p>{data ? `${data.addresses} adresses` : 'chargement'}</p>
      </section>
    );
  }
  const page: PageModule = { default: Profile, Skeleton: Profile, loader };
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(profile, page);
  document.body.append(container);
  const drawnByServer = container.querySelector('h1');
  const router = createMemoryRouter(routesOf({ hydrated: Promise.resolve() }, profile, page), { initialEntries: [profile.path] });
  await act(async () => {
    hydrateRoot(container, <RouterProvider router={router} />);
  });
  expect(await screen.findByText('3 adresses')).toBeInTheDocument();
  expect(container.querySelector('h1')).toBe(drawnByServer);
  container.remove();
});
