import { useEffect, useState, type ChangeEvent } from 'react';
import { Form, Link, useSubmit } from 'react-router-dom';
import type { ArticleFacets, BoundedCount } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { useAsync, useHydrated } from '@bookshop/ui';
import { fetchCollaborators, fetchCollections } from '../../lib/api';
import { fetchArticleFacets, fetchLocations, fetchPublishers } from './api';
import { booksMessages } from './books-messages';
import { useDisplayedOnce } from './displayed-once';
import { buildCategoryTree, type CategoryEntry, type CategoryNode } from '../categories/category-tree';
import {
  activeFilterCount,
  facetCountText,
  facetsQuery,
  filledFields,
  FILTER_PARAMS,
  readListFilters,
  ROLE_FILTERS,
  valueCount,
  withoutFilters,
  type RoleFilter,
} from './book-filters';

/** The "anyone" choice of each collaborator filter. */
const ANY_HOLDER = { author: 'anyAuthor', translator: 'anyTranslator', illustrator: 'anyIllustrator' } as const;

/** A box ticked or a choice made: the form it belongs to is sent at once. */
type SendNow = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

/**
 * Sends a GET form with script: the router reads the address its fields make, in place, without the empty fields
 * ("any author", a blank price). Without script the browser sends the same form to the same address.
 */
export function useSendForm(): (form: HTMLFormElement | null) => void {
  const submit = useSubmit();
  return (form) => {
    if (form) void submit(filledFields(form), { method: 'get', action: form.getAttribute('action') ?? undefined });
  };
}

/**
 * The address's parameters that `keep` names, as hidden fields: sending a form keeps what it has no field for (the
 * words, the order, filters whose choices are not shown). Never the page: another choice lists from page 1.
 */
export function KeptFields({ params, keep }: { params: URLSearchParams; keep: (name: string) => boolean }) {
  const kept = [...params].filter(([name]) => name !== 'page' && keep(name));
  return (
    <>
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

interface FilterPanelProps {
  /** The address the panel shows (the one on its way while the next list loads). */
  params: URLSearchParams;
  /** The categories of the page's loader. */
  categories: readonly CategoryEntry[];
}

interface CheckProps {
  /** The field's name and value: the URL parameter it adds when ticked. */
  name: string;
  value: string | number;
  label: string;
  checked: boolean;
  onChange: SendNow;
  /** How many books the choice would list, when counted. */
  count?: BoundedCount | null;
}

/**
 * One choice of a filter, with the number of books it would list. A choice that would list none is greyed and cannot
 * be ticked (one already ticked can still be unticked).
 */
function Check({ name, value, label, checked, onChange, count = null }: CheckProps) {
  const language = useRootStore((s) => s.language);
  const shown = facetCountText(count, language);
  const empty = count?.count === 0 && !checked;
  return (
    <label className={empty ? 'filter-check filter-check--empty' : 'filter-check'}>
      <input type="checkbox" name={name} value={value} checked={checked} onChange={onChange} disabled={empty} />
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
  onChange: SendNow;
  counts: ArticleFacets['categories'] | undefined;
}

function CategoryChecks({ nodes, selected, onChange, counts }: CategoryChecksProps) {
  return (
    <ul className="filter-tree">
      {nodes.map((node) => (
        <li key={node.id}>
          <Check name="category" value={node.id} label={node._nom} checked={selected.includes(node.id)} onChange={onChange} count={valueCount(counts, node.id)} />
          {/* Sub-categories open under a chosen category, so the list stays short. */}
          {node.children.length > 0 && branchSelected(node, selected) && (
            <CategoryChecks nodes={node.children} selected={selected} onChange={onChange} counts={counts} />
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

/** The URL parameters of the choices read in the browser (they are hidden fields until then). */
const CHOICE_PARAMS: readonly string[] = ['collection', 'publisher', 'at', ...Object.keys(ROLE_FILTERS)];

interface FilterChoicesProps {
  params: URLSearchParams;
  onChange: SendNow;
  counts: ArticleFacets | null;
}

/**
 * The filters that list the shop's collaborators, collections, publishers and, for a shop of several, its bookshops
 * (read in the browser, when first shown).
 */
function FilterChoices({ params, onChange, counts }: FilterChoicesProps) {
  const t = useT(booksMessages);
  const language = useRootStore((s) => s.language);
  const facets = useAsync(() => Promise.all([fetchCollections(), fetchPublishers(), fetchCollaborators(), fetchLocations()]), [language]);
  const lists = readListFilters(params);
  if (facets.status !== 'success') return <KeptFields params={params} keep={(name) => CHOICE_PARAMS.includes(name)} />;
  const locations = facets.data[3];
  return (
    <>
      {locations.length > 1 && (
        <fieldset>
          <legend>{t('bookshops')}</legend>
          <label htmlFor="filter-at">{t('availableAt')}</label>
          <select id="filter-at" name="at" className="filter-select" value={params.get('at') ?? ''} onChange={onChange}>
            <option value="">{t('anyBookshop')}</option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </fieldset>
      )}
      <fieldset>
        <legend>{t('collaboratorsTitle')}</legend>
        {(Object.keys(ROLE_FILTERS) as RoleFilter[]).map((role) => (
          <div key={role} className="filter-role">
            <label htmlFor={`filter-${role}`}>{t(role)}</label>
            <select id={`filter-${role}`} name={role} className="filter-select" value={params.get(role) ?? ''} onChange={onChange}>
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
          <Check
            key={collection.id}
            name="collection"
            value={collection.id}
            label={collection.nom}
            checked={(lists.collection ?? []).includes(collection.id)}
            onChange={onChange}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('publishers')}</legend>
        {facets.data[1].map((publisher) => (
          <Check
            key={publisher.id}
            name="publisher"
            value={publisher.id}
            label={publisher.title}
            checked={(lists.publisher ?? []).includes(publisher.id)}
            onChange={onChange}
            count={valueCount(counts?.publishers, publisher.id)}
          />
        ))}
      </fieldset>
    </>
  );
}

/**
 * The /books filters: categories, collaborators by role, collections, publishers, price range and availability: one
 * GET form whose fields are the URL's filters, so they work before any script runs (its buttons send it). With script,
 * a box ticked or a choice made sends it at once and the router reads the next list in place. Categories, publishers
 * and availability show how many books each choice would list.
 */
export function FilterPanel({ params, categories }: FilterPanelProps) {
  const t = useT(booksMessages);
  const send = useSendForm();
  const hydrated = useHydrated();
  const count = activeFilterCount(params);
  // A sidebar on wide screens, always open; on phones a "Filters" button, open at first when filters are on. The
  // screen width is left to the stylesheet (catalog.css): the server renders the page without knowing it.
  const [open, setOpen] = useState(count > 0);
  // The choices read from the API, and the counts, are read once the panel's body is displayed: on a phone, where it
  // starts closed, not while the page loads (four API calls, and a few hundred options built and laid out for
  // nobody). On a wide screen at once, wherever the sidebar puts it. The categories come with the page (its loader).
  const [bodyRef, shown] = useDisplayedOnce<HTMLDivElement>();
  const counts = useFacetCounts(params, shown);
  const title = count > 0 ? t('filtersActive', { count }) : t('filters');
  const lists = readListFilters(params);
  const sendNow: SendNow = (event) => send(event.currentTarget.form);
  const cleared = withoutFilters(params).toString();

  return (
    <section className={open ? 'filter-panel filter-panel--open' : 'filter-panel'} aria-label={title}>
      <h2 className="filter-panel__title">{title}</h2>
      {hydrated ? (
        <button type="button" className="filter-panel__toggle" aria-expanded={open} aria-controls="filter-panel-body" onClick={() => setOpen(!open)}>
          {title}
        </button>
      ) : (
        // Before any script runs (or without it), the phone's toggle opens the body by being a link to it (books-page.css).
        <a className="filter-panel__toggle" href="#filter-panel-body">
          {title}
        </a>
      )}
      <div className="filter-panel__body" id="filter-panel-body" ref={bodyRef}>
        {count > 0 && (
          <Link className="bk-button bk-button--ghost filter-panel__clear" to={{ search: cleared ? `?${cleared}` : '' }}>
            {t('clearFilters')}
          </Link>
        )}
        <Form
          method="get"
          action="/books"
          className="filter-panel__form"
          onSubmit={(event) => {
            event.preventDefault();
            send(event.currentTarget);
          }}
        >
          <KeptFields params={params} keep={(name) => !FILTER_PARAMS.includes(name)} />
          <fieldset>
            <legend>{t('availability')}</legend>
            <Check name="stock" value="1" label={t('inStockOnly')} checked={params.get('stock') === '1'} onChange={sendNow} count={counts?.availability.in_stock} />
            <Check
              name="forthcoming"
              value="1"
              label={t('forthcomingOnly')}
              checked={params.get('forthcoming') === '1'}
              onChange={sendNow}
              count={counts?.availability.forthcoming}
            />
          </fieldset>
          <fieldset>
            <legend>{t('picks')}</legend>
            <Check name="favorites" value="1" label={t('picksOnly')} checked={params.get('favorites') === '1'} onChange={sendNow} count={counts?.picks} />
          </fieldset>
          <fieldset>
            <legend>{t('priceRange')}</legend>
            {/* Keyed by the address's price: a new address (filters cleared) shows its own. */}
            <div className="filter-price" key={`${params.get('min')}-${params.get('max')}`}>
              <label>
                <span className="visually-hidden">{t('priceMin')}</span>
                <input name="min" inputMode="decimal" placeholder="min" defaultValue={params.get('min') ?? ''} aria-label={t('priceMin')} />
              </label>
              <span aria-hidden="true">–</span>
              <label>
                <span className="visually-hidden">{t('priceMax')}</span>
                <input name="max" inputMode="decimal" placeholder="max" defaultValue={params.get('max') ?? ''} aria-label={t('priceMax')} />
              </label>
              <button type="submit" className="bk-button bk-button--secondary">
                {t('applyPrice')}
              </button>
            </div>
          </fieldset>
          {categories.length > 0 ? (
            <fieldset>
              <legend>{t('categories')}</legend>
              <CategoryChecks nodes={buildCategoryTree(categories)} selected={lists.category ?? []} onChange={sendNow} counts={counts?.categories} />
            </fieldset>
          ) : (
            <KeptFields params={params} keep={(name) => name === 'category'} />
          )}
          {shown ? <FilterChoices params={params} onChange={sendNow} counts={counts} /> : <KeptFields params={params} keep={(name) => CHOICE_PARAMS.includes(name)} />}
          <noscript>
            <button type="submit" className="bk-button bk-button--primary filter-panel__send">
              {t('applyFilters')}
            </button>
          </noscript>
        </Form>
      </div>
    </section>
  );
}
