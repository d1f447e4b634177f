/** Like React's state setter: a value, or a function of the previous value. */
export type Setter<T> = (next: T | ((previous: T) => T)) => void;

export function resolveNext<T>(next: T | ((previous: T) => T), previous: T): T {
  return typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
}
