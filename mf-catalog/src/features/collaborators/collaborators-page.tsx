import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Collaborator, CollaboratorRole } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { usePageMeta, useRetry } from '@bookshop/ui';
import { fetchCollaborators, fromRequest } from '../../lib/api';
import { LoadError, orNull } from '../../lib/page-states';
import { collaboratorsMessages } from './collaborators-messages';

export const ROLE_LABELS = { author: 'roleAuthor', translator: 'roleTranslator', illustrator: 'roleIllustrator' } as const satisfies Record<CollaboratorRole, keyof typeof collaboratorsMessages.fr>;

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The route's loader: everyone, or null when the list could not be read (Retry). */
export function collaboratorsLoader({ request }: LoaderFunctionArgs): Promise<Collaborator[] | null> {
  return orNull(fetchCollaborators(fromRequest(request)), request);
}

/** /collaborators: everyone who wrote, translated or illustrated our books, sorted by name, filterable. */
export function CollaboratorsPage() {
  const t = useT(collaboratorsMessages);
  const list = useLoaderData<Collaborator[] | null>();
  const retry = useRetry();
  const [query, setQuery] = useState('');
  usePageMeta({ title: t('collaboratorsTitle'), description: t('collaboratorsIntro'), canonicalPath: '/collaborators' });

  const shown = list ? list.filter((person) => fold(person._nom).includes(fold(query.trim()))) : [];
  return (
    <section className="listing-page" data-boundary="catalog">
      <h1>{t('collaboratorsTitle')}</h1>
      <p className="listing-page__intro">{t('collaboratorsIntro')}</p>
      <label className="listing-page__filter">
        {t('filterNames')}
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {!list && <LoadError onRetry={retry} />}
      {list && shown.length === 0 && <p className="empty-state">{t('noCollaborator', { query })}</p>}
      {shown.length > 0 && (
        <ul className="name-list">
          {shown.map((person) => (
            <li key={person.id}>
              <Link to={`/collaborator/${person.id}/details`}>{person._nom}</Link>
              <span className="name-list__roles">{person.roles.map((role) => t(ROLE_LABELS[role])).join(' · ')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
