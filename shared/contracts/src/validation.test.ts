import { UPLOAD_IMAGE_HEAD_BYTES, uploadImageType } from './validation';

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
