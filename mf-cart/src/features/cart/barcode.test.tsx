import { ean13Modules } from './barcode';

test('encodes an EAN-13 into 95 modules with the guard patterns', () => {
  const modules = ean13Modules('9782070409228');
  expect(modules).toHaveLength(95);
  expect(modules?.slice(0, 3)).toBe('101');
  expect(modules?.slice(45, 50)).toBe('01010');
  expect(modules?.slice(92)).toBe('101');
});

test('first digit 9 selects the LGGLGL parity for the left half', () => {
  // 4006381333931 is a textbook example: first digit 4 -> LGLLGG; digit 2 ("0") in L = 0001101.
  expect(ean13Modules('4006381333931')?.slice(3, 10)).toBe('0001101');
  // second digit "0" in G = 0100111 for a code starting with 9 (parity LGGLGL: the 2nd is L, the 3rd is G).
  expect(ean13Modules('9700000000000')?.slice(10, 17)).toBe('0100111');
});

test('refuses anything but 13 digits', () => {
  expect(ean13Modules('978-2-07')).toBeNull();
});
