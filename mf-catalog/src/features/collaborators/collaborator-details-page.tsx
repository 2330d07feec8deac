import { Link, useParams } from 'react-router-dom';
import type { CollaboratorRole } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { LoadingBlock, useAsync, usePageMeta } from '@bookshop/ui';
import { fetchCollaborator } from '../../lib/catalog-api';
import { notFoundError, PageError, routeId } from '../../lib/page-states';
import { collaboratorsMessages } from './collaborators-messages';
import { BookGrid } from '../books/book-card';
import { ROLE_LABELS } from './collaborators-page';

const SECTIONS: ReadonlyArray<[CollaboratorRole, keyof typeof collaboratorsMessages.fr]> = [
  ['author', 'booksAsAuthor'],
  ['translator', 'booksAsTranslator'],
  ['illustrator', 'booksAsIllustrator'],
];

/** /collaborator/{id}/details: who they are and their books, grouped by role. */
export function CollaboratorDetailsPage() {
  const t = useT(collaboratorsMessages);
  const id = routeId(useParams().id);
  const language = useRootStore((s) => s.language);
  const person = useAsync(() => (id ? fetchCollaborator(id) : Promise.reject(notFoundError())), [id, language]);
  usePageMeta({
    title: person.status === 'success' ? person.data._nom : t('collaboratorsTitle'),
    description: person.status === 'success' ? (person.data.biography ?? undefined) : undefined,
    canonicalPath: id ? `/collaborator/${id}/details` : undefined,
  });

  if (person.status === 'loading') return <LoadingBlock />;
  if (person.status === 'error')
    return <PageError error={person.error} onRetry={person.reload} notFound={t('collaboratorNotFound')} backTo="/collaborators" backLabel={t('backToCollaborators')} />;
  const { data } = person;
  return (
    <article className="detail-page" data-boundary="catalog">
      <p className="detail-page__crumb">
        <Link to="/collaborators">{t('collaboratorsTitle')}</Link>
      </p>
      <h1>{data._nom}</h1>
      <p className="detail-page__meta">{data.roles.map((role) => t(ROLE_LABELS[role])).join(' · ')}</p>
      {data.biography && <p className="detail-page__lead">{data.biography}</p>}
      {SECTIONS.filter(([role]) => data.books[role].length > 0).map(([role, title]) => (
        <section key={role} className="detail-page__section" aria-labelledby={`books-${role}`}>
          <h2 id={`books-${role}`}>{t(title)}</h2>
          <BookGrid articles={data.books[role]} />
        </section>
      ))}
    </article>
  );
}
