import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { templateFiles } from '#tests/utils/template-data.ts';

describe('template layout', () => {
  it('redirects /template to news-feed-layout/style-1, and an unknown style too', async () => {
    fakeApi(templateFiles);
    const { router } = await renderApp('/template');
    expect(router.state.location.pathname).toBe('/news-feed-layout/style-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'News feed' })).toBeTruthy();
    await act(() => router.navigate({ to: '/news-feed-layout/$style', params: { style: 'style-99' } }));
    expect(router.state.location.pathname).toBe('/news-feed-layout/style-1');
  });

  it('lists the icon bar in the spec order, style-1 active by default', async () => {
    fakeApi(templateFiles);
    await renderApp('/p');
    const bar = screen.getByRole('navigation', { name: 'Template pages' });
    const hrefs = within(bar)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/news-feed-layout/style-1', '/favorite/page-home', '/', '/others/music', '/others/weather', '/others/event-calendar', '/others/birthday', '/others/games']);
    expect(within(bar).getAllByRole('link')[0]!.className).toContain('is-active');
    expect(screen.getByRole('link', { name: 'Sociala home (news feed)' }).getAttribute('href')).toBe('/news-feed-layout/style-1');
  });

  it('theme settings switch rtl/ltr and dark/light on the layout, list the pages, and close on outside click', async () => {
    const user = userEvent.setup();
    fakeApi(templateFiles);
    await renderApp('/news-feed-layout/style-2');
    const layout = screen.getByTestId('template-layout');
    expect(layout.getAttribute('dir')).toBe('ltr');
    await user.click(screen.getByRole('button', { name: 'Theme settings' }));
    const panel = screen.getByRole('dialog', { name: 'Theme settings' });
    await user.click(within(panel).getByRole('switch', { name: 'Right to left (RTL)' }));
    expect(layout.getAttribute('dir')).toBe('rtl');
    await user.click(within(panel).getByRole('switch', { name: 'Dark mode' }));
    expect(layout.className).toContain('tpl--dark');
    expect(await within(panel).findByRole('link', { name: 'Messenger' })).toBeTruthy();
    await user.click(within(panel).getByRole('switch', { name: 'Right to left (RTL)' }));
    expect(layout.getAttribute('dir')).toBe('ltr');

    await user.click(screen.getByRole('heading', { level: 1, name: 'News feed' }));
    expect(screen.queryByRole('dialog', { name: 'Theme settings' })).toBeNull();
    expect(layout.className).toContain('tpl--dark');
  });

  it('opens the mobile search, finds a page, and closes header menus on outside click or Escape', async () => {
    const user = userEvent.setup();
    fakeApi(templateFiles);
    await renderApp('/others/weather', { language: 'fr' });
    const toggle = screen.getByRole('button', { name: 'Rechercher' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans les pages du modèle' }), 'anniv');
    expect(
      within(screen.getByRole('region', { name: 'Résultats de recherche' }))
        .getByRole('link', { name: 'Anniversaires' })
        .getAttribute('href'),
    ).toBe('/others/birthday');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    const bell = screen.getByRole('button', { name: 'Notifications (4 nouvelles)' });
    await user.click(bell);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    await user.click(screen.getByRole('heading', { level: 1, name: 'Météo' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await user.click(bell);
    await user.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});
