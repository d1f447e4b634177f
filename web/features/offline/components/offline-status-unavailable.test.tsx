import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';

// The sync button's chunk cannot load: a first visit cut off before the service worker was installed.
vi.mock('#web/features/offline/components/sync-indicator.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  act(() => void window.dispatchEvent(new Event('online')));
});

it('keeps the page and the offline strip when the sync button cannot load offline', async () => {
  fakeApi({ '/api/themes': { items: [], total: 0, nextCursor: null }, '/api/articles': { items: [], total: 0, nextCursor: null }, '/api/tribes': { items: [], total: 0, nextCursor: null } });
  await renderApp('/');
  await screen.findByRole('banner');
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(await screen.findByText('You are offline — showing what is saved on this device')).toBeTruthy();
  // Given the chunk's import time to fail: the header and the page are still there, without the button.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Sync status/ })).toBeNull();
});
