import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { NEWS_FEED_STYLES } from '../model/template-pages.ts';
import { templateFiles } from '#tests/utils/template-data.ts';
import { FEED_LAYOUTS } from './feed-layouts.ts';

describe('news-feed layouts', () => {
  it('has 12 styles, each a different arrangement', () => {
    expect(Object.keys(FEED_LAYOUTS)).toEqual(NEWS_FEED_STYLES);
    expect(new Set(Object.values(FEED_LAYOUTS).map((l) => JSON.stringify(l))).size).toBe(12);
  });

  it('shows the sample posts in the style of the route; like and comment work', async () => {
    const user = userEvent.setup();
    fakeApi(templateFiles);
    const { container } = await renderApp('/news-feed-layout/style-4');
    expect(container.querySelectorAll('.post-card--overlay')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'News feed · style 4' }).getAttribute('aria-current')).toBe('page');

    const post = screen.getByRole('article', { name: 'Nadia Benali' });
    const like = within(post).getByRole('button', { name: '128 likes' });
    await user.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(like.textContent).toBe('129 likes');
    await user.click(within(post).getByRole('button', { name: '24 comments' }));
    await user.type(within(post).getByRole('textbox', { name: 'Your comment' }), 'Beautiful!{Enter}');
    expect(within(post).getByText('Beautiful!')).toBeTruthy();
    expect(within(post).getByRole('button', { name: '25 comments' })).toBeTruthy();
  });

  it('publishes a post from the composer to the top of the feed', async () => {
    const user = userEvent.setup();
    fakeApi(templateFiles);
    await renderApp('/news-feed-layout/style-1');
    await user.type(screen.getByRole('textbox', { name: 'Write a post' }), 'Hello from the template');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getAllByRole('article')[0]!.textContent).toContain('Hello from the template');
  });
});
