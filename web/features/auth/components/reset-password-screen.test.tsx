import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change my password' }));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

async function open(routes = {}) {
  const api = fakeApi(routes);
  const app = await renderApp('/reset_password/code-123');
  await screen.findByRole('heading', { name: 'Choose a new password' });
  return { ...api, ...app };
}

describe('reset password screen', () => {
  it('says "Please fill all the fields" while a field is empty', async () => {
    const { requests } = await open();
    type('New password', 'Secret#123');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please fill all the fields');
    expect(requests).toHaveLength(0);
  });

  it('explains the password policy, then says "Passwords do not match"', async () => {
    const { requests } = await open();
    type('New password', 'secret');
    type('Repeat the new password', 'secret');
    submit();
    expect(screen.getByText(/^At least 8 characters/).className).toBe('field-error');
    type('New password', 'Secret#123');
    type('Repeat the new password', 'Secret#124');
    submit();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('sets the new password, shows the message and goes to login after 3 s', async () => {
    const { requests, router } = await open({ '/api/auth/reset-password/code-123': json(200, { message: 'Changed.' }) });
    type('New password', 'Secret#123');
    type('Repeat the new password', 'Secret#123');
    submit();
    expect((await screen.findByText('Your password has been changed. Taking you to sign in…')).closest('[role=status]')).toBeTruthy();
    expect(await requests[0]!.json()).toEqual({ password: 'Secret#123' });
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(router.state.location.pathname).toBe('/reset_password/code-123');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('offers a new link when the code is unknown or expired (404)', async () => {
    await open({ '/api/auth/reset-password/code-123': json(404, { error: { code: 'invalid_reset_code', message: 'Invalid.' } }) });
    type('New password', 'Secret#123');
    type('Repeat the new password', 'Secret#123');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/login?mode=reset');
  });

  it('shows other server errors in the form and stops loading', async () => {
    await open({ '/api/auth/reset-password/code-123': json(500, { error: { code: 'internal_error', message: 'Oops.' } }) });
    type('New password', 'Secret#123');
    type('Repeat the new password', 'Secret#123');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side. Try again.');
    expect((screen.getByRole('button', { name: 'Change my password' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
