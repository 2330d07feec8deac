import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Country, GiftCard, MyStockAlert, SignInMethods, UserInfo } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { rootStore, useRootStore } from '@bookshop/store';
import { Button, LoadingBlock, settle, usePageMeta, useRetry, type Settled } from '@bookshop/ui';
import { fetchCountries, fetchMe } from './api';
import { fetchMyStockAlerts } from '../stock-alerts/api';
import { fetchSignInMethods } from '../../lib/api';
import { profileMessages } from './messages';
import { AddressBook } from './address-book';
import { DetailsForm } from './details-form';
import { PersonalDataSection } from '../rights/personal-data-section';
import { PasswordForm } from './password-form';
import { PreferencesSection } from './preferences-section';
import { SavedCards } from './saved-cards';
import { SignInMethodsSection } from './sign-in-methods';
import { MyStockAlerts } from '../stock-alerts/my-stock-alerts';
import { fetchMyGiftCards } from '../gift-cards/api';
import { MyGiftCards } from '../gift-cards/my-gift-cards';

/** What the profile reads: the countries of the address book, and the sections' own reads (each may fail alone). */
interface ProfileData {
  countries: Country[];
  signInMethods: Settled<SignInMethods>;
  stockAlerts: Settled<MyStockAlert[]>;
  giftCards: Settled<GiftCard[]>;
}

/**
 * The route's client loader: the server's record of the user (it replaces the held user, so the header follows), the
 * countries, the sign-in methods and the back-in-stock alerts, read together. Read again on a language change, the page
 * staying on screen meanwhile.
 */
export function profileLoader({ request }: LoaderFunctionArgs): Promise<Settled<ProfileData>> {
  const read = async () => {
    const [fresh, countries, signInMethods, stockAlerts, giftCards] = await Promise.all([
      fetchMe(),
      fetchCountries(),
      settle(fetchSignInMethods(), request),
      settle(fetchMyStockAlerts(), request),
      settle(fetchMyGiftCards(), request),
    ]);
    rootStore.getState().setUser(fresh);
    return { countries, signInMethods, stockAlerts, giftCards };
  };
  return settle(read(), request);
}

/**
 * /accountprofile (login required): details, language and currency, address book, saved cards, gift cards, back-in-stock
 * alerts, sign-in methods, password, and one's personal data (download, deletion), from the server's record of the user.
 * Before its data (and on the server, which does not know the account), its heading, intro and a placeholder.
 */
export function ProfilePage() {
  const t = useT(profileMessages);
  usePageMeta({ title: t('profileTitle'), canonicalPath: '/accountprofile' });
  const user = useRootStore((s) => s.user);
  // The server's record replaces the held user after each change too.
  const update = (fresh: UserInfo) => rootStore.getState().setUser(fresh);
  const loaded = useLoaderData<Settled<ProfileData> | undefined>();
  const retry = useRetry();

  return (
    <section className="profile-page" data-boundary="account">
      <h1>{t('profileTitle')}</h1>
      <p className="account-form-page__intro">{t('profileIntro')}</p>
      {!loaded && <LoadingBlock />}
      {loaded?.status === 'error' && (
        <div className="account-form" role="alert">
          <p>{t('loadFailed')}</p>
          <Button onClick={retry}>{t('retry')}</Button>
        </div>
      )}
      {loaded?.status === 'success' && user && (
        <div className="profile-page__sections">
          <DetailsForm key={`details-${user.id}`} user={user} onSaved={update} />
          <PreferencesSection />
          <AddressBook user={user} countries={loaded.data.countries} onChange={update} />
          <SavedCards user={user} onChange={update} />
          <MyGiftCards loaded={loaded.data.giftCards} />
          <MyStockAlerts loaded={loaded.data.stockAlerts} />
          <SignInMethodsSection loaded={loaded.data.signInMethods} />
          <PasswordForm />
          <PersonalDataSection />
        </div>
      )}
    </section>
  );
}
