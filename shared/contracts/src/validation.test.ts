import { PERSON_NAME_MAX_LENGTH, UPLOAD_IMAGE_HEAD_BYTES, eanFromIsbn, isPersonName, isValidEan13, uploadImageType } from './validation';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)));

test('an uploaded image is known by the bytes it starts with, whatever its name or declared type', () => {
  expect(uploadImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('image/png');
  expect(uploadImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
  expect(uploadImageType(new Uint8Array([...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBP')]))).toBe('image/webp');
  // A RIFF file that is not WebP (a WAV sound), SVG text, a truncated PNG signature, nothing at all.
  expect(uploadImageType(new Uint8Array([...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WAVE')]))).toBeNull();
  expect(uploadImageType(ascii('<svg onload="alert(1)">'))).toBeNull();
  expect(uploadImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
  expect(uploadImageType(new Uint8Array())).toBeNull();
  expect(UPLOAD_IMAGE_HEAD_BYTES).toBe(12);
});

test('an EAN-13 is valid only with 13 digits and the right check digit', () => {
  // Real ISBN-13s and EANs, and one whose weighted sum is already a multiple of 10 (check digit 0).
  for (const ean of ['9782070409228', '9780141439518', '9782070448760', '4006381333931', '9780306406157', '9782070400010']) {
    expect(isValidEan13(ean)).toBe(true);
  }
  // Each of these changes one thing of a valid code: the check digit, one other digit, two swapped digits.
  expect(isValidEan13('9782070409229')).toBe(false);
  expect(isValidEan13('9782170409228')).toBe(false);
  expect(isValidEan13('9782700409228')).toBe(false);
});

test('an EAN-13 is refused in any other shape', () => {
  expect(isValidEan13('978-2-07-040922-8')).toBe(false);
  expect(isValidEan13(' 9782070409228')).toBe(false);
  expect(isValidEan13('978207040922')).toBe(false);
  expect(isValidEan13('97820704092280')).toBe(false);
  expect(isValidEan13('207040922X')).toBe(false);
  expect(isValidEan13('97820704O9228')).toBe(false);
  expect(isValidEan13('')).toBe(false);
});

test('a typed ISBN is read as its EAN-13: an ISBN-13 as it is, an ISBN-10 as its 978 EAN, hyphens and spaces out', () => {
  expect(eanFromIsbn('978-2-07-036822-8')).toBe('9782070368228');
  expect(eanFromIsbn(' 9782070368228 ')).toBe('9782070368228');
  expect(eanFromIsbn('2-07-036822-X')).toBe('9782070368228');
  expect(eanFromIsbn('207036822x')).toBe('9782070368228');
  expect(eanFromIsbn('0 14 044430 0')).toBe('9780140444308');
  // A wrong check digit (ISBN-13 or ISBN-10), an X anywhere but last, too short.
  expect(eanFromIsbn('978-2-07-036822-9')).toBeNull();
  expect(eanFromIsbn('2-07-036822-1')).toBeNull();
  expect(eanFromIsbn('2-07-0X6822-X')).toBeNull();
  expect(eanFromIsbn('207036822')).toBeNull();
});

test('a name holds letters of any script, spaces, apostrophes, hyphens and dots, never a sentence or a link', () => {
  for (const name of ['Léa', 'Jean-Luc', "O'Brien", 'O’Connor', 'J. R. R.', 'Łukasz', '李', 'Nguye\u0302\u0303n', ' Anne Marie ', 'x'.repeat(PERSON_NAME_MAX_LENGTH)]) {
    expect([name, isPersonName(name)]).toEqual([name, true]);
  }
  for (const name of ['Paiement refusé, régularisez sur https://evil.example/', 'Léa 2', 'Léa:', 'a@b', 'Léa\nMartin', '', '  ', '.-', 'x'.repeat(PERSON_NAME_MAX_LENGTH + 1)]) {
    expect([name, isPersonName(name)]).toEqual([name, false]);
  }
});
