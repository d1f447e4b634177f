import { BlockList, isIP } from 'node:net';

/**
 * Which proxies' `X-Forwarded-For` to believe (`TRUST_PROXY`): a number of hops (the load balancer
 * in front, and any in front of it), or the addresses / CIDR ranges of the proxies themselves.
 */
export type TrustProxy = { hops: number } | { list: BlockList; text: string };

const MAX_HOPS = 10;

/** Addresses as sockets report them: `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1. */
function plain(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

/** Reads `2` or `10.0.0.0/8, 127.0.0.1, ::1`; null when any part is not a hop count, address or range. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= MAX_HOPS ? { hops } : null;
  }
  const list = new BlockList();
  for (const part of text.split(',').map((p) => p.trim())) {
    const [address = '', bits, extra] = part.split('/');
    const family = isIP(plain(address));
    if (!family || extra !== undefined) return null;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) {
      list.addAddress(plain(address), type);
      continue;
    }
    const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : -1;
    if (prefix < 0 || prefix > (family === 4 ? 32 : 128)) return null;
    list.addSubnet(plain(address), prefix, type);
  }
  return { list, text };
}

function trusted(trust: TrustProxy, address: string, index: number): boolean {
  if ('hops' in trust) return index < trust.hops;
  const family = isIP(address);
  return family !== 0 && trust.list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address behind trusted proxies, as Express's `trust proxy` finds it: from the socket's
 * peer, step left through `X-Forwarded-For` while the address in hand is a trusted proxy; the first
 * one that is not is the client (a client can prepend anything to the header, never append past
 * the proxy that wrote it). Without `trust` the socket's peer is the answer, whatever the header says.
 */
export function forwardedClient(socketAddress: string, forwardedFor: string | undefined, trust: TrustProxy | undefined): string {
  const peer = plain(socketAddress);
  if (!trust || !forwardedFor) return peer;
  const chain = [peer, ...forwardedFor.split(',').map(plain).filter(Boolean).reverse()];
  let index = 0;
  while (index < chain.length - 1 && trusted(trust, chain[index]!, index)) index += 1;
  // A malformed entry is never a usable client address: stop at the last good one before it.
  const found = chain[index]!;
  return isIP(found) ? found : (chain[index - 1] ?? peer);
}
