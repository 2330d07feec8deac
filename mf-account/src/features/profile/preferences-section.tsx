import { useState } from 'react';
import type { Currency, Language } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { chooseCurrency, chooseLanguage, CurrencyBlockedModal, LanguageOptions } from '@bookshop/ui';
import { SelectField } from '@bookshop/ui/forms';
import { profileMessages } from './messages';

/**
 * Language and currency, with the same shared choice as the header's selector (store, event, user record, and the
 * currency-blocked modal when the shop has no dollar rate), so the two always show the same values.
 */
export function PreferencesSection() {
  const t = useT(profileMessages);
  const language = useRootStore((s) => s.language);
  const currency = useRootStore((s) => s.currency);
  const [blocked, setBlocked] = useState(false);

  return (
    <section className="account-form" aria-labelledby="profile-preferences-title">
      <h2 id="profile-preferences-title">{t('preferencesTitle')}</h2>
      <p className="account-form__intro">{t('preferencesIntro')}</p>
      <div className="account-form__row">
        <SelectField label={t('preferredLanguage')} value={language} onChange={(event) => chooseLanguage(event.target.value as Language)}>
          <LanguageOptions />
        </SelectField>
        <SelectField
          label={t('preferredCurrency')}
          value={currency}
          onChange={(event) => chooseCurrency(event.target.value as Currency) === 'blocked' && setBlocked(true)}
        >
          <option value="eur">{t('currencyEuro')}</option>
          <option value="usd">{t('currencyDollar')}</option>
        </SelectField>
      </div>
      <CurrencyBlockedModal open={blocked} onClose={() => setBlocked(false)} />
    </section>
  );
}
