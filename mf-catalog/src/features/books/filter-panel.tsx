import { useEffect, useState, type FormEvent } from 'react';
import type { ArticleFacets, BoundedCount } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { useAsync } from '@bookshop/ui';
import { fetchArticleFacets, fetchCollaborators, fetchCollections, fetchPublishers } from '../../lib/catalog-api';
import { booksMessages } from './books-messages';
import { useDisplayedOnce } from './displayed-once';
import { buildCategoryTree, type CategoryEntry, type CategoryNode } from '../categories/category-tree';
import {
  activeFilterCount,
  facetCountText,
  facetsQuery,
  readListFilters,
  ROLE_FILTERS,
  valueCount,
  type ListFilter,
  type RoleFilter,
} from './book-filters';

/** The "anyone" choice of each collaborator filter. */
const ANY_HOLDER = { author: 'anyAuthor', translator: 'anyTranslator', illustrator: 'anyIllustrator' } as const;

interface FilterPanelProps {
  params: URLSearchParams;
  /** The categories of the page's loader. */
  categories: readonly CategoryEntry[];
  onToggle: (name: ListFilter, value: number) => void;
  onChange: (changes: Record<string, string | null>) => void;
}

interface CheckProps {
  label: string;
  checked: boolean;
  onChange: () => void;
  /** How many books the choice would list, when counted. */
  count?: BoundedCount | null;
}

/**
 * One choice of a filter, with the number of books it would list. A choice that would list none is greyed and cannot
 * be ticked (one already ticked can still be unticked).
 */
function Check({ label, checked, onChange, count = null }: CheckProps) {
  const language = useRootStore((s) => s.language);
  const shown = facetCountText(count, language);
  const empty = count?.count === 0 && !checked;
  return (
    <label className={empty ? 'filter-check filter-check--empty' : 'filter-check'}>
      <input type="checkbox" checked={checked} onChange={onChange} disabled={empty} />
      <span>{label}</span>
      {/* Its own column, its place kept while the counts load: their coming moves nothing (CLS). */}
      <span className="filter-check__count">{shown !== null && ` (${shown})`}</span>
    </label>
  );
}

/** Whether the node or anything below it is selected (its branch then stays open). */
function branchSelected(node: CategoryNode, selected: Array<string | number>): boolean {
  return selected.includes(node.id) || node.children.some((child) => branchSelected(child, selected));
}

interface CategoryChecksProps {
  nodes: CategoryNode[];
  selected: Array<string | number>;
  onToggle: (id: number) => void;
  counts: ArticleFacets['categories'] | undefined;
}

function CategoryChecks({ nodes, selected, onToggle, counts }: CategoryChecksProps) {
  return (
    <ul className="filter-tree">
      {nodes.map((node) => (
        <li key={node.id}>
          <Check label={node._nom} checked={selected.includes(node.id)} onChange={() => onToggle(node.id)} count={valueCount(counts, node.id)} />
          {/* Sub-categories open under a chosen category, so the list stays short. */}
          {node.children.length > 0 && branchSelected(node, selected) && (
            <CategoryChecks nodes={node.children} selected={selected} onToggle={onToggle} counts={counts} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The counts of the list `params` describe (GET /articles/facets), once `wanted`. The last ones stay while the next
 * load, so the numbers change in place instead of blinking out; none after an error (the filters work without them).
 */
function useFacetCounts(params: URLSearchParams, wanted: boolean): ArticleFacets | null {
  const key = JSON.stringify(facetsQuery(params));
  const [shown, setShown] = useState<ArticleFacets | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    fetchArticleFacets(JSON.parse(key) as ReturnType<typeof facetsQuery>).then(
      (facets) => current && setShown(facets),
      () => current && setShown(null),
    );
    return () => {
      current = false;
    };
  }, [key, wanted]);
  return shown;
}

interface FilterChoicesProps extends FilterPanelProps {
  counts: ArticleFacets | null;
}

/** The filters that list the shop's categories, collaborators, collections and publishers (read when first shown). */
function FilterChoices({ params, categories, counts, onToggle, onChange }: FilterChoicesProps) {
  const t = useT(booksMessages);
  const language = useRootStore((s) => s.language);
  const facets = useAsync(() => Promise.all([fetchCollections(), fetchPublishers(), fetchCollaborators()]), [language]);
  const lists = readListFilters(params);
  if (facets.status !== 'success') return null;
  return (
    <>
      <fieldset>
        <legend>{t('categories')}</legend>
        <CategoryChecks nodes={buildCategoryTree(categories)} selected={lists.category ?? []} onToggle={(id) => onToggle('category', id)} counts={counts?.categories} />
      </fieldset>
      <fieldset>
        <legend>{t('collaboratorsTitle')}</legend>
        {(Object.keys(ROLE_FILTERS) as RoleFilter[]).map((role) => (
          <div key={role} className="filter-role">
            <label htmlFor={`filter-${role}`}>{t(role)}</label>
            <select id={`filter-${role}`} className="filter-select" value={params.get(role) ?? ''} onChange={(event) => onChange({ [role]: event.target.value || null, page: null })}>
              <option value="">{t(ANY_HOLDER[role])}</option>
              {facets.data[2]
                .filter((person) => person.roles.includes(role))
                .map((person) => (
                  <option key={person.id} value={person.id}>
                    {person._nom}
                  </option>
                ))}
            </select>
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('collections')}</legend>
        {facets.data[0].map((collection) => (
          <Check key={collection.id} label={collection.nom} checked={(lists.collection ?? []).includes(collection.id)} onChange={() => onToggle('collection', collection.id)} />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('publishers')}</legend>
        {facets.data[1].map((publisher) => (
          <Check
            key={publisher.id}
            label={publisher.title}
            checked={(lists.publisher ?? []).includes(publisher.id)}
            onChange={() => onToggle('publisher', publisher.id)}
            count={valueCount(counts?.publishers, publisher.id)}
          />
        ))}
      </fieldset>
    </>
  );
}

/**
 * The /books filters: categories, collaborators by role, collections, publishers, price range and availability, all
 * kept in the URL. Categories, publishers and availability show how many books each choice would list.
 */
export function FilterPanel({ params, categories, onToggle, onChange }: FilterPanelProps) {
  const t = useT(booksMessages);
  const count = activeFilterCount(params);
  // A sidebar on wide screens, always open; on phones a "Filters" button, open at first when filters are on. The
  // screen width is left to the stylesheet (catalog.css): the server renders the page without knowing it.
  const [open, setOpen] = useState(count > 0);
  // The choices and their counts are read once the panel's body is displayed: on a phone, where it starts closed, not
  // while the page loads (four API calls, and a few hundred options built and laid out for nobody). On a wide screen
  // at once, wherever the sidebar puts it.
  const [bodyRef, shown] = useDisplayedOnce<HTMLDivElement>();
  const counts = useFacetCounts(params, shown);
  const [min, setMin] = useState(params.get('min') ?? '');
  const [max, setMax] = useState(params.get('max') ?? '');
  const title = count > 0 ? t('filtersActive', { count }) : t('filters');

  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    onChange({ min: min.trim() || null, max: max.trim() || null, page: null });
  };

  return (
    <section className={open ? 'filter-panel filter-panel--open' : 'filter-panel'} aria-label={title}>
      <h2 className="filter-panel__title">{title}</h2>
      <button type="button" className="filter-panel__toggle" aria-expanded={open} aria-controls="filter-panel-body" onClick={() => setOpen(!open)}>
        {title}
      </button>
      <div className="filter-panel__body" id="filter-panel-body" ref={bodyRef}>
        {count > 0 && (
          <button type="button" className="bk-button bk-button--ghost filter-panel__clear" onClick={() => onChange({ category: null, collection: null, publisher: null, author: null, translator: null, illustrator: null, min: null, max: null, stock: null, page: null })}>
            {t('clearFilters')}
          </button>
        )}
        <fieldset>
          <legend>{t('availability')}</legend>
          <Check
            label={t('inStockOnly')}
            checked={params.get('stock') === '1'}
            onChange={() => onChange({ stock: params.get('stock') === '1' ? null : '1', page: null })}
            count={counts?.availability.in_stock}
          />
        </fieldset>
        <fieldset>
          <legend>{t('priceRange')}</legend>
          <form className="filter-price" onSubmit={applyPrice}>
            <label>
              <span className="visually-hidden">{t('priceMin')}</span>
              <input inputMode="decimal" placeholder="min" value={min} onChange={(event) => setMin(event.target.value)} aria-label={t('priceMin')} />
            </label>
            <span aria-hidden="true">–</span>
            <label>
              <span className="visually-hidden">{t('priceMax')}</span>
              <input inputMode="decimal" placeholder="max" value={max} onChange={(event) => setMax(event.target.value)} aria-label={t('priceMax')} />
            </label>
            <button type="submit" className="bk-button bk-button--secondary">
              {t('applyPrice')}
            </button>
          </form>
        </fieldset>
        {shown && <FilterChoices params={params} categories={categories} counts={counts} onToggle={onToggle} onChange={onChange} />}
      </div>
    </section>
  );
}
