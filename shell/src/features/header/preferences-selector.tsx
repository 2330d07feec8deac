import { useState } from 'react';
import type { Currency } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { chooseCurrency, CurrencyBlockedModal } from '@bookshop/ui';
import { shellMessages } from '../../messages';
import { LanguageChoice } from './language-choice';

/**
 * Language and currency selector (top bar and mobile drawer): each language with its flag, then the currency. The choice
 * itself and the currency-blocked modal are shared (`@bookshop/ui`), so the profile page's preferences behave the same
 * way.
 */
export function PreferencesSelector({ idPrefix }: { idPrefix: string }) {
  const t = useT(shellMessages);
  const currency = useRootStore((s) => s.currency);
  const [blocked, setBlocked] = useState(false);

  return (
    <div className="preferences">
      <LanguageChoice idPrefix={idPrefix} />
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
