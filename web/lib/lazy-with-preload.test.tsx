import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const render = (Component: ComponentType<{ name: string }>) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Component name="Awa" />
    </Suspense>,
  );

describe('lazyWithPreload', () => {
  it('suspends like React.lazy until its code is loaded', () => {
    const Lazy = lazyWithPreload(() => Promise.resolve({ default: Greeting }));
    expect(render(Lazy)).toContain('loading');
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve({ default: Greeting }));
    await Lazy.preload();
    expect(render(Lazy)).toContain('Hello <!-- -->Awa');
  });

  it('loads the code once, however often it is preloaded, and again after a failure', async () => {
    let loads = 0;
    const Lazy = lazyWithPreload<{ name: string }>(() => (++loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Greeting })));
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(loads).toBe(2);
  });
});
