import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { ArticleSort, HeroSlide, ListAnswer } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { LoadingBlock, useAsync, usePageMeta, useRetry, useSeenOnce } from '@bookshop/ui';
import { fetchArticles, fetchCategories, fromRequest } from '../../lib/api';
import { fetchHeroSlides } from './api';
import { LoadError, orNull } from '../../lib/page-states';
import { homeMessages } from './home-messages';
import { BookGrid, toCards, type CardArticle } from '../books/book-card';
import { Hero } from '../hero/hero';
import { toCategoryEntries, type CategoryEntry } from '../categories/category-tree';
import './home.css';

const SECTION_SIZE = 8;
const FIRST_SECTION = { sort: 'newest' } as const;

/** The home page's first screen, read by its loader. Each part that failed is null: it falls back on its own. */
export interface HomeData {
  /** The hero's slides (null: the default slides). */
  slides: HeroSlide[] | null;
  /** The hero's category panel (failures leave it empty, spec section 8). */
  categories: CategoryEntry[];
  /** The first section's books (null: its error with Retry). */
  newest: ListAnswer<CardArticle> | null;
}

/** The route's loader: the hero and the first section; the other sections load when scrolled near. */
export async function homeLoader({ request }: LoaderFunctionArgs): Promise<HomeData> {
  const call = fromRequest(request);
  const [slides, categories, newest] = await Promise.all([
    orNull(fetchHeroSlides(call), request),
    orNull(fetchCategories(call), request).then((list) => toCategoryEntries(list ?? [])),
    orNull(fetchArticles({ page_size: SECTION_SIZE, ...FIRST_SECTION }, call).then(toCards), request),
  ]);
  return { slides, categories, newest };
}

interface SectionQuery {
  sort?: ArticleSort;
  favorites?: boolean;
}

/** A section's books, or its empty state; the picks' section shows the start of each note. */
function SectionList({ list, eager, picks = false }: { list: ListAnswer<CardArticle>; eager: boolean; picks?: boolean }) {
  const t = useT(homeMessages);
  if (list.data.length === 0) return <p className="empty-state">{t('emptyList')}</p>;
  return <BookGrid articles={list.data} eagerCount={eager ? 4 : 0} showPicks={picks} />;
}

/** The first section's books, from the route's loader. */
function FirstSectionBooks() {
  const { newest } = useLoaderData<HomeData>();
  const retry = useRetry();
  if (!newest) return <LoadError onRetry={retry} />;
  return <SectionList list={newest} eager />;
}

/** A further section's books, read when it comes near the screen, with their own loading and error states. */
function SectionBooks({ sort, favorites = false }: SectionQuery) {
  const list = useAsync(() => fetchArticles({ page_size: SECTION_SIZE, ...(sort ? { sort } : {}), favorites }), [sort, favorites]);
  // The loading block keeps the room of a pending section, so the next sections do not all come into view at once.
  if (list.status === 'loading') return <div className="home-section__pending"><LoadingBlock /></div>;
  if (list.status === 'error') return <LoadError onRetry={list.reload} />;
  return <SectionList list={toCards(list.data, { pickNotes: favorites })} eager={false} picks={favorites} />;
}

/**
 * One home section. Its books are asked for only when the section comes near the screen (the first one at once),
 * so a visit that stops at the hero costs one list call, not three. The section and its id are there from the
 * start, so the header's scroll links always find it.
 */
function HomeSection({ id, title, sort, favorites, first = false }: SectionQuery & { id: string; title: string; first?: boolean }) {
  const t = useT(homeMessages);
  const [ref, seen] = useSeenOnce<HTMLElement>({ rootMargin: '100px 0px', initially: first });
  return (
    <section ref={ref} id={id} className="home-section" aria-labelledby={`${id}-title`} aria-busy={!seen}>
      <div className="home-section__head">
        <h2 id={`${id}-title`}>{title}</h2>
        <Link to={favorites ? '/books?favorites=1' : sort ? `/books?sort=${sort}` : '/books'}>{t('seeAll')}</Link>
      </div>
      {first ? <FirstSectionBooks /> : seen ? <SectionBooks sort={sort} favorites={favorites} /> : <div className="home-section__pending" />}
    </section>
  );
}

/** Home: the shop's sections of books; the header's scroll links reach them by id. */
export function HomePage() {
  const t = useT(homeMessages);
  const { slides, categories } = useLoaderData<HomeData>();
  usePageMeta({ title: t('homeTitle'), description: t('homeIntro'), canonicalPath: '/' });
  return (
    <div className="home" data-boundary="catalog">
      <h1 className="visually-hidden">{t('homeTitle')}</h1>
      <Hero slides={slides} categories={categories} />
      <HomeSection id="new_products" title={t('newProducts')} {...FIRST_SECTION} first />
      <HomeSection id="Best_sales" title={t('bestSales')} sort="best_sales" />
      <HomeSection id="favorites" title={t('favorites')} favorites />
    </div>
  );
}
