import { expect, test } from './app-test.ts';

/** Template pages (spec §2): sample data, but the navigation and the toggles work. */
test.describe('template pages', () => {
  test.use({ locale: 'en-US' });

  test('/template redirects to news-feed-layout/style-1', async ({ page }) => {
    await page.goto('/template');
    await expect(page).toHaveURL(/\/news-feed-layout\/style-1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News feed' })).toBeVisible();
  });

  test('the icon bar walks its pages in order', async ({ page }) => {
    await page.goto('/news-feed-layout/style-3');
    const links = page.getByRole('navigation', { name: 'Template pages' }).getByRole('link');
    await expect(links).toHaveCount(8);
    const pages: [number, RegExp, string][] = [
      [1, /\/favorite\/page-home$/, 'Wanderlust Collective'],
      [3, /\/others\/music$/, 'Music'],
      [4, /\/others\/weather$/, 'Weather'],
      [5, /\/others\/event-calendar$/, 'Event calendar'],
      [6, /\/others\/birthday$/, 'Birthdays'],
      [7, /\/others\/games$/, 'Games'],
      [0, /\/news-feed-layout\/style-1$/, 'News feed'],
    ];
    for (const [index, url, heading] of pages) {
      await links.nth(index).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(links.nth(index)).toHaveClass(/is-active/);
    }
    // The empty path leads out of the template, to the site's home.
    await links.nth(2).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a friend from the friends panel opens the chat box, with attach options, and it closes', { tag: '@both' }, async ({ page }) => {
    await page.goto('/news-feed-layout/style-1');
    await expect(page.getByRole('heading', { level: 1, name: 'News feed' })).toBeVisible();
    // Below 1200px the friends panel is a drawer opened from the header.
    if (page.viewportSize()!.width < 1200) await page.getByRole('button', { name: 'Show friends' }).click();
    const panel = page.getByRole('complementary', { name: 'Friends' });
    await panel.getByRole('button', { name: /Nadia Benali/ }).click();
    await panel.getByRole('dialog', { name: 'Nadia Benali' }).getByRole('button', { name: 'Message' }).click();

    const chat = page.locator('.chat-box');
    await expect(chat).toBeVisible();
    await expect(chat.getByPlaceholder('type your message here..')).toBeFocused();
    await chat.getByRole('button', { name: 'Attach' }).click();
    await expect(chat.getByText('Camera')).toBeVisible();
    await chat.getByPlaceholder('type your message here..').fill('See you Saturday');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('list', { name: 'Messages' })).toContainText('See you Saturday');
    await chat.getByRole('button', { name: 'Close the chat' }).click();
    await expect(chat).toBeHidden();
  });
});
