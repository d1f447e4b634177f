import { describe, expect, it } from 'vitest';

/** Every visible string exists in both languages; areas never define the same top-level key. */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function leafKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function byLanguage(lang: string) {
  return Object.entries(files).filter(([path]) => path.startsWith(`./${lang}/`));
}

describe('i18n resources', () => {
  it('has the same areas in en and fr', () => {
    const areas = (lang: string) =>
      byLanguage(lang)
        .map(([path]) => path.split('/').pop())
        .sort();
    expect(areas('en')).toEqual(areas('fr'));
  });

  it('has every key in both languages, with non-empty strings', () => {
    for (const [path, content] of byLanguage('en')) {
      const other = files[path.replace('./en/', './fr/')];
      expect(leafKeys(other).sort(), path).toEqual(leafKeys(content).sort());
      for (const [file, data] of [
        [path, content],
        [path.replace('./en/', './fr/'), other],
      ] as const) {
        for (const key of leafKeys(data)) {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], data);
          expect(typeof value === 'string' && value.trim().length > 0, `${file}: ${key}`).toBe(true);
        }
      }
    }
  });

  it('never defines one top-level key in two area files', () => {
    for (const lang of ['en', 'fr']) {
      const seen = new Map<string, string>();
      for (const [path, content] of byLanguage(lang)) {
        for (const key of Object.keys(content)) {
          expect(seen.get(key), `${key} in ${path} and ${seen.get(key)}`).toBeUndefined();
          seen.set(key, path);
        }
      }
    }
  });
});
