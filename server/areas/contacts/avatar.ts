import { BadRequestError, PayloadTooLargeError } from '../../errors';

/** The largest avatar accepted: its data URL stays within the store's limit for inline images. */
export const MAX_AVATAR_BYTES = 75_000;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** What the first bytes of each accepted type are, so a file cannot claim a type it is not. */
const SIGNATURES: Record<(typeof AVATAR_TYPES)[number], (bytes: Buffer) => boolean> = {
  'image/png': (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
};

const isAvatarType = (type: string): type is (typeof AVATAR_TYPES)[number] =>
  (AVATAR_TYPES as readonly string[]).includes(type);

/**
 * The data URL of an uploaded avatar: a PNG, JPEG or WebP image (by its bytes, not only its
 * declared type) of at most MAX_AVATAR_BYTES. SVG is refused: it can carry script.
 */
export function avatarDataUrl(type: string, bytes: Buffer): string {
  if (bytes.length > MAX_AVATAR_BYTES) {
    throw new PayloadTooLargeError(`The avatar may be at most ${MAX_AVATAR_BYTES / 1000} KB`);
  }
  if (!isAvatarType(type) || !SIGNATURES[type](bytes)) {
    throw new BadRequestError('The avatar must be a PNG, JPEG or WebP image', {
      avatar: 'A PNG, JPEG or WebP image',
    });
  }
  return `data:${type};base64,${bytes.toString('base64')}`;
}

const DATA_URL = /^data:([a-z/]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The same check for an avatar sent as a data URL (GraphQL has no file upload). */
export function checkedAvatarDataUrl(value: string): string {
  const match = DATA_URL.exec(value);
  if (!match) {
    throw new BadRequestError('The avatar must be a base64 data URL', {
      avatar: 'A base64 data URL',
    });
  }
  // Refused before decoding when it cannot fit.
  if ((match[2] ?? '').length > Math.ceil(MAX_AVATAR_BYTES / 3) * 4) {
    throw new PayloadTooLargeError(`The avatar may be at most ${MAX_AVATAR_BYTES / 1000} KB`);
  }
  return avatarDataUrl(match[1] ?? '', Buffer.from(match[2] ?? '', 'base64'));
}
