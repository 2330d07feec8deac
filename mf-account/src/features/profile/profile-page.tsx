import type { UserInfo } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { rootStore, useRootStore } from '@bookshop/store';
import { Button, LoadingBlock, useAsync, usePageMeta } from '@bookshop/ui';
import { fetchCountries, fetchMe } from '../../lib/account-api';
import { accountMessages } from '../../messages';
import { AddressBook } from './address-book';
import { DetailsForm } from './details-form';
import { PersonalDataSection } from '../rights/personal-data-section';
import { PasswordForm } from './password-form';
import { PreferencesSection } from './preferences-section';
import { SavedCards } from './saved-cards';
import { SignInMethodsSection } from './sign-in-methods';
import { MyStockAlerts } from '../stock-alerts/my-stock-alerts';

/**
 * /accountprofile (login required): details, language and currency, address book, saved cards, back-in-stock
 * alerts, sign-in methods, password, and one's personal data (download, deletion), from the server's record of the user.
 */
/** What the server renders of /accountprofile (the account is the logged-in browser's): its heading and intro. */
export function ProfilePageSkeleton() {
  const t = useT(accountMessages);
  return (
    <section className="profile-page" data-boundary="account">
      <h1>{t('profileTitle')}</h1>
      <p className="account-form-page__intro">{t('profileIntro')}</p>
      <LoadingBlock />
    </section>
  );
}

export function ProfilePage() {
  const t = useT(accountMessages);
  usePageMeta({ title: t('profileTitle'), canonicalPath: '/accountprofile' });
  const user = useRootStore((s) => s.user);
  // The server's record replaces the held user (and after each change too), so the header follows.
  const update = (fresh: UserInfo) => rootStore.getState().setUser(fresh);
  // Loaded once, not again on a language change: countries come with both names, and reloading would take the page
  // (and the language select the shopper is using in Preferences) away while it loads.
  const loaded = useAsync(async () => {
    const [fresh, countries] = await Promise.all([fetchMe(), fetchCountries()]);
    update(fresh);
    return countries;
  }, []);

  return (
    <section className="profile-page" data-boundary="account">
      <h1>{t('profileTitle')}</h1>
      <p className="account-form-page__intro">{t('profileIntro')}</p>
      {loaded.status === 'loading' && <LoadingBlock />}
      {loaded.status === 'error' && (
        <div className="account-form" role="alert">
          <p>{t('loadFailed')}</p>
          <Button onClick={loaded.reload}>{t('retry')}</Button>
        </div>
      )}
      {loaded.status === 'success' && user && (
        <div className="profile-page__sections">
          <DetailsForm key={`details-${user.id}`} user={user} onSaved={update} />
          <PreferencesSection />
          <AddressBook user={user} countries={loaded.data} onChange={update} />
          <SavedCards user={user} onChange={update} />
          <MyStockAlerts />
          <SignInMethodsSection />
          <PasswordForm />
          <PersonalDataSection />
        </div>
      )}
    </section>
  );
}
