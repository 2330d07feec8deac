import { Link } from 'react-router-dom';
import type { Currency, ItemAnswer, Language, UserInfo, UserUpdateBody } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { rootStore, useRootStore } from '@bookshop/store';
import { uiMessages } from './messages';
import { Modal } from './modal';

/** Saves a preference on the user record when logged in; failures are logged and ignored (spec section 7). */
function pushToUser(body: UserUpdateBody) {
  const { user } = rootStore.getState();
  if (!user) return;
  api()
    .put<ItemAnswer<UserInfo>>(`/users/${user.id}`, body)
    .then(({ data }) => rootStore.getState().setUser(data.data))
    .catch((error: unknown) => console.warn('[preferences] preference not saved on the user record', error));
}

/**
 * Switches the storefront's language: the store (every module re-renders) and the user record when logged in. The one
 * way to change it, from the header or the profile page alike.
 */
export function chooseLanguage(language: Language): void {
  rootStore.getState().setLanguage(language);
  pushToUser({ language });
}

export interface LanguageSelectProps {
  id: string;
  className?: string;
}

/** The store's languages as select options, each named in its own tongue (for a select styled by its form). */
export function LanguageOptions() {
  const t = useT(uiMessages);
  return (
    <>
      <option value="fr" lang="fr">
        {t('french')}
      </option>
      <option value="eng" lang="en">
        {t('english')}
      </option>
    </>
  );
}

/** The language select of the back office (the storefront's header has its choice with flags). */
export function LanguageSelect({ id, className }: LanguageSelectProps) {
  const t = useT(uiMessages);
  const language = useRootStore((s) => s.language);
  return (
    <label className={className} htmlFor={id}>
      <span>{t('language')}</span>
      <select id={id} value={language} onChange={(event) => chooseLanguage(event.target.value as Language)}>
        <LanguageOptions />
      </select>
    </label>
  );
}

/**
 * Switches the currency like `chooseLanguage`, except away from euro when company settings give no usd_rate: then
 * nothing changes and the answer is 'blocked', for the caller to open the `CurrencyBlockedModal` (spec section 5).
 */
export function chooseCurrency(currency: Currency): 'changed' | 'blocked' {
  const { currencyRate } = rootStore.getState();
  if (currency !== 'eur' && !currencyRate) return 'blocked';
  rootStore.getState().setCurrency(currency);
  pushToUser({ currency });
  return 'changed';
}

export interface CurrencyBlockedModalProps {
  open: boolean;
  onClose: () => void;
}

/** The currency-blocked modal (spec section 5): the refusal and a 'Contact us' link to /contactus. */
export function CurrencyBlockedModal({ open, onClose }: CurrencyBlockedModalProps) {
  const t = useT(uiMessages);
  return (
    <Modal open={open} title={t('currencyBlockedTitle')} onClose={onClose}>
      <p>{t('currencyBlocked')}</p>
      <Link className="bk-button bk-button--primary" to="/contactus" onClick={onClose}>
        {t('contactUs')}
      </Link>
    </Modal>
  );
}
