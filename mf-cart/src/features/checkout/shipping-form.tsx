import { PHONE_PATTERN, POSTAL_CODE_PATTERN, isPersonName, type Country, type ShippingAddress } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { CountryField, Field } from '@bookshop/ui/forms';
import { checkoutMessages } from './messages';

type Messages = typeof checkoutMessages.fr;
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


/** The required-field messages of spec section 5, by field; names as the API takes them (letters, spaces, ' ’ - .). */
export function validateShipping(values: ShippingAddress): ShippingErrors {
  const found: ShippingErrors = {};
  if (!values.first_name.trim()) found.first_name = 'firstNameRequired';
  else if (!isPersonName(values.first_name)) found.first_name = 'nameInvalid';
  if (!values.last_name.trim()) found.last_name = 'nameRequired';
  else if (!isPersonName(values.last_name)) found.last_name = 'nameInvalid';
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
  const t = useT(checkoutMessages);
  const set = (field: keyof ShippingAddress) => (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value });
  const error = (field: keyof ShippingAddress) => (errors[field] ? t(errors[field]) : undefined);
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
      <CountryField label={t('country')} placeholder={t('chooseCountry')} countries={countries} value={values.country} onChange={set('country')} autoComplete="shipping country" error={error('country')} />
    </div>
  );
}
