import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';

describe('template login and register', () => {
  it('others/login wins over others/$page; it validates nothing, signs no one in and links to the real login', async () => {
    const user = userEvent.setup();
    const { requests } = fakeApi({});
    const { router } = await renderApp('/others/login');
    expect(router.state.location.pathname).toBe('/others/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login into your account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the real sign-in page' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/login?mode=reset');

    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password.getAttribute('type')).toBe('password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert').textContent).toContain('Nothing was sent');
    expect(requests.filter((r) => r.url.includes('/api/'))).toEqual([]);
  });

  it('others/register has full name, email and password, in French too', async () => {
    const user = userEvent.setup();
    fakeApi({});
    await renderApp('/others/register', { language: 'fr' });
    for (const label of ['Nom complet', 'E-mail', 'Mot de passe']) expect(screen.getByLabelText(label)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Inscription' }));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Aller à la vraie page de connexion' })).toBeTruthy();
  });

  it('an unknown others/ page goes home', async () => {
    fakeApi({ '/api/': { items: [], total: 0, nextCursor: null } });
    const { router } = await renderApp('/others/nothing-here');
    expect(router.state.location.pathname).toBe('/');
  });
});
