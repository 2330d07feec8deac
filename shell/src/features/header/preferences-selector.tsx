import { useState } from 'react';
import type { Currency, Language } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { chooseCurrency, chooseLanguage, CurrencyBlockedModal } from '@bookshop/ui';
import { shellMessages } from '../../messages';

/**
 * Language and currency selector (top bar and mobile drawer). The choice itself and the currency-blocked modal are
 * shared (`@bookshop/ui`), so the profile page's preferences behave the same way.
 */
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
      <CurrencyBlockedModal open={blocked} onClose={() => setBlocked(false)} />
    </div>
  );
}
