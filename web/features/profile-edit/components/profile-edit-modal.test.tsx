import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastsAtom } from '#web/components/toast/toast-atoms.ts';
import { appStore } from '#web/lib/app-store.ts';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { fakeApi } from '#tests/utils/render-app.tsx';
import { scriptedTusStack } from '#tests/utils/scripted-uploads.ts';
import { setUploadHttpStack } from '#web/sync/page-uploads.ts';
import { startSync } from '#web/sync/start-sync.ts';
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
afterEach(() => {
  vi.useRealTimers();
  appStore.set(toastsAtom, []);
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

  it('previews, uploads the bytes under a new id, sets the picture, and the header avatar changes at once', async () => {
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
    // The outbox and uploader run on the app-wide store, as in production.
    setSession(app.store.get(sessionAtom));
    startSync();
    const menu = await screen.findByRole('button', { name: 'Profile menu' });
    expect(menu.querySelector('img')).toBeNull();

    choose(picture('my photo.png', 'image/png'));
    expect(screen.getByRole('img', { name: 'Preview of the new picture' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the picture' }));
    await waitFor(() => expect(menu.querySelector('img')?.getAttribute('src')).toBe(`/media/${fileId}/my%20photo.png`));

    const [update] = writes(requests);
    expect(fileId).toMatch(/^[0-9a-f]{32}$/);
    expect(uploads.sent).toEqual([{ fileId, name: 'my photo.png', mime: 'image/png', size: 2048, offset: 2048 }]);
    expect(update!.method).toBe('PUT');
    expect(await update!.json()).toEqual({ picture: fileId });
    expect(app.store.get(sessionAtom)?.user.picture).toBe(`/media/${fileId}/my%20photo.png`);
    expect(JSON.parse(localStorage.getItem('userData')!).user.picture).toBe(`/media/${fileId}/my%20photo.png`);
    // The success toast (spec §8 'operationSuccess') is shown by the app's Toaster.
    expect(appStore.get(toastsAtom).map((t) => t.message)).toEqual(['operationSuccess']);
  });

  it('shows the server error in the form and stops loading', async () => {
    const uploads = scriptedTusStack(() => {
      throw new Error('never finished');
    });
    uploads.state.refuse = { status: 415, body: { error: { code: 'unsupported_media_type', message: 'Not an image.' } } };
    setUploadHttpStack(uploads.stack);
    fakeApi({ '/api/collections': json(200, { items: [], total: 0, nextCursor: null }) });
    const app = await renderSignedIn(<ProfileEditModal onClose={() => undefined} />);
    setSession(app.store.get(sessionAtom));
    startSync();
    choose(picture('me.png', 'image/png'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save the picture' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This file type is not supported. Choose a JPEG or PNG image.');
    expect((screen.getByRole('button', { name: 'Save the picture' }) as HTMLButtonElement).disabled).toBe(false);
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
    type('Phone number', '+33 612345678');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Presentation')).toBe('Max length is 250');
    expect(errorOf('Phone number')).toBe('Use digits only');
    type('Phone number', '1'.repeat(16));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Phone number')).toBe('Max length is 15');
    expect(writes(requests)).toHaveLength(0);
  });

  it('saves both and says operationSuccess', async () => {
    const presentation = 'I write about rivers, markets and the people who keep them alive.';
    const { requests } = fakeApi({ '/api/users/me': () => ({ ...me, presentation, phoneNumber: '0612345678' }) });
    const app = await renderSignedIn(<ProfileEditModal onClose={() => undefined} />);
    tab('About you');
    type('Presentation', presentation);
    type('Phone number', '0612345678');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.store.get(sessionAtom)?.user.presentation).toBe(presentation));
    expect(await writes(requests)[0]!.json()).toEqual({ presentation, phoneNumber: '0612345678' });
    expect(appStore.get(toastsAtom).map((t) => t.message)).toEqual(['operationSuccess']);
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
    await renderSignedIn(<ProfileEditButton profileEmail="ADA@example.com" />);
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
    await renderSignedIn(<ProfileEditButton profileEmail="someone@example.com" />);
    await screen.findByRole('button', { name: 'Profile menu' });
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
  });
});
