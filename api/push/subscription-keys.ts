import { createPublicKey } from 'node:crypto';

/**
 * Whether `p256dh` (base64url of 65 bytes, 0x04 x y: the schema checked the shape) is a point on
 * P-256. A point off the curve would make every payload's encryption throw at send time; refusing it
 * at subscribe time says so to the device that can fix it.
 */
export function isP256Point(p256dh: string): boolean {
  const bytes = Buffer.from(p256dh, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: bytes.subarray(1, 33).toString('base64url'), y: bytes.subarray(33).toString('base64url') }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}
