import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { ContentPage as ContentPageData } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { usePageMeta, htmlToText } from '@bookshop/ui';
import { fromRequest } from '../../lib/api';
import { fetchContentPage } from './api';
import { orNotFound, RouteError } from '../../lib/page-states';
import { contentMessages } from './content-messages';

/** The loader of a company text page: the text in the page's language, or the route's 404. */
export function contentLoader(slug: ContentPageData['slug']) {
  return ({ request }: LoaderFunctionArgs): Promise<ContentPageData> => orNotFound(fetchContentPage(slug, fromRequest(request)));
}

/** The error boundary of a company text page. */
export function ContentPageError() {
  const t = useT(contentMessages);
  return <RouteError notFound={t('pageNotFound')} backTo="/" backLabel={t('backToBooks')} />;
}

/** A company text page (/about-us, /legal-information) in the shopper's language. */
export function ContentPage() {
  const page = useLoaderData<ContentPageData>();
  usePageMeta({ title: page.title, description: htmlToText(page.html), canonicalPath: `/${page.slug}` });
  return (
    <article className="content-page" data-boundary="catalog">
      <h1>{page.title}</h1>
      {/* Company texts are sanitised by the server when they are saved. */}
      <div className="content-page__body" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
