import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { testSession, testUser } from '#tests/utils/auth-testing.tsx';

const field = (name: RegExp | string) => screen.getByLabelText(name, { selector: 'input' });
const type = (name: RegExp | string, value: string) => fireEvent.change(field(name), { target: { value } });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => setSession(null));

describe('login screen', () => {
  it('shows the logo, the language toggle, and links to about and home, outside the main layout', async () => {
    fakeApi({});
    await renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tribes' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Passer en français' })).toBeTruthy();
    const links = within(screen.getByRole('navigation', { name: 'Other pages' }));
    expect(links.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(links.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(document.querySelector('.app-header')).toBeNull();
  });

  it('says login.requiredEmail for a missing or invalid email or a missing password, without calling the server', async () => {
    const { requests } = fakeApi({});
    await renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address and your password.');
    type('Email', 'not-an-email');
    type('Password', 'whatever');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address and your password.');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('shows the password on demand', async () => {
    fakeApi({});
    await renderApp('/login');
    expect(field('Password').getAttribute('type')).toBe('password');
    fireEvent.click(await screen.findByRole('button', { name: 'Show password' }));
    expect(field('Password').getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('signs in: loading state, then the session is stored and the reader goes home', async () => {
    let answer!: (r: Response) => void;
    const session = testSession();
    const { requests } = fakeApi({ '/api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { store, router } = await renderApp('/login');
    await screen.findByLabelText('Email', { selector: 'input' });
    type('Email', ' Ada@Example.com ');
    type('Password', 'Secret#123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(await requests[0]!.json()).toEqual({ username: 'Ada@Example.com', password: 'Secret#123' });
    // In a browser tab: the Devices screen lists it as one (issue #30).
    expect(requests[0]!.headers.get('X-Display-Mode')).toBeNull();
    answer(json(200, session));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.get(sessionAtom)).toEqual(session);
    expect(JSON.parse(localStorage.getItem('userData')!).user.email).toBe(testUser.email);
  });

  it('says it is the installed app when it runs from the home screen (the Devices screen, issue #30)', async () => {
    const { requests } = fakeApi({ '/api/auth/login': json(200, testSession()) });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)', media: query, addEventListener() {}, removeEventListener() {} }));
    try {
      await renderApp('/login');
      await screen.findByLabelText('Email', { selector: 'input' });
      type('Email', 'ada@example.com');
      type('Password', 'Secret#123');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(requests).toHaveLength(1));
      expect(requests[0]!.headers.get('X-Display-Mode')).toBe('standalone');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the server message: translated when the code is known, as sent otherwise', async () => {
    const responses = [json(401, { error: { code: 'invalid_credentials', message: 'Wrong email or password.' } }), json(418, { error: { code: 'teapot', message: 'I am a teapot.' } })];
    fakeApi({ '/api/auth/login': () => responses.shift() });
    await renderApp('/login', { language: 'fr' });
    await screen.findByLabelText('E-mail', { selector: 'input' });
    type('E-mail', 'ada@example.com');
    type('Mot de passe', 'Secret#123');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('E-mail ou mot de passe incorrect.');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('I am a teapot.'));
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
  });

  it('switching forms clears errors and resets the forms', async () => {
    fakeApi({ '/api/auth/login': json(401, { error: { code: 'invalid_credentials', message: 'Wrong email or password.' } }) });
    await renderApp('/login');
    await screen.findByLabelText('Email', { selector: 'input' });
    type('Email', 'ada@example.com');
    type('Password', 'Secret#123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password.');

    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all the fields correctly.');

    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((field('Email') as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a signed-in reader home, on a visit and when the session appears', async () => {
    fakeApi({});
    setSession(testSession());
    const first = await renderApp('/login');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.unmount();
    setSession(null);

    const second = await renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    second.store.set(sessionAtom, testSession());
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
  });
});
