import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { CollaboratorDetails, CollaboratorRole } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { usePageMeta } from '@bookshop/ui';
import { fromRequest } from '../../lib/api';
import { fetchCollaborator } from './api';
import { orNotFound, requiredRouteId, RouteError } from '../../lib/page-states';
import { collaboratorsMessages } from './collaborators-messages';
import { BookGrid, toCard } from '../books/book-card';
import { ROLE_LABELS } from './collaborators-page';

const SECTIONS: ReadonlyArray<[CollaboratorRole, keyof typeof collaboratorsMessages.fr]> = [
  ['author', 'booksAsAuthor'],
  ['translator', 'booksAsTranslator'],
  ['illustrator', 'booksAsIllustrator'],
];

/** The route's loader: the collaborator and their books, or the route's 404. */
export function collaboratorDetailsLoader({ params, request }: LoaderFunctionArgs): Promise<CollaboratorDetails> {
  return orNotFound(fetchCollaborator(requiredRouteId(params.id), fromRequest(request)));
}

/** The route's error boundary: nobody by that id, or the page could not be read. */
export function CollaboratorDetailsError() {
  const t = useT(collaboratorsMessages);
  usePageMeta({ title: t('collaboratorsTitle') });
  return <RouteError notFound={t('collaboratorNotFound')} backTo="/collaborators" backLabel={t('backToCollaborators')} />;
}

/** /collaborator/{id}/details: who they are and their books, grouped by role. */
export function CollaboratorDetailsPage() {
  const t = useT(collaboratorsMessages);
  const data = useLoaderData<CollaboratorDetails>();
  usePageMeta({ title: data._nom, description: data.biography ?? undefined, canonicalPath: `/collaborator/${data.id}/details` });
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
          <BookGrid articles={data.books[role].map((article) => toCard(article))} />
        </section>
      ))}
    </article>
  );
}
