import { Link } from 'react-router-dom';
import type { ArticleSort } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { LoadingBlock, useAsync, usePageMeta } from '@bookshop/ui';
import { fetchArticles } from '../../lib/catalog-api';
import { LoadError } from '../../lib/page-states';
import { catalogMessages } from '../../messages';
import { BookGrid } from '../books/book-card';
import { Hero } from '../hero/hero';

const SECTION_SIZE = 8;

/** One home section of books from the server, with its own loading, empty and error states. */
function HomeSection({ id, title, sort, favorites = false, eager = false }: { id: string; title: string; sort?: ArticleSort; favorites?: boolean; eager?: boolean }) {
  const t = useT(catalogMessages);
  const list = useAsync(() => fetchArticles({ page_size: SECTION_SIZE, ...(sort ? { sort } : {}), favorites }), [sort, favorites]);
  return (
    <section id={id} className="home-section" aria-labelledby={`${id}-title`}>
      <div className="home-section__head">
        <h2 id={`${id}-title`}>{title}</h2>
        <Link to={sort ? `/books?sort=${sort}` : '/books'}>{t('seeAll')}</Link>
      </div>
      {list.status === 'loading' && <LoadingBlock />}
      {list.status === 'error' && <LoadError onRetry={list.reload} />}
      {list.status === 'success' && (list.data.data.length > 0 ? <BookGrid articles={list.data.data} eagerCount={eager ? 4 : 0} /> : <p className="empty-state">{t('emptyList')}</p>)}
    </section>
  );
}

/** Home: the shop's sections of books; the header's scroll links reach them by id. */
export function HomePage() {
  const t = useT(catalogMessages);
  usePageMeta({ title: t('homeTitle'), description: t('homeIntro'), canonicalPath: '/' });
  return (
    <div className="home" data-boundary="catalog">
      <h1 className="visually-hidden">{t('homeTitle')}</h1>
      <Hero />
      <HomeSection id="new_products" title={t('newProducts')} sort="newest" eager />
      <HomeSection id="Best_sales" title={t('bestSales')} sort="best_sales" />
      <HomeSection id="favorites" title={t('favorites')} favorites />
    </div>
  );
}
