import { useId } from 'react';
import type { Country, ShippingAddress } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { Field } from '@bookshop/ui';
import { cartMessages } from '../../messages';

type Messages = typeof cartMessages.fr;
export type ShippingErrors = Partial<Record<keyof ShippingAddress, keyof Messages>>;

export const EMPTY_SHIPPING: ShippingAddress = {
  first_name: '',
  last_name: '',
  phone: '',
  address: '',
  address_extra: '',
  city: '',
  postal_code: '',
  country: 'FR',
};

/** Same patterns as the server's; its answer has the last word. */
const PHONE_PATTERN = /^\+?[0-9 .()-]{6,25}$/;
const POSTAL_CODE_PATTERN = /^[A-Za-z0-9 -]{2,12}$/;

/** The required-field messages of spec section 5, by field. */
export function validateShipping(values: ShippingAddress): ShippingErrors {
  const found: ShippingErrors = {};
  if (!values.first_name.trim()) found.first_name = 'firstNameRequired';
  if (!values.last_name.trim()) found.last_name = 'nameRequired';
  if (!values.phone.trim()) found.phone = 'phoneRequired';
  else if (!PHONE_PATTERN.test(values.phone.trim())) found.phone = 'phoneInvalid';
  if (!values.address.trim()) found.address = 'addressRequired';
  if (!values.postal_code.trim()) found.postal_code = 'postalCodeRequired';
  else if (!POSTAL_CODE_PATTERN.test(values.postal_code.trim())) found.postal_code = 'postalCodeInvalid';
  if (!values.city.trim()) found.city = 'cityRequired';
  if (!values.country) found.country = 'countryRequired';
  return found;
}

interface ShippingFormProps {
  values: ShippingAddress;
  errors: ShippingErrors;
  countries: Country[];
  onChange: (values: ShippingAddress) => void;
}

/** The delivery address fields of the checkout (a guest's, or a customer's new address). */
export function ShippingForm({ values, errors, countries, onChange }: ShippingFormProps) {
  const t = useT(cartMessages);
  const language = useRootStore((s) => s.language);
  const countryId = useId();
  const set = (field: keyof ShippingAddress) => (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value });
  const error = (field: keyof ShippingAddress) => (errors[field] ? t(errors[field]) : undefined);
  const countryError = error('country');
  return (
    <div className="shipping-form">
      <div className="checkout-row">
        <Field label={t('firstName')} autoComplete="shipping given-name" value={values.first_name} onChange={set('first_name')} error={error('first_name')} />
        <Field label={t('lastName')} autoComplete="shipping family-name" value={values.last_name} onChange={set('last_name')} error={error('last_name')} />
      </div>
      <Field label={t('phone')} type="tel" autoComplete="shipping tel" value={values.phone} onChange={set('phone')} error={error('phone')} />
      <Field label={t('address')} autoComplete="shipping address-line1" value={values.address} onChange={set('address')} error={error('address')} />
      <Field label={t('addressExtra')} autoComplete="shipping address-line2" value={values.address_extra} onChange={set('address_extra')} />
      <div className="checkout-row">
        <Field label={t('postalCode')} autoComplete="shipping postal-code" value={values.postal_code} onChange={set('postal_code')} error={error('postal_code')} />
        <Field label={t('city')} autoComplete="shipping address-level2" value={values.city} onChange={set('city')} error={error('city')} />
      </div>
      <div className="field">
        <label htmlFor={countryId}>{t('country')}</label>
        <select
          id={countryId}
          value={values.country}
          onChange={set('country')}
          autoComplete="shipping country"
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${countryId}-error` : undefined}
        >
          <option value="">{t('chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {language === 'eng' ? country.name_en : country.name_fr}
            </option>
          ))}
        </select>
        {countryError && (
          <p id={`${countryId}-error`} className="field__error">
            {countryError}
          </p>
        )}
      </div>
    </div>
  );
}
