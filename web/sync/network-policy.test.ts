import { afterEach, describe, expect, it } from 'vitest';
import { connectionKind, mayUseNetwork, onConnectionChange } from './network-policy.ts';

describe('Wi-Fi only, for uploads and downloads alike', () => {
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
  });

  it('reads the Network Information types as Wi-Fi, metered or unknown', () => {
    expect(['wifi', 'ethernet'].map(connectionKind)).toEqual(['wifi', 'wifi']);
    expect(['cellular', 'bluetooth', 'wimax'].map(connectionKind)).toEqual(['metered', 'metered', 'metered']);
    expect([undefined, 'unknown', 'other', 'none', 'mixed'].map(connectionKind)).toEqual(['unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
  });

  it('allows any network with the setting off; with it on, Wi-Fi, never mobile data, and where unknown only by the person’s switch', () => {
    const off = { wifiOnly: false, onWifiNow: false };
    expect((['wifi', 'metered', 'unknown'] as const).map((k) => mayUseNetwork(off, k))).toEqual([true, true, true]);
    const on = { wifiOnly: true, onWifiNow: false };
    expect((['wifi', 'metered', 'unknown'] as const).map((k) => mayUseNetwork(on, k))).toEqual([true, false, false]);
    const said = { wifiOnly: true, onWifiNow: true };
    expect((['wifi', 'metered', 'unknown'] as const).map((k) => mayUseNetwork(said, k))).toEqual([true, false, true]);
  });

  it('reads the device’s connection when no kind is given, and tells of its changes until stopped', () => {
    const connection = Object.assign(new EventTarget(), { type: 'cellular' });
    (navigator as { connection?: unknown }).connection = connection;
    expect(mayUseNetwork({ wifiOnly: true, onWifiNow: true })).toBe(false);
    connection.type = 'wifi';
    expect(mayUseNetwork({ wifiOnly: true, onWifiNow: false })).toBe(true);
    let changes = 0;
    const stop = onConnectionChange(() => changes++);
    connection.dispatchEvent(new Event('change'));
    stop();
    connection.dispatchEvent(new Event('change'));
    expect(changes).toBe(1);
  });
});
