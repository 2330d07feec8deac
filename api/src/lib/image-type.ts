import { uploadImageType } from '@bookshop/contracts';

/** The image formats accepted for uploads (avatars, return photos), by the extension a stored avatar's name takes. */
export const AVATAR_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;
export type AvatarExtension = keyof typeof AVATAR_TYPES;

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const satisfies Record<string, AvatarExtension>;

/**
 * The format the bytes are in, or null when they are none of PNG, JPEG and WebP: read from the bytes they start with,
 * never from the name or declared type (the same reading the forms make first, see `uploadImageType`).
 */
export function sniffImage(bytes: Buffer): AvatarExtension | null {
  const type = uploadImageType(bytes);
  return type ? EXTENSIONS[type] : null;
}
