import type { InterpolationMap, ParseKeys, ParseKeysWithoutVariables, TFunction, TFunctionReturn } from 'i18next';
import type { Strings } from '../i18n/strings.gen.ts';

/**
 * Typed string keys (issue #25), from the resources declared in `web/i18n/i18next.d.ts`: a key
 * that is not in `web/i18n/en/*.json` fails `npm run typecheck`.
 */
export type StringKey = ParseKeys;

/**
 * The values key `K`'s string needs: `{ name: string | number }` for `Added to “{{name}}”`, `{}`
 * for a string without placeholders (a plural key is read through its plural forms).
 */
export type ValuesOf<K extends StringKey> = InterpolationMap<TFunctionReturn<'translation', K, { count: number }>>;

/**
 * The arguments after key `K` in a helper taking an optional trailing `Rest`: the values first when
 * `K`'s string has placeholders, so leaving them out fails typecheck.
 */
// `{} extends T`: T requires no property, i18next's own test for a string without placeholders.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type WithValues<K extends StringKey, Rest extends unknown[] = []> = {} extends ValuesOf<K> ? [...Rest] : [values: ValuesOf<K>, ...Rest];

/** A key whose string has no placeholders: what a table of labels holds (`t(label)` needs nothing more). */
export type PlainKey = ParseKeysWithoutVariables;

/**
 * `t` for a key kept apart from its values (a toast, an outbox label): the two were checked against
 * each other where they were made, which i18next's types cannot see once they are stored.
 */
export type StoredMessageT = (key: string, values?: Record<string, string | number>) => string;

/** `t` for stored messages (see `StoredMessageT`). */
export const storedMessageT = (t: TFunction): StoredMessageT => t as unknown as StoredMessageT;

type At<T, Path extends string> = Path extends `${infer Head}.${infer Rest}` ? (Head extends keyof T ? At<T[Head], Rest> : never) : Path extends keyof T ? T[Path] : never;

/**
 * The names in a group of strings, for data that picks its text by id: `NamesUnder<'tplSamples.jobs'>`
 * is `'designer' | 'engineer' | …`, so `t(\`tplSamples.jobs.${person.job}\`)` is a checked key.
 */
export type NamesUnder<Path extends string> = keyof At<Strings, Path> & string;
