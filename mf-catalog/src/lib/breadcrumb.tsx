import { Link } from 'react-router-dom';
import type { Article, CategoryStep } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useSiteOrigin } from '@bookshop/ui';
import { fetchCategory, fromRequest } from './api';
import { catalogCommonMessages } from './common-messages';
import { orNull } from './page-states';

/** One step of a breadcrumb: its name and its address. */
export interface Crumb {
  name: string;
  to: string;
}

/** The list of a category: /books with it as the filter. */
export const categoryListPath = (id: number) => `/books?category=${id}`;

/**
 * In a route loader: the path of category `id` from its root, or null when it cannot be read (the page goes on without
 * its breadcrumb rather than failing).
 */
export function loadCategoryPath(id: number, request: Request): Promise<CategoryStep[] | null> {
  return orNull(
    fetchCategory(id, fromRequest(request)).then((category) => category.path),
    request,
  );
}

/**
 * The path of the category a book is filed under, from its root: its deepest category (a book is linked to every level
 * of its path) and that one's parents, all in the book's own answer. Empty when the book has no category.
 */
export function bookCategoryPath(article: Pick<Article, 'categories'>): CategoryStep[] {
  type Linked = Article['categories'][number];
  const byId = new Map(article.categories.map((category) => [category.id, category]));
  const path: CategoryStep[] = [];
  let step = article.categories.reduce<Linked | null>((best, category) => (!best || category.niveau > best.niveau ? category : best), null);
  // Three levels at most; a parent missing from the list ends the path.
  while (step && path.length < 3) {
    path.unshift({ id: step.id, _nom: step._nom });
    step = step.b_usr_articletheme_id === null ? null : (byId.get(step.b_usr_articletheme_id) ?? null);
  }
  return path;
}

/**
 * schema.org `BreadcrumbList` of the same steps the page shows, as a JSON string safe to place inside a <script>
 * element (every "<" is escaped, so no "</script>" can close it early).
 */
export function breadcrumbJsonLd(steps: readonly Crumb[], origin: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: new URL(step.to, origin).href })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Where a page sits: the home page, the book list, the category path (each step a link to its list) and, last, the page
 * itself (`current`). Search engines read the same steps from its JSON-LD.
 */
export function Breadcrumb({ path, current }: { path: readonly CategoryStep[]; current?: Crumb }) {
  const t = useT(catalogCommonMessages);
  const origin = useSiteOrigin();
  const steps: Crumb[] = [
    { name: t('homeCrumb'), to: '/' },
    { name: t('booksCrumb'), to: '/books' },
    ...path.map((step) => ({ name: step._nom, to: categoryListPath(step.id) })),
    ...(current ? [current] : []),
  ];
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(steps, origin) }} />
      <nav className="breadcrumb" aria-label={t('breadcrumb')}>
        <ol>
          {steps.map((step, index) => (
            <li key={step.to}>
              {index === steps.length - 1 ? (
                <span aria-current="page">{step.name}</span>
              ) : (
                <Link to={step.to}>{step.name}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
