import { Link } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { LoadingBlock, useAsync, usePageMeta } from '@bookshop/ui';
import { fetchCollections } from '../../lib/catalog-api';
import { LoadError } from '../../lib/page-states';
import { collectionsMessages } from './collections-messages';

/** /collections: every collection, sorted by name, with its description. */
export function CollectionsPage() {
  const t = useT(collectionsMessages);
  const language = useRootStore((s) => s.language);
  const list = useAsync(fetchCollections, [language]);
  usePageMeta({ title: t('collectionsTitle'), description: t('collectionsIntro'), canonicalPath: '/collections' });

  return (
    <section className="listing-page" data-boundary="catalog">
      <h1>{t('collectionsTitle')}</h1>
      <p className="listing-page__intro">{t('collectionsIntro')}</p>
      {list.status === 'loading' && <LoadingBlock />}
      {list.status === 'error' && <LoadError onRetry={list.reload} />}
      {list.status === 'success' && list.data.length === 0 && <p className="empty-state">{t('emptyList')}</p>}
      {list.status === 'success' && list.data.length > 0 && (
        <ul className="card-list">
          {list.data.map((collection) => (
            <li key={collection.id} className="card-list__item">
              <h2>
                <Link to={`/collection-details/${collection.id}`}>{collection.nom}</Link>
              </h2>
              {collection.description && <div className="card-list__text" dangerouslySetInnerHTML={{ __html: collection.description }} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
