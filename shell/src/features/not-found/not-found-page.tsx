import { Link } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { shellMessages } from '../../messages';

/** Any path outside the route table. */
export function NotFoundPage() {
  const t = useT(shellMessages);
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link className="bk-button bk-button--primary" to="/">
        {t('backHome')}
      </Link>
    </section>
  );
}
