import { createHash, randomBytes } from 'node:crypto';

/**
 * Random secrets handed to a person or a device (activation and reset codes, refresh tokens):
 * 256 bits, base64url so they sit in a URL path or query unescaped. Only their SHA-256 is stored,
 * so a copy of the database does not hold usable codes or tokens.
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a secret. A plain hash suffices: the secret has 256 bits of entropy. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
