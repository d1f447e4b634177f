import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('reset request form', () => {
  it('says login.requiredEmailMsg for a missing or invalid email', async () => {
    const { requests } = fakeApi({});
    await renderApp('/login?mode=reset', { language: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'M’envoyer un lien' }));
    expect(screen.getByRole('alert').textContent).toBe('Veuillez saisir une adresse e-mail valide.');
    fireEvent.change(screen.getByLabelText('E-mail', { selector: 'input' }), { target: { value: 'ada.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'M’envoyer un lien' }));
    expect(screen.getByRole('alert').textContent).toBe('Veuillez saisir une adresse e-mail valide.');
    expect(requests).toHaveLength(0);
  });

  it('sends the request, shows the message and goes home after 6 s', async () => {
    const { requests } = fakeApi({ '/api/auth/recovery-password': json(202, { message: 'On its way.' }) });
    const { router } = await renderApp('/login?mode=reset');
    fireEvent.change(await screen.findByLabelText('Email', { selector: 'input' }), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByText(/a link to reset its password is on its way/)).closest('[role=status]')).toBeTruthy();
    expect(await requests[0]!.json()).toEqual({ email: 'ada@example.com' });
    await act(() => vi.advanceTimersByTimeAsync(5_900));
    expect(router.state.location.pathname).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a rate-limit answer from the server', async () => {
    fakeApi({ '/api/auth/recovery-password': json(429, { error: { code: 'too_many_attempts', message: 'Too many attempts. Try again in 5 minutes.' } }) });
    await renderApp('/login?mode=reset');
    fireEvent.change(await screen.findByLabelText('Email', { selector: 'input' }), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Wait a few minutes, then try again.');
  });
});
