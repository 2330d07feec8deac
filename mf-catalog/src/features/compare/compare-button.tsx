import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { addToCompare, rootStore, useRootStore } from '@bookshop/store';
import { Button, notify } from '@bookshop/ui';
import { compareMessages } from './compare-messages';

/** Adds a book to the compare list (login required, at most 3) or takes it out again; hidden when compare is off. */
export function CompareButton({ articleId }: { articleId: number }) {
  const t = useT(compareMessages);
  const navigate = useNavigate();
  const location = useLocation();
  const enabled = useRootStore((s) => s.isCompareEnabled);
  const compared = useRootStore((s) => s.compare.includes(articleId));
  if (!enabled) return null;

  const onClick = () => {
    const { compare, user, token } = rootStore.getState();
    if (compared) {
      rootStore.getState().setCompare(compare.filter((id) => id !== articleId));
      notify.success(t('compareRemoved'));
      return;
    }
    const result = addToCompare(compare, articleId, Boolean(user && token));
    if (result.ok) {
      rootStore.getState().setCompare(result.list);
      notify.success(t('compareAdded'));
    } else if (result.reason === 'login-required') {
      notify.info(t('compareLoginRequired'));
      navigate('/login', { state: { from: location.pathname } });
    } else if (result.reason === 'limit-reached') {
      notify.error(t('compareLimit'));
    }
  };

  return (
    <Button variant="secondary" aria-pressed={compared} onClick={onClick}>
      {compared ? t('removeFromCompare') : t('addToCompare')}
    </Button>
  );
}
