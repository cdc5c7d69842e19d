import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Random base62 string; 22 characters carry about 131 bits. */
export function randomToken(length = 22): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; i < bytes.length && out.length < length; i++) {
    // Reject the top of the byte range so every character is equally likely.
    if (bytes[i] < 248) out += ALPHABET[bytes[i] % 62];
  }
  return out.length === length ? out : out + randomToken(length - out.length);
}

export function newId(prefix: string): string {
  return `${prefix}_${randomToken(16)}`;
}

export function nowIso(): string {
  return new Date().toISOString();
}
