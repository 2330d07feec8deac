import type { Country } from '@bookshop/contracts';
import { useRootStore } from '@bookshop/store';
import { SelectField, type SelectFieldProps } from './field';

export type CountryFieldProps = Omit<SelectFieldProps, 'children'> & {
  /** GET /countries: where the shop delivers. */
  countries: Country[];
  /** The empty first choice ("Choose a country"). */
  placeholder: string;
};

/** A labelled select of the shop's countries, named in the shopper's language; its value is the ISO code. */
export function CountryField({ countries, placeholder, ...select }: CountryFieldProps) {
  const language = useRootStore((s) => s.language);
  return (
    <SelectField {...select}>
      <option value="">{placeholder}</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {language === 'eng' ? country.name_en : country.name_fr}
        </option>
      ))}
    </SelectField>
  );
}
