import { lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can be loaded ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's code; once it has loaded, new instances render without suspending. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy`, plus `preload()`. A lazy component suspends on its first render even when its code
 * is already there; while hydrating a server page, its part stays the server's inert HTML until then,
 * and React drops a tap or key press on it (it does not replay them). Preloaded before the page is
 * taken over (a route loader, awaited by web/main.tsx), the component hydrates with the rest.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => ((loaded = module.default), module),
      (error: unknown) => {
        loading = null; // a later preload (back online) tries again
        throw error;
      },
    ));
  const Lazy = lazy(loadOnce);
  function Preloadable(props: P) {
    // Chosen once per instance: switching from the lazy wrapper to the component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload: () => loadOnce().then(() => undefined) });
}
