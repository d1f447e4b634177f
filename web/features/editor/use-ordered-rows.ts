import { useRef } from 'react';
import type { Setter } from './model/setter.ts';

/**
 * Moving rows of an editor list (story sections, chapters) with buttons, keyboard friendly: the
 * list's ref, `focusRow` (focus the first of `selectors` found in row `index`, once drawn) and
 * `move` (swap a row with its neighbour; focus follows it: the same move button, or the other one
 * when the row reached an end). Move buttons carry `data-move="up"` / `data-move="down"`.
 */
export function useOrderedRows<T>(onChange: Setter<T[]>) {
  const listRef = useRef<HTMLOListElement>(null);
  const focusRow = (index: number, ...selectors: string[]) =>
    requestAnimationFrame(() => {
      const row = listRef.current?.children[index];
      for (const selector of selectors) {
        const target = row?.querySelector<HTMLElement>(selector);
        if (target) return target.focus();
      }
    });
  const move = (index: number, step: -1 | 1) => {
    onChange((previous) => {
      const next = [...previous];
      const [moved] = next.splice(index, 1);
      next.splice(index + step, 0, moved!);
      return next;
    });
    const [same, other] = step === -1 ? ['up', 'down'] : ['down', 'up'];
    focusRow(index + step, `[data-move="${same}"]:not([disabled])`, `[data-move="${other}"]:not([disabled])`);
  };
  return { listRef, focusRow, move };
}
