import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Collection } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { usePageMeta, useRetry } from '@bookshop/ui';
import { fetchCollections, fromRequest } from '../../lib/api';
import { LoadError, orNull } from '../../lib/page-states';
import { collectionsMessages } from './collections-messages';

/** The route's loader: every collection, or null when the list could not be read (Retry). */
export function collectionsLoader({ request }: LoaderFunctionArgs): Promise<Collection[] | null> {
  return orNull(fetchCollections(fromRequest(request)), request);
}

/** /collections: every collection, sorted by name, with its description. */
export function CollectionsPage() {
  const t = useT(collectionsMessages);
  const list = useLoaderData<Collection[] | null>();
  const retry = useRetry();
  usePageMeta({ title: t('collectionsTitle'), description: t('collectionsIntro'), canonicalPath: '/collections' });

  return (
    <section className="listing-page" data-boundary="catalog">
      <h1>{t('collectionsTitle')}</h1>
      <p className="listing-page__intro">{t('collectionsIntro')}</p>
      {!list && <LoadError onRetry={retry} />}
      {list && list.length === 0 && <p className="empty-state">{t('emptyList')}</p>}
      {list && list.length > 0 && (
        <ul className="card-list">
          {list.map((collection) => (
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
