import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { rootStore } from '@bookshop/store';
import { anArticle, resetStore } from '@bookshop/testing';
import { bookCategoryPath, Breadcrumb, breadcrumbJsonLd } from './breadcrumb';

const PATH = [
  { id: 1, _nom: 'Littérature' },
  { id: 2, _nom: 'Littérature française' },
  { id: 4, _nom: 'Roman du XIXe siècle' },
];

beforeEach(() => resetStore());

const crumbs = (current?: { name: string; to: string }) =>
  render(
    <MemoryRouter>
      <Breadcrumb path={PATH} current={current} />
    </MemoryRouter>,
  );

/** The JSON-LD the page carries for search engines, as [position, name, address]. */
const jsonLdSteps = (container: HTMLElement) => {
  const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
  expect(data['@type']).toBe('BreadcrumbList');
  return (data.itemListElement as Array<{ position: number; name: string; item: string }>).map((item) => [item.position, item.name, item.item]);
};

test('a book page: home, books, each category of the path as a link to its list, then the book, marked as the page', () => {
  const { container } = crumbs({ name: 'Les Misérables', to: '/bookdetails/12' });
  const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
  const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['Accueil', 'Livres', 'Littérature', 'Littérature française', 'Roman du XIXe siècle', 'Les Misérables']);
  expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
  expect(within(nav).getByRole('link', { name: 'Livres' })).toHaveAttribute('href', '/books');
  expect(within(nav).getByRole('link', { name: 'Littérature' })).toHaveAttribute('href', '/books?category=1');
  expect(within(nav).getByRole('link', { name: 'Roman du XIXe siècle' })).toHaveAttribute('href', '/books?category=4');
  expect(within(nav).queryByRole('link', { name: 'Les Misérables' })).toBeNull();
  expect(within(nav).getByText('Les Misérables')).toHaveAttribute('aria-current', 'page');
  // Search engines read the very same steps.
  expect(jsonLdSteps(container)).toEqual([
    [1, 'Accueil', 'http://localhost/'],
    [2, 'Livres', 'http://localhost/books'],
    [3, 'Littérature', 'http://localhost/books?category=1'],
    [4, 'Littérature française', 'http://localhost/books?category=2'],
    [5, 'Roman du XIXe siècle', 'http://localhost/books?category=4'],
    [6, 'Les Misérables', 'http://localhost/bookdetails/12'],
  ]);
});

test('a category’s list: the category is the last step, the page itself', () => {
  crumbs();
  const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
  expect(within(nav).getByText('Roman du XIXe siècle')).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Littérature française' })).toHaveAttribute('href', '/books?category=2');
});

test('in English', () => {
  act(() => rootStore.getState().setLanguage('eng'));
  const { container } = crumbs({ name: 'Les Misérables', to: '/bookdetails/12' });
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(nav).getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/books');
  expect(jsonLdSteps(container).slice(0, 2)).toEqual([
    [1, 'Home', 'http://localhost/'],
    [2, 'Books', 'http://localhost/books'],
  ]);
});

test('a name cannot close the JSON-LD script element', () => {
  const json = breadcrumbJsonLd([{ name: '</script><script>alert(1)</script>', to: '/' }], 'https://x.example');
  expect(json).not.toContain('</script>');
  expect(JSON.parse(json).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
});

test('a book’s category path is its deepest category and that one’s parents, from the book’s own answer', () => {
  const categories = [
    { id: 1, _nom: 'Littérature', niveau: 1 as const, b_usr_articletheme_id: null },
    { id: 2, _nom: 'Littérature française', niveau: 2 as const, b_usr_articletheme_id: 1 },
    { id: 4, _nom: 'Roman du XIXe siècle', niveau: 3 as const, b_usr_articletheme_id: 2 },
    // Filed under a second branch too: the deepest category's own parents make the path.
    { id: 7, _nom: 'Histoire', niveau: 1 as const, b_usr_articletheme_id: null },
  ];
  const names = (list: typeof categories) => bookCategoryPath(anArticle({ categories: list })).map((step) => step._nom);
  expect(names(categories)).toEqual(['Littérature', 'Littérature française', 'Roman du XIXe siècle']);
  expect(bookCategoryPath(anArticle({ categories }))[2]).toEqual({ id: 4, _nom: 'Roman du XIXe siècle' });
  expect(names(categories.slice(0, 2))).toEqual(['Littérature', 'Littérature française']);
  expect(names([categories[0]!, categories[2]!])).toEqual(['Roman du XIXe siècle']);
  expect(names([])).toEqual([]);
});
