import type { Article } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useAsync, useSeenOnce } from '@bookshop/ui';
import { fetchArticles, type ArticleListQuery } from '../../lib/api';
import { bookDetailsMessages } from './book-details-messages';
import { BookGrid, toCard } from '../books/book-card';

const RELATED_COUNT = 6;

/** A short row of other books sharing the author or the collection (nothing at all when there are none). */
function RelatedRow({ title, query, exclude }: { title: string; query: ArticleListQuery; exclude: number }) {
  const related = useAsync(() => fetchArticles({ ...query, page_size: RELATED_COUNT + 1, sort: 'best_sales' }), [JSON.stringify(query)]);
  if (related.status !== 'success') return null;
  const others = related.data.data.filter((article) => article.id !== exclude).slice(0, RELATED_COUNT);
  if (others.length === 0) return null;
  return (
    <section className="book-details__related" aria-label={title}>
      <h2>{title}</h2>
      <BookGrid articles={others.map((article) => toCard(article))} />
    </section>
  );
}

/**
 * Books by the same author and books in the same collection. Below the book on every screen, they are read once
 * scrolled near: two API calls and a dozen covers fewer while the page loads.
 */
export function RelatedBooks({ article }: { article: Article }) {
  const t = useT(bookDetailsMessages);
  const [ref, near] = useSeenOnce<HTMLDivElement>({ rootMargin: '400px 0px' });
  if (!near) return <div ref={ref} />;
  return (
    <>
      {article.dc_auteur && (
        <RelatedRow title={t('sameAuthor')} query={{ collaborator_id: article.dc_auteur.id, role: 'author' }} exclude={article.id} />
      )}
      {article.dc_collection && <RelatedRow title={t('sameCollection')} query={{ collection_id: [article.dc_collection.id] }} exclude={article.id} />}
    </>
  );
}
