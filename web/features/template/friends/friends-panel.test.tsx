import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { templateFiles } from '#tests/utils/template-data.ts';

async function openPanel() {
  const user = userEvent.setup();
  const api = fakeApi(templateFiles);
  await renderApp('/news-feed-layout/style-1');
  const panel = screen.getByRole('complementary', { name: 'Friends' });
  await within(panel).findByText('Kofi Mensah');
  return { user, panel, api };
}

describe('friends panel', () => {
  it('loads the friends conversation list at start: groups, avatar, title, city and status', async () => {
    const { panel, api } = await openPanel();
    expect(api.requests.some((r) => r.url.endsWith('/assets/data/friends-conversation.json'))).toBe(true);
    const kofi = within(panel).getByRole('button', { name: /Kofi Mensah/ });
    expect(kofi.textContent).toContain('Accra');
    expect(kofi.textContent).toContain('Online');
    expect(kofi.querySelector('img')?.getAttribute('src')).toBe('/assets/images/template/avatar-1.svg');
    expect(within(panel).getByRole('searchbox', { name: 'Find friends' }).getAttribute('placeholder')).toBe('Find friends...');
  });

  it('collapses and expands groups; a collapsed group starts closed', async () => {
    const { user, panel } = await openPanel();
    const close = within(panel).getByRole('button', { name: /Close friends/ });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    await user.click(close);
    expect(close.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel).queryByRole('button', { name: /Kofi Mensah/ })).toBeNull();
    const family = within(panel).getByRole('button', { name: /Family/ });
    expect(family.getAttribute('aria-expanded')).toBe('false');
    await user.click(family);
    expect(within(panel).getByRole('button', { name: /Chloé Martin/ })).toBeTruthy();
  });

  it('filters by name or city, including collapsed groups, and says when nothing matches', async () => {
    const { user, panel } = await openPanel();
    const search = within(panel).getByRole('searchbox', { name: 'Find friends' });
    await user.type(search, 'osaka');
    expect(within(panel).getByRole('button', { name: /Yuki Tanaka/ })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /Kofi Mensah/ })).toBeNull();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(within(panel).getByText('No friend matches “zzz”.')).toBeTruthy();
    const toggle = within(panel).getByRole('button', { name: 'Find friends' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('settings dropdown offers see all / find friends / settings and closes on outside click', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Friends options' }));
    const menu = within(panel).getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.trim()),
    ).toEqual(['See all', 'Find friends', 'Settings']);
    await user.click(screen.getByRole('heading', { level: 1, name: 'News feed' }));
    expect(within(panel).queryByRole('menu')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Friends options' }));
    await user.keyboard('{Escape}');
    expect(within(panel).queryByRole('menu')).toBeNull();
  });

  it('a friend opens a popover, then the chat box with its tools, attach options and close', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: /Nadia Benali/ }));
    const popover = within(panel).getByRole('dialog', { name: 'Nadia Benali' });
    expect(popover.querySelector('img')?.getAttribute('src')).toBe('/assets/images/template/avatar-2.svg');
    await user.click(within(popover).getByRole('button', { name: 'Message' }));

    const chat = screen.getByRole('dialog', { name: 'Nadia Benali' });
    expect(
      within(chat)
        .getByRole('link', { name: /Nadia Benali/ })
        .getAttribute('href'),
    ).toBe('/profile/timeline');
    for (const name of ['Video call', 'Voice call', 'Chat settings']) expect(within(chat).getByRole('button', { name })).toBeTruthy();
    expect(within(chat).getByText('No messages yet. Say hello to Nadia Benali!')).toBeTruthy();
    const input = within(chat).getByRole('textbox', { name: 'Message to Nadia Benali' });
    expect(input.getAttribute('placeholder')).toBe('type your message here..');

    const plus = within(chat).getByRole('button', { name: 'Attach' });
    await user.click(plus);
    expect(plus.getAttribute('aria-expanded')).toBe('true');
    const options = within(chat).getByRole('list', { name: 'Attach options' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((o) => o.textContent),
    ).toEqual(['Image', 'File', 'Camera']);
    await user.click(plus);
    expect(within(chat).queryByRole('list', { name: 'Attach options' })).toBeNull();

    await user.type(input, 'Hello!{Enter}');
    expect(within(chat).getByRole('list', { name: 'Messages' }).textContent).toContain('Hello!');
    await user.click(within(chat).getByRole('button', { name: 'Close the chat' }));
    expect(screen.queryByRole('dialog', { name: 'Nadia Benali' })).toBeNull();
  });

  it('"start new conversation" makes the next friend picked open the chat directly', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Start new conversation' }));
    expect(within(panel).getByText('Choose a friend to chat with.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: /Sofia Rossi/ }));
    expect(screen.getByRole('dialog', { name: 'Sofia Rossi' }).className).toContain('chat-box');
  });
});
