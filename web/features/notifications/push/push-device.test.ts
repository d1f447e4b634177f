import { describe, expect, it, vi } from 'vitest';
import { SUBSCRIBE_TIMEOUT_MS, checkPushSubscription, disablePush, dropBrowserSubscription, enablePush, keyBytes, pushState, type PushEnvironment } from './push-device.ts';

const KEY_A = 'BAECAwQ'; // bytes 4,1,2,3,4
const KEY_B = 'BAUGBwg'; // bytes 4,5,6,7,8

function subscription(key: string, endpoint = 'https://push.example/sub-1') {
  return {
    endpoint,
    options: { applicationServerKey: keyBytes(key).buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint, keys: { p256dh: 'p256', auth: 'auth' } }),
    unsubscribe: vi.fn().mockResolvedValue(true),
  } as unknown as PushSubscription & { unsubscribe: ReturnType<typeof vi.fn> };
}

function device(opts: { permission?: NotificationPermission | null; answer?: NotificationPermission; manager?: boolean; ios?: boolean; held?: PushSubscription | null; serverKey?: string } = {}) {
  let permission = opts.permission === undefined ? 'default' : opts.permission;
  let held = opts.held ?? null;
  const puts: [string, unknown][] = [];
  const deletes: string[] = [];
  const manager = {
    getSubscription: vi.fn(async () => held),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      held = subscription(btoa(String.fromCharCode(...new Uint8Array(options.applicationServerKey as Uint8Array))).replace(/=+$/, ''), 'https://push.example/new');
      return held;
    }),
  };
  const env: PushEnvironment = {
    permission: () => permission,
    requestPermission: vi.fn(async () => (permission = opts.answer ?? 'granted')),
    pushManager: async () => (opts.manager === false ? null : manager),
    iosTab: () => opts.ios ?? false,
    deviceId: () => 'device-1234',
    publicKey: async () => opts.serverKey ?? KEY_A,
    putSubscription: async (id, json) => void puts.push([id, json]),
    deleteSubscription: async (id) => void deletes.push(id),
  };
  return { env, manager, puts, deletes };
}

describe('push on this device', () => {
  it('says why it cannot: an unsupported browser, an iPhone tab not added to the Home Screen, a denied permission', async () => {
    expect(await pushState(device({ manager: false }).env)).toBe('unsupported');
    expect(await pushState(device({ manager: false, ios: true }).env)).toBe('ios-install');
    expect(await pushState(device({ permission: null, ios: true }).env)).toBe('ios-install');
    expect(await pushState(device({ permission: 'denied' }).env)).toBe('denied');
    expect(await pushState(device({ permission: 'granted' }).env)).toBe('off');
    expect(await pushState(device({ permission: 'granted', held: subscription(KEY_A) }).env)).toBe('on');
  });

  it('turns on from the tap: asks permission, subscribes with the server’s key and tells the server under the device id', async () => {
    const { env, manager, puts } = device();
    expect(await enablePush(env)).toBe('on');
    expect(env.requestPermission).toHaveBeenCalledOnce();
    expect(new Uint8Array(manager.subscribe.mock.calls[0]![0].applicationServerKey as Uint8Array)).toEqual(new Uint8Array([4, 1, 2, 3, 4]));
    expect(manager.subscribe.mock.calls[0]![0].userVisibleOnly).toBe(true);
    expect(puts).toEqual([['device-1234', { endpoint: 'https://push.example/new', keys: { p256dh: 'p256', auth: 'auth' } }]]);
  });

  it('stays off when the permission is refused or dismissed, and never subscribes', async () => {
    for (const [answer, state] of [
      ['denied', 'denied'],
      ['default', 'off'],
    ] as const) {
      const { env, manager, puts } = device({ answer });
      expect(await enablePush(env)).toBe(state);
      expect(manager.subscribe).not.toHaveBeenCalled();
      expect(puts).toEqual([]);
    }
  });

  it('gives up on a push service that never answers, without telling the server', async () => {
    vi.useFakeTimers();
    try {
      const { env, manager, puts } = device({ permission: 'granted' });
      manager.subscribe.mockImplementation(() => new Promise(() => undefined));
      const turning = enablePush(env);
      const outcome = expect(turning).rejects.toThrow('push_subscribe_timeout');
      await vi.advanceTimersByTimeAsync(SUBSCRIBE_TIMEOUT_MS);
      await outcome;
      expect(puts).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns off: unsubscribes and the server forgets the device', async () => {
    const held = subscription(KEY_A);
    const { env, deletes } = device({ permission: 'granted', held });
    expect(await disablePush(env)).toBe('off');
    expect(held.unsubscribe).toHaveBeenCalled();
    expect(deletes).toEqual(['device-1234']);
  });

  it('on sign-out, drops the browser’s subscription without asking the server (which has no session to ask with)', async () => {
    const held = subscription(KEY_A);
    const { env, deletes, puts } = device({ permission: 'granted', held });
    expect(await dropBrowserSubscription(env)).toBe(true);
    expect(held.unsubscribe).toHaveBeenCalled();
    expect([deletes, puts]).toEqual([[], []]);
    expect(await dropBrowserSubscription(device({ permission: 'granted' }).env)).toBe(false);
  });
});

describe('the check when the app opens', () => {
  it('subscribes again when the server’s key changed', async () => {
    const held = subscription(KEY_A);
    const { env, manager, puts } = device({ permission: 'granted', held, serverKey: KEY_B });
    expect(await checkPushSubscription(env)).toBe('renewed');
    expect(held.unsubscribe).toHaveBeenCalled();
    expect(new Uint8Array(manager.subscribe.mock.calls[0]![0].applicationServerKey as Uint8Array)).toEqual(new Uint8Array([4, 5, 6, 7, 8]));
    expect(puts.map(([, json]) => (json as { endpoint: string }).endpoint)).toEqual(['https://push.example/new']);
  });

  it('sends the same subscription again when the key is the same (a server that lost the device knows it again)', async () => {
    const held = subscription(KEY_A);
    const { env, manager, puts } = device({ permission: 'granted', held });
    expect(await checkPushSubscription(env)).toBe('resent');
    expect(held.unsubscribe).not.toHaveBeenCalled();
    expect(manager.subscribe).not.toHaveBeenCalled();
    expect(puts).toEqual([['device-1234', { endpoint: 'https://push.example/sub-1', keys: { p256dh: 'p256', auth: 'auth' } }]]);
  });

  it('does nothing when push was never turned on here', async () => {
    const a = device({ permission: 'granted' });
    const b = device({ permission: 'default', held: subscription(KEY_A) });
    expect([await checkPushSubscription(a.env), await checkPushSubscription(b.env)]).toEqual(['none', 'none']);
    expect([...a.puts, ...b.puts]).toEqual([]);
  });
});
