import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '#api/schemas/sessions.ts';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { ada, sessionFor } from '#tests/utils/people-fixtures.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';

const device = (id: string, over: Partial<Session> = {}): Session => ({
  id: id.repeat(32),
  browser: 'Chrome 131',
  os: 'Android 14',
  installed: false,
  country: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastSeenAt: '2026-11-28T14:00:00.000Z',
  current: false,
  ...over,
});
const laptop = device('a', { browser: 'Firefox 133', os: 'Windows 10', current: true });
const phone = device('b', { installed: true });
const tablet = device('c', { browser: '', os: '' });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function devicesApi(answers: { list?: () => unknown; remove?: (req: Request) => unknown } = {}) {
  let items = [laptop, phone, tablet];
  return fakeApi({
    '/api/themes': { items: [], total: 0, nextCursor: null },
    '/api/sessions': (req: Request) => {
      if (req.method === 'DELETE') {
        const answer = answers.remove?.(req);
        if (answer) return answer;
        const url = new URL(req.url);
        items = url.searchParams.get('others') === 'true' ? items.filter((d) => d.current) : items.filter((d) => !url.pathname.endsWith(d.id));
        return new Response(null, { status: 204 });
      }
      return answers.list ? answers.list() : { items };
    },
  });
}

async function open(language: 'en' | 'fr' = 'en') {
  const session = sessionFor(ada, 'ada@example.org');
  setSession(session);
  const view = await renderApp('/settings/devices', { language });
  view.store.set(sessionAtom, session);
  return view;
}

afterEach(() => setSession(null));

describe('the Devices screen (issue #30)', () => {
  it('lists where I am signed in, this device marked and with no sign-out of its own', async () => {
    devicesApi();
    await open();
    const list = await screen.findByRole('list', { name: '3 signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.device__name')?.textContent)).toEqual(['Firefox 133 on Windows 10This device', 'Chrome 131 on Android 14', 'Unknown browser']);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText('Installed app')).toBeTruthy();
    expect(within(rows[0]!).getByText('Browser tab')).toBeTruthy();
    expect(within(rows[1]!).getByText(/^Last active 28 Nov 2026, \d\d:00 · signed in 20 Nov 2026, \d\d:00$/)).toBeTruthy();
  });

  it('signs one device out once confirmed, and the list follows', async () => {
    const { requests } = devicesApi();
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Chrome 131 on Android 14' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Chrome 131 on Android 14 will be signed out/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url).pathname)).toEqual([`/api/sessions/${phone.id}`]);
    await screen.findByRole('list', { name: '2 signed-in devices' });
  });

  it('signs every other device out, in French', async () => {
    const { requests } = devicesApi();
    await open('fr');
    fireEvent.click(await screen.findByRole('button', { name: 'Déconnecter les 2 autres appareils' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Déconnecter' }));
    await screen.findByRole('list', { name: '1 appareil connecté' });
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url).search)).toEqual(['?others=true']);
    expect(screen.queryByRole('button', { name: /autres appareils/ })).toBeNull();
  });

  it('says so when the device was already signed out, or when offline', async () => {
    let remove: (req: Request) => unknown = () => json(404, { error: { code: 'session_not_found', message: 'gone' } });
    devicesApi({ remove: (req) => remove(req) });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Unknown browser' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That device was already signed out.');
    remove = () => {
      throw new TypeError('Failed to fetch');
    };
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Chrome 131 on Android 14' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You are offline. Connect to sign a device out.'));
  });

  it('offline, says the list needs the network and offers to try again', async () => {
    devicesApi({
      list: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await open();
    expect((await screen.findByRole('alert')).textContent).toContain('You are offline. Connect to see where you are signed in.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
