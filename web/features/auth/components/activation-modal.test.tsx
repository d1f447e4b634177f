import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#tests/utils/render-app.tsx';
import { renderBeside } from '#tests/utils/auth-testing.tsx';
import { ActivationModal } from './activation-modal.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

async function open(answer: Response, language: 'en' | 'fr' = 'en') {
  const api = fakeApi({ '/api/auth/activation/abc': answer });
  // Starts away from home, so reaching '/' without the code is the modal's doing.
  const app = await renderBeside(<ActivationModal code="abc" />, '/login?mode=register', { language });
  return { ...api, ...app };
}

describe('activation modal', () => {
  it('activates, says so for 6 s, then returns to / without the code', async () => {
    const { router, requests } = await open(json(200, { message: 'Account Activated Successfully, you can now login.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account activation' });
    await waitFor(() => expect(dialog.textContent).toContain('Account Activated Successfully, you can now login.'));
    expect(requests.filter((r) => r.url.endsWith('/api/auth/activation/abc'))).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(5_900));
    expect(router.state.location.pathname).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toEqual({});
  });

  it('says "Invalid Activation Code" for a 404, in French too', async () => {
    await open(json(404, { error: { code: 'invalid_activation_code', message: 'Invalid Activation Code' } }), 'fr');
    const dialog = await screen.findByRole('dialog', { name: 'Activation du compte' });
    await waitFor(() => expect(dialog.textContent).toContain('Code d’activation invalide'));
  });

  it('shows the server message for other errors, and closes early on Escape', async () => {
    const { router } = await open(json(503, { error: { code: 'maintenance', message: 'Back in a minute.' } }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain('Back in a minute.'));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
