import { describe, expect, it } from 'vitest';
import { forwardedClient, parseTrustProxy } from './trust-proxy.ts';

const trust = (value: string) => parseTrustProxy(value) ?? undefined;

describe('TRUST_PROXY', () => {
  it('reads a hop count or a list of addresses and CIDR ranges; refuses anything else', () => {
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy(' 2 ')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1, ::1, fd00::/8')).not.toBeNull();
    for (const bad of ['0', '11', 'yes', '10.0.0.0/33', '10.0.0.1/8/2', 'proxy.local', '10.0.0.1,', '::1/129']) expect(parseTrustProxy(bad)).toBeNull();
  });

  it('without it, the socket peer is the client whatever X-Forwarded-For says', () => {
    expect(forwardedClient('198.51.100.7', '203.0.113.9', undefined)).toBe('198.51.100.7');
  });

  it('with one hop, the address the load balancer appended is the client, not what the client prepended', () => {
    expect(forwardedClient('10.0.0.2', '203.0.113.9', trust('1'))).toBe('203.0.113.9');
    // A client forging the header only adds entries on the left.
    expect(forwardedClient('10.0.0.2', '1.2.3.4, 203.0.113.9', trust('1'))).toBe('203.0.113.9');
    expect(forwardedClient('10.0.0.2', '1.2.3.4, 203.0.113.9, 10.0.0.9', trust('2'))).toBe('203.0.113.9');
    // Fewer entries than hops: the leftmost one.
    expect(forwardedClient('10.0.0.2', '203.0.113.9', trust('3'))).toBe('203.0.113.9');
  });

  it('with a list, steps left only through trusted proxies', () => {
    const list = trust('10.0.0.0/8, 127.0.0.1');
    expect(forwardedClient('::ffff:10.1.2.3', '1.2.3.4, 203.0.113.9, 10.0.0.9', list)).toBe('203.0.113.9');
    expect(forwardedClient('127.0.0.1', '203.0.113.9', list)).toBe('203.0.113.9');
    // A peer that is not a trusted proxy is the client: its header is ignored.
    expect(forwardedClient('198.51.100.7', '203.0.113.9', list)).toBe('198.51.100.7');
    // A garbage entry is never taken as an address: the last trusted hop is the answer.
    expect(forwardedClient('10.0.0.2', 'not-an-ip', list)).toBe('10.0.0.2');
    expect(forwardedClient('10.0.0.2', undefined, list)).toBe('10.0.0.2');
  });
});
