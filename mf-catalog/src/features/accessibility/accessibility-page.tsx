import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { CompanySettings } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { usePageMeta } from '@bookshop/ui';
import { fetchCompanySettings, fromRequest } from '../../lib/api';
import { orNull } from '../../lib/page-states';
import { accessibilityMessages } from './accessibility-messages';

/** The route's loader: the shop's settings, for its email (the statement stands without them: the form remains). */
export function accessibilityLoader({ request }: LoaderFunctionArgs): Promise<CompanySettings | null> {
  return orNull(fetchCompanySettings(fromRequest(request)), request);
}

/** /accessibility: the accessibility statement, linked from the footer of every page. */
export function AccessibilityPage() {
  const t = useT(accessibilityMessages);
  const settings = useLoaderData<CompanySettings | null>();
  usePageMeta({ title: t('title'), description: t('intro'), canonicalPath: '/accessibility' });
  return (
    <article className="content-page accessibility-page" data-boundary="catalog">
      <h1>{t('title')}</h1>
      <div className="content-page__body">
        <p>{t('intro')}</p>
        <h2>{t('statusTitle')}</h2>
        <p>{t('statusText')}</p>
        <h2>{t('testsTitle')}</h2>
        <ul>
          <li>{t('testAxe')}</li>
          <li>{t('testKeyboard')}</li>
          <li>{t('testReflow')}</li>
          <li>{t('testLanguages')}</li>
        </ul>
        <h2>{t('limitsTitle')}</h2>
        <p>{t('limitsText')}</p>
        <h2>{t('contactTitle')}</h2>
        <p>{t('contactText')}</p>
        {settings?.email && (
          <p>
            {t('contactByEmail')} <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
        )}
        <p>
          <Link to="/contactus">{t('contactForm')}</Link>
        </p>
        <h2>{t('remedyTitle')}</h2>
        <p>{t('remedyText')}</p>
        <p className="accessibility-page__date">{t('dated')}</p>
      </div>
    </article>
  );
}
