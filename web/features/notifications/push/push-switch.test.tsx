import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n, loadStringArea, setLanguage } from '#web/lib/i18n.ts';
import type { PushEnvironment } from './push-device.ts';
import { PushSwitch } from './push-switch.tsx';

function env(overrides: Partial<PushEnvironment> = {}): PushEnvironment {
  let permission: NotificationPermission = 'default';
  let held: PushSubscription | null = null;
  const subscription = {
    endpoint: 'https://push.example/s',
    options: { applicationServerKey: new Uint8Array([4, 1, 2, 3, 4]).buffer },
    toJSON: () => ({ endpoint: 'https://push.example/s', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: async () => ((held = null), true),
  } as unknown as PushSubscription;
  return {
    permission: () => permission,
    requestPermission: vi.fn(async (): Promise<NotificationPermission> => (permission = 'granted')),
    pushManager: async () => ({ getSubscription: async () => held, subscribe: async () => (held = subscription) }),
    iosTab: () => false,
    deviceId: () => 'device-1234',
    publicKey: async () => 'BAECAwQ',
    putSubscription: vi.fn(async () => undefined),
    deleteSubscription: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('the push switch', () => {
  it('asks nothing until tapped, then turns on and off, saying so', async () => {
    await initI18n();
    await loadStringArea('push-settings');
    await setLanguage('en');
    const device = env();
    render(<PushSwitch online env={device} />);
    const toggle = screen.getByRole('switch', { name: 'Push notifications on this device' });
    expect(screen.getByRole('status').textContent).toBe('One moment…');
    await screen.findByText(/Off\. Turn it on/);
    expect(device.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(device.requestPermission).toHaveBeenCalledOnce();
    expect(device.putSubscription).toHaveBeenCalledOnce();
    expect(screen.getByText(/even when the app is closed/)).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(device.deleteSubscription).toHaveBeenCalledWith('device-1234');
  });

  it('is disabled with the reason: an iPhone tab, a blocked permission (how to allow it), an unsupported browser, offline — in French too', async () => {
    await initI18n();
    await loadStringArea('push-settings');
    await setLanguage('fr');
    const { unmount } = render(<PushSwitch online env={env({ pushManager: async () => null, iosTab: () => true })} />);
    await screen.findByText(/ajouter l’application à l’écran d’accueil/);
    expect(screen.getByRole('switch', { name: 'Notifications push sur cet appareil' })).toHaveProperty('disabled', true);
    unmount();
    await setLanguage('en');
    const blocked = render(<PushSwitch online env={env({ permission: () => 'denied' })} />);
    await screen.findByText(/set Notifications to Allow/);
    expect(screen.getByRole('switch')).toHaveProperty('disabled', true);
    blocked.unmount();
    const old = render(<PushSwitch online env={env({ permission: () => null })} />);
    await screen.findByText(/cannot receive push notifications/);
    old.unmount();
    render(<PushSwitch online={false} env={env()} />);
    await screen.findByText(/Off\. Turn it on/);
    expect(screen.getByRole('switch')).toHaveProperty('disabled', true);
  });

  it('says it failed and stays off when the subscription cannot be made', async () => {
    await initI18n();
    await loadStringArea('push-settings');
    await setLanguage('en');
    const device = env({ publicKey: () => Promise.reject(new Error('push_unavailable')) });
    render(<PushSwitch online env={device} />);
    await screen.findByText(/Off\. Turn it on/);
    fireEvent.click(screen.getByRole('switch'));
    await screen.findByText('Push notifications could not be turned on here. Try again in a moment.');
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });
});
