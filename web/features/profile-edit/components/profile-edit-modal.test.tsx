import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastsAtom } from '#web/components/toast/toast-atoms.ts';
import { appStore } from '#web/lib/app-store.ts';
import { db } from '#web/db/database.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { onlineAtom } from '#web/sync/network-status.ts';
import { fakeApi } from '#tests/utils/render-app.tsx';
import { scriptedTusStack } from '#tests/utils/scripted-uploads.ts';
import { setUploadHttpStack } from '#web/sync/page-uploads.ts';
import { me, renderSignedIn } from '#tests/utils/profile-edit-testing.tsx';
import { ProfileEditButton } from './profile-edit-button.tsx';
import { PASSWORD_CLOSE_MS } from './password-form.tsx';
import { ProfileEditModal } from './profile-edit-modal.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const input = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const errorOf = (label: string) =>
  (input(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .join('');
const picture = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });
const choose = (file: File) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
/** Writes only: the app around the modal loads its own data (themes…). */
const writes = (requests: Request[]) => requests.filter((r) => r.method !== 'GET');
const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
beforeEach(() => Promise.all(db.tables.map((t) => t.clear())));
afterEach(() => {
  vi.useRealTimers();
  appStore.set(toastsAtom, []);
  appStore.set(onlineAtom, true);
  appStore.set(sessionAtom, null);
});

describe('profile edit modal: picture', () => {
  it('refuses other types and files over 2 MB, and says noImageSelected when saving none', async () => {
    const { requests } = fakeApi({});
    await renderSignedIn(<ProfileEditModal onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit your profile' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the picture' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('No image selected');
    choose(picture('me.gif', 'image/gif'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a JPEG or PNG image.');
    choose(picture('me.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(within(dialog).getByRole('alert').textContent).toBe('The image must be at most 2 MB.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the picture' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('No image selected');
    expect(writes(requests)).toHaveLength(0);
  });

  it('previews, then sends the picture through the outbox: the upload, then the profile change naming it', async () => {
    // fake-indexeddb commits its transactions on timers: the local database needs real ones.
    vi.useRealTimers();
    let fileId = '';
    // The picture goes through the app's one uploader (a scripted tus server here).
    const uploads = scriptedTusStack((u) => {
      fileId = u.fileId;
      return { id: fileId, path: `/media/${fileId}/my%20photo.png`, name: 'my photo.png', mime: 'image/png', size: 2048, kind: 'image', durationSeconds: null };
    });
    uploads.state.hold = false;
    setUploadHttpStack(uploads.stack);
    const { requests } = fakeApi({
      '/api/users/me': () => ({ ...me, picture: `/media/${fileId}/my%20photo.png` }),
      '/api/collections': json(200, { items: [], total: 0, nextCursor: null }),
    });
    const app = await renderSignedIn(<ProfileEditModal onClose={() => undefined} />);
    // The outbox records writes for the session the API client uses.
    appStore.set(sessionAtom, app.store.get(sessionAtom));
    choose(picture('my photo.png', 'image/png'));
    expect(screen.getByRole('img', { name: 'Preview of the new picture' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the picture' }));
    await waitFor(() => expect(appStore.get(toastsAtom).map((t) => t.key)).toEqual(['operationSuccess']));
    // The app's sync runner sends the queue: the upload first (through the one uploader), then the
    // profile change naming it, with its outbox key.
    await waitFor(() => expect(writes(requests).map((r) => new URL(r.url).pathname)).toEqual(['/api/users/me']));
    expect(fileId).toMatch(/^[0-9a-f]{32}$/);
    // The bytes are the device's copy (fake-indexeddb does not keep jsdom's Blob bytes, so their
    // size is not checked here; tests/e2e/offline-edits.spec.ts sends a real picture).
    expect(uploads.sent.map(({ fileId: id, name, mime }) => ({ id, name, mime }))).toEqual([{ id: fileId, name: 'my photo.png', mime: 'image/png' }]);
    const [update] = writes(requests);
    expect(update!.headers.get('Idempotency-Key')).toMatch(/:\d+$/);
    expect(await update!.json()).toEqual({ picture: fileId });
  });
});

describe('profile edit modal: presentation and phone', () => {
  it('applies 50–250 characters and 9–15 digits', async () => {
    const { requests } = fakeApi({});
    await renderSignedIn(<ProfileEditModal onClose={() => undefined} />);
    tab('About you');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Presentation')).toBe('This field is required');
    expect(errorOf('Phone number')).toBe('This field is required');
    type('Presentation', 'Too short.');
    type('Phone number', '12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Presentation')).toBe('Min length is 50');
    expect(errorOf('Phone number')).toBe('Min length is 9');
    type('Presentation', 'x'.repeat(251));
    type('Phone number', '+33 6 12 ab 34');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Presentation')).toBe('Max length is 250');
    expect(errorOf('Phone number')).toBe('Use digits (spaces, dashes, dots, brackets and a leading + are fine)');
    type('Phone number', '1'.repeat(16));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Phone number')).toBe('Max length is 15');
    expect(writes(requests)).toHaveLength(0);
  });

  it('saves both through the outbox, shows them at once and says operationSuccess', async () => {
    vi.useRealTimers();
    const presentation = 'I write about rivers, markets and the people who keep them alive.';
    const { requests } = fakeApi({ '/api/users/me': () => ({ ...me, presentation, phoneNumber: '0612345678' }) });
    const app = await renderSignedIn(<ProfileEditModal onClose={() => undefined} />);
    appStore.set(sessionAtom, app.store.get(sessionAtom));
    tab('About you');
    type('Presentation', presentation);
    type('Phone number', '0612345678');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(appStore.get(sessionAtom)?.user.presentation).toBe(presentation));
    expect(appStore.get(toastsAtom).map((t) => t.key)).toEqual(['operationSuccess']);
    // Sent by the sync runner, with the entry's idempotency key.
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.headers.get('Idempotency-Key')).toMatch(/:\d+$/);
    expect(await writes(requests)[0]!.json()).toEqual({ presentation, phoneNumber: '0612345678' });
  });
});

describe('profile edit modal: a phone number as people write it (issue #25)', () => {
  it('accepts "+237 6 99 12 34 56" and saves its digits', async () => {
    vi.useRealTimers();
    const presentation = 'I write about rivers, markets and the people who keep them alive.';
    const { requests } = fakeApi({ '/api/users/me': () => ({ ...me, presentation, phoneNumber: '237699123456' }) });
    const app = await renderSignedIn(<ProfileEditModal onClose={() => undefined} />);
    appStore.set(sessionAtom, app.store.get(sessionAtom));
    tab('About you');
    type('Presentation', presentation);
    type('Phone number', '+237 6 99 12 34 56');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(appStore.get(sessionAtom)?.user.phoneNumber).toBe('237699123456'));
    expect(errorOf('Phone number')).toBeFalsy();
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(await writes(requests)[0]!.json()).toEqual({ presentation, phoneNumber: '237699123456' });
  });
});

describe('profile edit modal: password', () => {
  it('says passwordNoMatch, explains the policy and needs the current password', async () => {
    const { requests } = fakeApi({});
    await renderSignedIn(<ProfileEditModal onClose={() => undefined} />);
    tab('Password');
    const save = () => fireEvent.click(screen.getByRole('button', { name: 'Change my password' }));
    save();
    expect(errorOf('Current password')).toBe('This field is required');
    type('Current password', 'short');
    type('New password', 'weakpass');
    type('Repeat the new password', 'weakpass');
    save();
    expect(errorOf('Current password')).toBe('Min length is 8');
    expect(errorOf('New password')).toMatch(/^At least 8 characters/);
    type('New password', 'Better#123');
    type('Repeat the new password', 'Better#124');
    save();
    expect(errorOf('Repeat the new password')).toBe('Passwords do not match');
    expect(writes(requests)).toHaveLength(0);
  });

  it('says a password change needs a connection when offline, and sends nothing', async () => {
    const { requests } = fakeApi({});
    await renderSignedIn(<ProfileEditModal onClose={() => undefined} />);
    appStore.set(onlineAtom, false);
    tab('Password');
    type('Current password', 'Old#12345');
    type('New password', 'Better#123');
    type('Repeat the new password', 'Better#123');
    expect(screen.getByRole('alert').textContent).toMatch(/^Changing your password needs a connection/);
    const save = screen.getByRole('button', { name: 'Change my password' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.submit(save.closest('form')!);
    expect(writes(requests)).toHaveLength(0);
    act(() => appStore.set(onlineAtom, true));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(save.disabled).toBe(false);
  });

  it('shows 403 wrong_password in the form', async () => {
    fakeApi({ '/api/users/me': json(403, { error: { code: 'wrong_password', message: 'Your current password is not correct.' } }) });
    await renderSignedIn(<ProfileEditModal onClose={() => undefined} />, '/about');
    tab('Password');
    type('Current password', 'Old#12345');
    type('New password', 'Better#123');
    type('Repeat the new password', 'Better#123');
    fireEvent.click(screen.getByRole('button', { name: 'Change my password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your current password is not correct.');
  });

  it('changes the password and closes the modal 2 s later', async () => {
    const onClose = vi.fn();
    const { requests } = fakeApi({ '/api/users/me': () => me });
    await renderSignedIn(<ProfileEditModal onClose={onClose} />);
    tab('Password');
    type('Current password', 'Old#12345');
    type('New password', 'Better#123');
    type('Repeat the new password', 'Better#123');
    fireEvent.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(await writes(requests)[0]!.json()).toEqual({ current_password: 'Old#12345', password: 'Better#123', rpassword: 'Better#123' });
    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_CLOSE_MS - 100));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('profile edit modal: keyboard and ownership', () => {
  it('moves between tabs with the arrow keys and closes on Escape, giving focus back', async () => {
    fakeApi({});
    await renderSignedIn(<ProfileEditButton profileId={me.id} />);
    const open = await screen.findByRole('button', { name: 'Edit profile' });
    open.focus();
    fireEvent.click(open);
    const first = screen.getByRole('tab', { name: 'Picture' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'About you' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'About you' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });

  it('shows the edit button only on the signed-in user’s own profile', async () => {
    fakeApi({});
    await renderSignedIn(<ProfileEditButton profileId={'b'.repeat(32)} />);
    await screen.findByRole('button', { name: 'Profile menu' });
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
  });
});
