import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { Friend } from './types.ts';

/** Template theme settings, remembered across visits (they only affect the template layout). */
export const directionAtom = atomWithStorage<'ltr' | 'rtl'>('template-direction', 'ltr', undefined, { getOnInit: true });
export const colorModeAtom = atomWithStorage<'light' | 'dark'>('template-color-mode', 'light', undefined, { getOnInit: true });

/** The friend whose chat box is open (null: closed). */
export const chatFriendAtom = atom<Friend | null>(null);

/** The friends panel as a drawer on screens too narrow to show it beside the content. */
export const friendsDrawerOpenAtom = atom(false);
