import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './database.ts';
import { downloadSettings, offeredCap, STORAGE_CAPS } from './download-settings.ts';
import { setMeta } from './meta.ts';

const MB = 1024 * 1024;

describe('download settings', () => {
  beforeEach(async () => {
    await db.meta.clear();
  });

  it('reads a cap saved in decimal bytes, before caps counted in 1024s, as the option the reader chose', async () => {
    await setMeta('downloads.settings', { capBytes: 500e6, wifiOnly: true });
    const settings = await downloadSettings();
    expect(settings.capBytes).toBe(500 * MB);
    expect(settings.wifiOnly).toBe(true);
    expect([1e9, 2e9, 5e9].map(offeredCap)).toEqual([1024 * MB, 2048 * MB, 5120 * MB]);
  });

  it('keeps every offered cap, no cap, and any other cap as saved', () => {
    for (const cap of STORAGE_CAPS) expect(offeredCap(cap)).toBe(cap);
    expect(offeredCap(130)).toBe(130);
  });
});
