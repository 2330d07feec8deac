import { isValidFrenchVatNumber, isValidSiret } from './invoices';

test('a SIRET is 14 digits with a Luhn key, La Poste\'s establishments by their digit sum', () => {
  expect(isValidSiret('91234567500017')).toBe(true);
  expect(isValidSiret('91234567500018')).toBe(false);
  expect(isValidSiret('9123456750001')).toBe(false);
  expect(isValidSiret('912 345 675 00017')).toBe(false);
  // La Poste (SIREN 356 000 000): a digit sum multiple of 5.
  expect(isValidSiret('35600000000015')).toBe(true);
  expect(isValidSiret('35600000000016')).toBe(false);
});

test('a French VAT number is FR, its key from the SIREN, and the SIRET\'s SIREN when one is given', () => {
  expect(isValidFrenchVatNumber('FR65912345675')).toBe(true);
  expect(isValidFrenchVatNumber('FR65912345675', '91234567500017')).toBe(true);
  expect(isValidFrenchVatNumber('FR66912345675')).toBe(false);
  expect(isValidFrenchVatNumber('FR11999999998', '91234567500017')).toBe(false);
  expect(isValidFrenchVatNumber('DE123456789')).toBe(false);
  // Keys below 10 keep their leading zero.
  expect(isValidFrenchVatNumber('FR00100000012')).toBe(true);
  expect(isValidFrenchVatNumber('FR0100000012')).toBe(false);
});
