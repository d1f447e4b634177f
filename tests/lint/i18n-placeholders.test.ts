import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue #25 (`Added to "{{name}}"` shown raw): English and French name the same placeholders in
 * every string, and every call in web/ that gives a literal key its values — `t(key, {…})`,
 * `showToast(key, {…})`, a `{ key, values }` message or outbox label — gives each placeholder the
 * key's string names, in both languages. Typecheck checks the English side of `t()` and `showToast`
 * calls (web/i18n/i18next.d.ts); this covers French and the messages typecheck cannot relate.
 */
type Strings = Record<string, unknown>;
const ROOT = path.resolve(import.meta.dirname, '../..');

function load(lang: string): Map<string, string> {
  const dir = path.join(ROOT, 'web/i18n', lang);
  const flat = new Map<string, string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') flat.set(prefix, node);
    else for (const [key, child] of Object.entries(node as Strings)) walk(child, prefix ? `${prefix}.${key}` : key);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), '');
  return flat;
}

/** `{{name}}`, `{{count, number}}`, `{{- raw}}` → `name`, `count`, `raw`. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{-?\s*([^,}\s]+)[^}]*\}\}/g)].map((m) => m[1]!))].sort();
}

const STRINGS = { en: load('en'), fr: load('fr') };

/** The strings a key reads: itself, or its plural forms. */
function forms(lang: 'en' | 'fr', key: string): string[] {
  const strings = STRINGS[lang];
  const direct = strings.get(key);
  if (direct !== undefined) return [direct];
  return [...strings.entries()].filter(([k]) => k.startsWith(`${key}_`) && /_(zero|one|two|few|many|other)$/.test(k)).map(([, v]) => v);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|type-test)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [full] : [];
  });
}

interface Use {
  where: string;
  key: string;
  /** The value names given, or null when a spread may give more. */
  given: string[] | null;
}

/** Property names of an object literal (null when it spreads another object in). */
function names(object: ts.ObjectLiteralExpression): string[] | null {
  const out: string[] = [];
  for (const property of object.properties) {
    if (ts.isSpreadAssignment(property)) return null;
    if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) out.push(property.name.text);
  }
  return out;
}

/** Every literal key web/ translates or toasts, with the values it gives. */
function usesWithValues(): Use[] {
  const uses: Use[] = [];
  for (const file of sourceFiles(path.join(ROOT, 'web'))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const where = (node: ts.Node) => `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression.getText(source);
        const [key, values] = node.arguments;
        if (/(^|\.)t$|^showToast$/.test(callee) && key && ts.isStringLiteralLike(key)) {
          // No values, or only showToast's kind: nothing given. Values from a variable: not known here.
          const given = !values || ts.isStringLiteralLike(values) ? [] : ts.isObjectLiteralExpression(values) ? names(values) : null;
          uses.push({ where: where(node), key: key.text, given });
        }
      }
      if (ts.isObjectLiteralExpression(node)) {
        const property = (name: string) => node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === name);
        const key = property('key')?.initializer;
        const values = property('values')?.initializer;
        if (key && ts.isStringLiteralLike(key) && values && ts.isObjectLiteralExpression(values)) uses.push({ where: where(node), key: key.text, given: names(values) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

describe('i18n placeholders', () => {
  it('names the same placeholders in English and French, key by key', () => {
    expect([...STRINGS.fr.keys()].sort()).toEqual([...STRINGS.en.keys()].sort());
    const differing = [...STRINGS.en].filter(([key, en]) => placeholders(en).join() !== placeholders(STRINGS.fr.get(key) ?? '').join()).map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('gives every literal key each placeholder its strings name, in both languages', () => {
    const uses = usesWithValues();
    // The scan finds the calls it is about (Save to…'s toast among them).
    expect(uses.some((use) => use.key === 'collections.added')).toBe(true);
    expect(uses.length).toBeGreaterThan(500);
    const missing: string[] = [];
    for (const use of uses) {
      for (const lang of ['en', 'fr'] as const) {
        const strings = forms(lang, use.key);
        if (strings.length === 0) missing.push(`${use.where}: ${use.key} is not a ${lang} string`);
        if (use.given === null) continue;
        for (const name of new Set(strings.flatMap(placeholders))) if (!use.given.includes(name)) missing.push(`${use.where}: ${use.key} (${lang}) needs {{${name}}}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
