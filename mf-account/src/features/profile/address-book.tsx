import { useState, type FormEvent } from 'react';
import { ADDRESS_BOOK_MAX, type Address, type AddressInput, type Country, type Language, type UserInfo } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { Button, notify } from '@bookshop/ui';
import { CountryField, Field } from '@bookshop/ui/forms';
import { deleteAddress, makeDefaultAddress, saveAddress } from './api';
import { PHONE_PATTERN, POSTAL_CODE_PATTERN, isPersonName } from '../../lib/validation';
import { profileMessages } from './messages';

type Messages = typeof profileMessages.fr;
type AddressField = Exclude<keyof AddressInput, 'is_default'>;

const EMPTY: Omit<AddressInput, 'is_default'> = {
  title: '',
  first_name: '',
  last_name: '',
  phone: '',
  address: '',
  address_extra: '',
  city: '',
  postal_code: '',
  country: '',
};

/** The client-side checks, with the required-field messages of spec section 5; the server checks them all again. */
export function validateAddress(values: Omit<AddressInput, 'is_default'>): Partial<Record<AddressField, keyof Messages>> {
  const found: Partial<Record<AddressField, keyof Messages>> = {};
  if (!values.title.trim()) found.title = 'addressTitleRequired';
  if (!values.first_name.trim()) found.first_name = 'firstNameRequired';
  else if (!isPersonName(values.first_name)) found.first_name = 'nameInvalid';
  if (!values.last_name.trim()) found.last_name = 'nameRequired';
  else if (!isPersonName(values.last_name)) found.last_name = 'nameInvalid';
  if (!values.phone.trim()) found.phone = 'phoneRequired';
  else if (!PHONE_PATTERN.test(values.phone.trim())) found.phone = 'phoneInvalid';
  if (!values.address.trim()) found.address = 'addressRequired';
  if (!values.city.trim()) found.city = 'cityRequired';
  if (!values.postal_code.trim()) found.postal_code = 'postalCodeRequired';
  else if (!POSTAL_CODE_PATTERN.test(values.postal_code.trim())) found.postal_code = 'postalCodeInvalid';
  if (!values.country) found.country = 'countryRequired';
  return found;
}

/**
 * Countries in the order of the language shown now: the profile loads them once, sorted by the server for the
 * language of that moment, and the shopper may switch languages on the page since (same collation as the server).
 */
function inLanguageOrder(countries: Country[], language: Language): Country[] {
  const collator = new Intl.Collator(language === 'eng' ? 'en' : 'fr', { sensitivity: 'base', numeric: true });
  const name = (country: Country) => (language === 'eng' ? country.name_en : country.name_fr);
  return [...countries].sort((a, b) => collator.compare(name(a), name(b)));
}

/** The server's field errors, as messages of the form. */
const SERVER_FIELD_MESSAGES: Partial<Record<string, keyof Messages>> = {
  title: 'addressTitleRequired',
  first_name: 'nameInvalid',
  last_name: 'nameInvalid',
  phone: 'phoneInvalid',
  address: 'addressRequired',
  city: 'cityRequired',
  postal_code: 'postalCodeInvalid',
  country: 'countryUnknown',
};

interface AddressFormProps {
  initial?: Address;
  countries: Country[];
  onSaved: (user: UserInfo) => void;
  onCancel: () => void;
}

function AddressForm({ initial, countries, onSaved, onCancel }: AddressFormProps) {
  const t = useT(profileMessages);
  const [values, setValues] = useState<Omit<AddressInput, 'is_default'>>(() => {
    if (!initial) return { ...EMPTY };
    const { id: _id, ...fields } = initial;
    return fields;
  });
  const [isDefault, setIsDefault] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<AddressField, keyof Messages>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: AddressField) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const error = (field: AddressField) => (errors[field] ? t(errors[field]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as Omit<AddressInput, 'is_default'>;
      onSaved(await saveAddress({ ...trimmed, ...(isDefault ? { is_default: true } : {}) }, initial?.id));
      notify.success(t('addressSaved'));
    } catch (failure) {
      setBusy(false);
      const message = failure instanceof ApiError ? SERVER_FIELD_MESSAGES[failure.field ?? ''] : undefined;
      if (failure instanceof ApiError && failure.code === 'too_many_addresses') notify.error(t('tooManyAddresses', { max: ADDRESS_BOOK_MAX }));
      else if (message && failure instanceof ApiError) setErrors({ [failure.field as AddressField]: message });
      else notify.error(t('serverError'));
    }
  };

  return (
    <form className="account-form address-form" onSubmit={(event) => void submit(event)} noValidate aria-label={initial ? t('editAddress', { title: initial.title }) : t('addAddress')}>
      <Field label={t('addressTitle')} value={values.title} onChange={set('title')} error={error('title')} />
      <div className="account-form__row">
        <Field label={t('firstName')} autoComplete="given-name" value={values.first_name} onChange={set('first_name')} error={error('first_name')} />
        <Field label={t('lastName')} autoComplete="family-name" value={values.last_name} onChange={set('last_name')} error={error('last_name')} />
      </div>
      <Field label={t('phone')} type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} error={error('phone')} />
      <Field label={t('address')} autoComplete="address-line1" value={values.address} onChange={set('address')} error={error('address')} />
      <Field label={t('addressExtra')} autoComplete="address-line2" value={values.address_extra} onChange={set('address_extra')} />
      <div className="account-form__row">
        <Field label={t('postalCode')} autoComplete="postal-code" value={values.postal_code} onChange={set('postal_code')} error={error('postal_code')} />
        <Field label={t('city')} autoComplete="address-level2" value={values.city} onChange={set('city')} error={error('city')} />
      </div>
      <CountryField label={t('country')} placeholder={t('chooseCountry')} countries={countries} value={values.country} onChange={set('country')} autoComplete="country" error={error('country')} />
      <label className="address-form__default">
        <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
        <span>{t('makeDefault')}</span>
      </label>
      <div className="address-form__actions">
        <Button type="submit" busy={busy}>
          {t('saveAddress')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The address book: each address with edit, delete and "use as default"; one form at a time to add or edit. */
export function AddressBook({ user, countries, onChange }: { user: UserInfo; countries: Country[]; onChange: (user: UserInfo) => void }) {
  const t = useT(profileMessages);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const language = useRootStore((s) => s.language);
  const ordered = inLanguageOrder(countries, language);
  const countryName = (code: string) => {
    const country = countries.find((entry) => entry.code === code);
    if (!country) return code;
    return language === 'eng' ? country.name_en : country.name_fr;
  };

  const act = async (id: number, action: () => Promise<UserInfo>, done?: string) => {
    setBusyId(id);
    try {
      onChange(await action());
      if (done) notify.success(done);
    } catch {
      notify.error(t('serverError'));
    } finally {
      setBusyId(null);
    }
  };

  const saved = (next: UserInfo) => {
    setEditing(null);
    onChange(next);
  };

  return (
    <section className="account-form" aria-labelledby="profile-addresses-title">
      <h2 id="profile-addresses-title">{t('addressesTitle')}</h2>
      {user.addresses.length === 0 && editing !== 'new' && <p className="empty-state">{t('noAddress')}</p>}
      <ul className="address-list">
        {user.addresses.map((address) =>
          editing === address.id ? (
            <li key={address.id}>
              <AddressForm initial={address} countries={ordered} onSaved={saved} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li key={address.id} className="address-card">
              <p className="address-card__title">
                <strong>{address.title}</strong>
                {user.defaultAdd === address.id && <span className="address-card__default">{t('defaultAddress')}</span>}
              </p>
              <address>
                {address.first_name} {address.last_name}
                <br />
                {address.address}
                {address.address_extra && (
                  <>
                    <br />
                    {address.address_extra}
                  </>
                )}
                <br />
                {address.postal_code} {address.city}, {countryName(address.country)}
                <br />
                {address.phone}
              </address>
              <div className="address-card__actions">
                <Button variant="secondary" onClick={() => setEditing(address.id)} aria-label={t('editAddress', { title: address.title })}>
                  ✎
                </Button>
                {user.defaultAdd !== address.id && (
                  <Button variant="ghost" busy={busyId === address.id} onClick={() => void act(address.id, () => makeDefaultAddress(address.id))}>
                    {t('makeDefault')}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  busy={busyId === address.id}
                  onClick={() => void act(address.id, () => deleteAddress(address.id), t('addressDeleted'))}
                  aria-label={t('deleteAddress', { title: address.title })}
                >
                  ✕
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <AddressForm countries={ordered} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t('addAddress')}
        </Button>
      )}
    </section>
  );
}
