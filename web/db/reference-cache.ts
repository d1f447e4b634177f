import type { Theme } from '#api/schemas/theme.ts';
import type { Tribe } from '#api/schemas/tribe.ts';
import { db as defaultDb, type TribesDb } from './database.ts';
import { foldText } from './versions.ts';

/**
 * Tribes and themes as last read from the server, kept in `meta` so the editor can pick them with
 * no network (an author drafts offline) and show the names of the ids a draft holds.
 */
const TRIBES_KEY = 'reference:tribes';
const THEMES_KEY = 'reference:themes';
const TRIBES_FULL_KEY = 'reference:tribesFullAt';

type TribeMap = Record<string, string>;

/** Adds tribes to the kept ones (every search answer and every article edited feeds it). */
export async function rememberTribes(tribes: readonly Tribe[], database: TribesDb = defaultDb): Promise<void> {
  if (tribes.length === 0) return;
  await database.transaction('rw', database.meta, async () => {
    const map = ((await database.meta.get(TRIBES_KEY))?.value as TribeMap | undefined) ?? {};
    for (const t of tribes) map[t.id] = t.name;
    await database.meta.put({ key: TRIBES_KEY, value: map });
  });
}

export async function keptTribes(database: TribesDb = defaultDb): Promise<Tribe[]> {
  const map = ((await database.meta.get(TRIBES_KEY))?.value as TribeMap | undefined) ?? {};
  return Object.entries(map).map(([id, name]) => ({ id: Number(id), name }));
}

/** Kept tribes whose name contains every word typed (case and accents ignored), by name. */
export async function searchKeptTribes(keywords: string, limit = 10, database: TribesDb = defaultDb): Promise<Tribe[]> {
  const words = foldText(keywords).split(/\s+/).filter(Boolean);
  const all = await keptTribes(database);
  return all
    .filter((t) => words.every((w) => foldText(t.name).includes(w)))
    .sort((a, b) => Number(foldText(b.name).startsWith(words[0] ?? '')) - Number(foldText(a.name).startsWith(words[0] ?? '')) || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** When the whole tribe list was last kept (ms), to refresh it now and then. */
export async function tribesKeptAt(database: TribesDb = defaultDb): Promise<number> {
  return ((await database.meta.get(TRIBES_FULL_KEY))?.value as number | undefined) ?? 0;
}

export async function markTribesKept(at: number, database: TribesDb = defaultDb): Promise<void> {
  await database.meta.put({ key: TRIBES_FULL_KEY, value: at });
}

export async function rememberThemes(themes: readonly Theme[], database: TribesDb = defaultDb): Promise<void> {
  await database.meta.put({ key: THEMES_KEY, value: themes });
}

/** The kept themes, or undefined when none were ever read here. */
export async function keptThemes(database: TribesDb = defaultDb): Promise<Theme[] | undefined> {
  return (await database.meta.get(THEMES_KEY))?.value as Theme[] | undefined;
}
