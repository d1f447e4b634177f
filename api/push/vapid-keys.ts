import { createECDH } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The server's VAPID identity (RFC 8292): the key pair that signs each push, and who to contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Used when `VAPID_SUBJECT` is unset; push services ask for a contact, and this names the site. */
export function vapidSubjectOf(publicUrl: string): string {
  const url = new URL(publicUrl);
  // web-push warns on every send for a localhost subject, which push services do not accept.
  return url.protocol === 'https:' && url.hostname !== 'localhost' ? url.origin : 'mailto:push@localhost';
}

/** Why `publicKey` and `privateKey` (base64url) are not one P-256 VAPID key pair; null when they are. */
export function vapidPairProblem(publicKey: string, privateKey: string): string | null {
  const pub = /^[A-Za-z0-9_-]+$/.test(publicKey) ? Buffer.from(publicKey, 'base64url') : null;
  if (!pub || pub.length !== 65 || pub[0] !== 4) return 'VAPID_PUBLIC_KEY: must be a 65-byte P-256 public key in base64url (87 characters, as web-push generate-vapid-keys prints)';
  const priv = /^[A-Za-z0-9_-]+$/.test(privateKey) ? Buffer.from(privateKey, 'base64url') : null;
  if (!priv || priv.length !== 32) return 'VAPID_PRIVATE_KEY: must be a 32-byte P-256 private key in base64url (43 characters)';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    if (ecdh.getPublicKey().equals(pub)) return null;
  } catch {
    return 'VAPID_PRIVATE_KEY: is not a P-256 private key';
  }
  return 'VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY';
}

/**
 * The VAPID key pair kept in `DATA_DIR/vapid-keys.json` (readable by the owner only), made on the
 * first start when `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` are unset. Browsers subscribe with the
 * public key, and a push signed by another key is refused: the keys must outlive restarts, and every
 * instance behind a load balancer must have the same ones.
 */
export function loadOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey })}\n`, { mode: 0o600, flag: 'wx' });
  // The mode above is masked by the umask; the key is a secret whatever the umask.
  chmodSync(file, 0o600);
  return keys;
}
