import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label.ts';

describe('a sign-in’s device, named from its user agent (issue #30)', () => {
  it('names the browser and the system with their major versions', () => {
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.39 Mobile Safari/537.36')).toEqual({
      browser: 'Chrome 131',
      os: 'Android 14',
    });
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toEqual({
      browser: 'Safari 18',
      os: 'iOS 18',
    });
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({ browser: 'Firefox 133', os: 'Windows 10' });
  });

  it('keeps nothing it cannot name (no agent, a script)', () => {
    expect(deviceLabel(undefined)).toEqual({ browser: '', os: '' });
    expect(deviceLabel('curl/8.5.0').os).toBe('');
  });
});
