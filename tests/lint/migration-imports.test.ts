import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A migration is history: once landed it must run the same forever, so it imports nothing from the
 * app (issue #26). What it needs from `api/` or elsewhere is copied into it, frozen; a later change
 * to app code can then not change what an old migration does. Only `kysely` and Node's built-ins
 * may be imported.
 */
const DIR = path.resolve(import.meta.dirname, '../../kysely-migrations');

const allowed = (specifier: string) => specifier === 'kysely' || specifier.startsWith('node:');

/** Every module a source names: static imports and re-exports, `import()` and `require()`. */
function importsOf(source: string, fileName = 'x.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) found.push(node.arguments[0].text);
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const migrations = readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('migrations import nothing from the app', () => {
  it('finds the migrations', () => {
    expect(migrations.length).toBeGreaterThan(10);
  });

  it.each(migrations)('%s imports only kysely and node built-ins', (name) => {
    const imports = importsOf(readFileSync(path.join(DIR, name), 'utf8'), name);
    expect(imports.filter((s) => !allowed(s))).toEqual([]);
  });

  it('sees every way a module can be named', () => {
    const source = [
      "import { sql, type Kysely } from 'kysely';",
      "import { readFileSync } from 'node:fs';",
      "import { isPostgres } from '../api/db/dialect.ts';",
      "import type { Article } from '#api/schemas/article.ts';",
      "export { x } from '../web/lib/x.ts';",
      "const y = await import('../api/y.ts');",
      "const z = require('lodash');",
      "type T = import('../api/t.ts').T;",
    ].join('\n');
    expect(importsOf(source).filter((s) => !allowed(s))).toEqual(['../api/db/dialect.ts', '#api/schemas/article.ts', '../web/lib/x.ts', '../api/y.ts', 'lodash', '../api/t.ts']);
  });
});
