import { Link } from 'react-router-dom';
import type { ArticleSort } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { LoadingBlock, useAsync, usePageMeta, useSeenOnce } from '@bookshop/ui';
import { fetchArticles } from '../../lib/catalog-api';
import { LoadError } from '../../lib/page-states';
import { homeMessages } from './home-messages';
import { BookGrid } from '../books/book-card';
import { Hero } from '../hero/hero';

const SECTION_SIZE = 8;

interface SectionQuery {
  sort?: ArticleSort;
  favorites?: boolean;
}

/** A section's books from the server, with their own loading, empty and error states. */
function SectionBooks({ sort, favorites = false, eager }: SectionQuery & { eager: boolean }) {
  const t = useT(homeMessages);
  const list = useAsync(() => fetchArticles({ page_size: SECTION_SIZE, ...(sort ? { sort } : {}), favorites }), [sort, favorites]);
  // The loading block keeps the room of a pending section, so the next sections do not all come into view at once.
  if (list.status === 'loading') return <div className="home-section__pending"><LoadingBlock /></div>;
  if (list.status === 'error') return <LoadError onRetry={list.reload} />;
  if (list.data.data.length === 0) return <p className="empty-state">{t('emptyList')}</p>;
  return <BookGrid articles={list.data.data} eagerCount={eager ? 4 : 0} />;
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
        <Link to={sort ? `/books?sort=${sort}` : '/books'}>{t('seeAll')}</Link>
      </div>
      {seen ? <SectionBooks sort={sort} favorites={favorites} eager={first} /> : <div className="home-section__pending" />}
    </section>
  );
}

/** Home: the shop's sections of books; the header's scroll links reach them by id. */
export function HomePage() {
  const t = useT(homeMessages);
  usePageMeta({ title: t('homeTitle'), description: t('homeIntro'), canonicalPath: '/' });
  return (
    <div className="home" data-boundary="catalog">
      <h1 className="visually-hidden">{t('homeTitle')}</h1>
      <Hero />
      <HomeSection id="new_products" title={t('newProducts')} sort="newest" first />
      <HomeSection id="Best_sales" title={t('bestSales')} sort="best_sales" />
      <HomeSection id="favorites" title={t('favorites')} favorites />
    </div>
  );
}
