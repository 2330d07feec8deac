import type { ContentPage as ContentPageData } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { LoadingBlock, useAsync, usePageMeta, htmlToText } from '@bookshop/ui';
import { fetchContentPage } from '../../lib/catalog-api';
import { PageError } from '../../lib/page-states';
import { contentMessages } from './content-messages';

/** A company text page (/about-us, /legal-information) in the shopper's language. */
export function ContentPage({ slug }: { slug: ContentPageData['slug'] }) {
  const t = useT(contentMessages);
  const language = useRootStore((s) => s.language);
  const page = useAsync(() => fetchContentPage(slug), [slug, language]);
  usePageMeta({
    title: page.status === 'success' ? page.data.title : '…',
    description: page.status === 'success' ? htmlToText(page.data.html) : undefined,
    canonicalPath: `/${slug}`,
  });

  if (page.status === 'loading') return <LoadingBlock />;
  if (page.status === 'error') return <PageError error={page.error} onRetry={page.reload} notFound={t('pageNotFound')} backTo="/" backLabel={t('backToBooks')} />;
  return (
    <article className="content-page" data-boundary="catalog">
      <h1>{page.data.title}</h1>
      {/* Company texts are sanitised by the server when they are saved. */}
      <div className="content-page__body" dangerouslySetInnerHTML={{ __html: page.data.html }} />
    </article>
  );
}

export const AboutPage = () => <ContentPage slug="about-us" />;
export const LegalPage = () => <ContentPage slug="legal-information" />;
