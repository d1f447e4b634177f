import { articleSummary } from '#tests/utils/fixtures.ts';
import type { Tribe } from '#api/schemas/tribe.ts';

/** An article summary as the API lists it, numbered for easy assertions. */
export const summary = articleSummary;

export const list = <T>(items: T[], nextCursor: string | null = null) => ({ items, total: items.length, nextCursor });

export const tribes: Tribe[] = [
  { id: 12, name: 'Bamiléké' },
  { id: 3, name: 'Douala' },
  { id: 7, name: 'Ewondo' },
  { id: 9, name: 'Peul' },
];

/** A minimal IntersectionObserver double: tests decide when and how much an element is visible. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports `element` at `ratio` visibility to every observer watching it. */
  static show(element: Element, ratio = 1) {
    for (const observer of FakeIntersectionObserver.instances.filter((o) => o.elements.has(element))) {
      const entry = { target: element, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

/** Resizes happy-dom's viewport (media queries read it; `innerWidth` alone does not move them). */
export function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 800 });
}
