import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '#web/db/database.ts';
import { useReadingPosition } from './use-reading-position.ts';

const ID = 'a'.repeat(32);
const SCREEN = 800;

/** A story body `height` px tall whose top sits `top` px below the top of the page. */
function Body({ height, top = 100 }: { height: number; top?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useReadingPosition(ref, { id: ID, title: 'A long tale' }, true);
  return (
    <div
      ref={(el) => {
        ref.current = el;
        if (!el) return;
        Object.defineProperty(el, 'offsetHeight', { configurable: true, get: () => height });
        el.getBoundingClientRect = () => ({ top: top - window.scrollY, height, bottom: top - window.scrollY + height, left: 0, right: 0, width: 0, x: 0, y: 0, toJSON: () => ({}) });
      }}
    />
  );
}

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};

describe('reading position of a long text', () => {
  // The hook loads the progress store on first use; loading it here keeps each test's timing its own.
  beforeAll(() => Promise.all([import('#web/sync/progress.ts'), import('#web/sync/progress-rules.ts')]));
  beforeEach(async () => {
    await db.progress.clear();
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: SCREEN });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => vi.useRealTimers());

  it('saves the share read a moment after scrolling stops', async () => {
    render(<Body height={4000} />);
    await waitFor(() => expect(window.scrollTo).not.toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    scrollTo(2300); // the bottom of the screen is at 2300 + 800 − 100 = 3000 px of 4000: 75 %
    await waitFor(async () => expect((await db.progress.get(['', ID]))?.position).toBeCloseTo(0.75, 2), { timeout: 4000 });
    expect(await db.progress.get(['', ID])).toMatchObject({ kind: 'text', duration: null, finished: false });
  });

  it('scrolls back to where the reader had got to', async () => {
    await db.progress.put({ userId: '', articleId: ID, kind: 'text', position: 0.6, duration: null, finished: false, updatedAt: new Date().toISOString() });
    render(<Body height={4000} />);
    // The bottom of the screen at 60 % of the body: 100 + 2400 − 800.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 1700, behavior: 'instant' }));
  });

  it('leaves a short text alone', async () => {
    await db.progress.put({ userId: '', articleId: ID, kind: 'text', position: 0.6, duration: null, finished: false, updatedAt: new Date().toISOString() });
    render(<Body height={1200} />);
    scrollTo(300);
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect((await db.progress.get(['', ID]))?.position).toBe(0.6);
  });
});
