import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Currency, ItemAnswer, Language, UserInfo, UserUpdateBody } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';
import { emit } from '@bookshop/event-bus';
import { useT } from '@bookshop/i18n';
import { rootStore, useRootStore } from '@bookshop/store';
import { Modal } from '@bookshop/ui';
import { shellMessages } from '../../messages';

/** Saves a preference on the user record when logged in; failures are logged and ignored (spec section 7). */
function pushToUser(body: UserUpdateBody) {
  const { user } = rootStore.getState();
  if (!user) return;
  api()
    .put<ItemAnswer<UserInfo>>(`/users/${user.id}`, body)
    .then(({ data }) => rootStore.getState().setUser(data.data))
    .catch((error: unknown) => console.warn('[shell] preference not saved on the user record', error));
}

export function chooseLanguage(language: Language) {
  rootStore.getState().setLanguage(language);
  emit('preferences:language-changed', { language });
  pushToUser({ language });
}

/** Changing away from euro without a rate is refused with the currency-blocked modal. */
export function chooseCurrency(currency: Currency): 'changed' | 'blocked' {
  const { currencyRate } = rootStore.getState();
  if (currency !== 'eur' && !currencyRate) return 'blocked';
  rootStore.getState().setCurrency(currency);
  emit('preferences:currency-changed', { currency });
  pushToUser({ currency });
  return 'changed';
}

/** Language and currency selector (top bar and mobile drawer). */
export function PreferencesSelector({ idPrefix }: { idPrefix: string }) {
  const t = useT(shellMessages);
  const language = useRootStore((s) => s.language);
  const currency = useRootStore((s) => s.currency);
  const [blocked, setBlocked] = useState(false);

  return (
    <div className="preferences">
      <label className="preferences__field" htmlFor={`${idPrefix}-language`}>
        <span className="visually-hidden">{t('language')}</span>
        <select id={`${idPrefix}-language`} value={language} onChange={(event) => chooseLanguage(event.target.value as Language)}>
          <option value="fr" lang="fr">
            {t('french')}
          </option>
          <option value="eng" lang="en">
            {t('english')}
          </option>
        </select>
      </label>
      <label className="preferences__field" htmlFor={`${idPrefix}-currency`}>
        <span className="visually-hidden">{t('currency')}</span>
        <select
          id={`${idPrefix}-currency`}
          value={currency}
          onChange={(event) => chooseCurrency(event.target.value as Currency) === 'blocked' && setBlocked(true)}
        >
          <option value="eur">{t('euro')}</option>
          <option value="usd">{t('dollar')}</option>
        </select>
      </label>
      <Modal open={blocked} title={t('currencyBlockedTitle')} onClose={() => setBlocked(false)}>
        <p>{t('currencyBlocked')}</p>
        <Link className="bk-button bk-button--primary" to="/contactus" onClick={() => setBlocked(false)}>
          {t('contactUs')}
        </Link>
      </Modal>
    </div>
  );
}
