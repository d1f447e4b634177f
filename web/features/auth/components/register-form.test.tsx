import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const errorOf = (label: string) => {
  const input = screen.getByLabelText(label, { selector: 'input' });
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent).join('');
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function openRegister(language: 'en' | 'fr' = 'en') {
  const app = await renderApp('/login?mode=register', { language });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

function fillValid() {
  type('First name', 'Ada');
  type('Last name', 'Obi');
  type('Email', 'ada@example.com');
  type('Password', 'Secret#123');
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('register form', () => {
  it('explains the password policy before anything is typed', async () => {
    fakeApi({});
    await openRegister();
    expect(screen.getByText('At least 8 characters, with a number, an uppercase letter, a lowercase letter and a special character (like ! or ?).')).toBeTruthy();
  });

  it('says login.fillAllField with a message per field, and sends nothing', async () => {
    const { requests } = fakeApi({});
    await openRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all the fields correctly.');
    expect(errorOf('Last name')).toBe('This field is required');
    expect(errorOf('Email')).toBe('This field is required');
    expect(errorOf('Password')).toBe('This field is required');
    expect(errorOf('First name')).toBe('');
    expect(requests).toHaveLength(0);
  });

  it('applies the shared rules: last name min 3, a valid email, the password policy', async () => {
    fakeApi({});
    await openRegister();
    type('Last name', 'Ob');
    type('Email', 'ada@');
    type('Password', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(errorOf('Last name')).toBe('Min length is 3');
    expect(errorOf('Email')).toBe('Enter a valid email address, like name@example.com');
    expect(errorOf('Password')).toBe('At least 8 characters, with a number, an uppercase letter, a lowercase letter and a special character (like ! or ?).');
  });

  it('in French too', async () => {
    fakeApi({});
    await openRegister('fr');
    type('Nom', 'Ob');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(screen.getByRole('alert').textContent).toBe('Veuillez remplir correctement tous les champs.');
    expect(errorOf('Nom')).toBe('La longueur minimale est 3');
  });

  it('registers with a loading state, shows the success message, and returns to login after 8 s', async () => {
    let answer!: (r: Response) => void;
    const { requests } = fakeApi({ '/api/users': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { router } = await openRegister();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(((await screen.findByRole('button', { name: 'Creating your account…' })) as HTMLButtonElement).disabled).toBe(true);
    expect(await requests[0]!.json()).toEqual({ firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', password: 'Secret#123', language: 'en' });
    answer(json(201, { message: 'Your account has been created. Check your email to activate it.' }));
    expect((await screen.findByText(/^Your account has been created\./)).closest('[role=status]')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(7_900));
    expect(router.state.location.search).toEqual({ mode: 'register' });
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('shows the server message when registering fails, and stops loading', async () => {
    fakeApi({ '/api/users': json(422, { error: { code: 'something_new', message: 'The server says no.' } }) });
    await openRegister();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The server says no.');
    expect((screen.getByRole('button', { name: 'Create my account' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
