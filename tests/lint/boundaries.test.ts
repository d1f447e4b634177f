import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, proved by linting deliberate violations: each case is
 * a one-line module placed (virtually) at `file`, and must be reported by no-restricted-imports —
 * or, for the allowed cases, pass. Before issue 9 the `#…` patterns were gitignore comments and
 * guarded nothing; these cases fail if that ever happens again.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

async function restrictedIn(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: `${root}${file}` });
  return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('import boundaries', () => {
  it.each([
    ['a feature importing another feature', 'web/features/feed/x.ts', "import { EditorHost } from '#web/features/editor/components/editor-host.tsx';"],
    ['a feature importing another feature, relatively', 'web/features/feed/components/x.ts', "import { EditorHost } from '../../editor/components/editor-host.tsx';"],
    ['a feature importing a route', 'web/features/feed/x.ts', "import { Route } from '#web/routes/__root.tsx';"],
    ['shared code importing a feature', 'web/lib/x.ts', "import { EditorHost } from '#web/features/editor/components/editor-host.tsx';"],
    ['storage importing a feature', 'web/db/x.ts', "import { EditorHost } from '#web/features/editor/components/editor-host.tsx';"],
    ['a feature opening the Dexie database', 'web/features/feed/x.ts', "import { db } from '#web/db/database.ts';"],
    ['shared code opening the Dexie database', 'web/lib/x.ts', "import { db } from '../db/database.ts';"],
    ['the web importing api code', 'web/lib/x.ts', "import { createApp } from '#api/app.ts';"],
    ['the page importing the worker’s own code', 'web/lib/x.ts', "import { registerShareTarget } from '#sw/share-target.ts';"],
    ['a feature importing the worker’s own code', 'web/features/feed/x.ts', "import { IMAGE_CACHE } from '#sw/image-cache.ts';"],
    ['the service worker importing the page', 'sw/x.ts', "import { db } from '#web/db/database.ts';"],
    ['the api importing the web', 'api/routes/x.ts', "import { db } from '#web/db/database.ts';"],
    ['the api importing the web, relatively', 'api/routes/x.ts', "import { db } from '../../web/db/database.ts';"],
    ['the api importing the service worker', 'api/x.ts', "import { CACHE } from '#sw/page-contract.ts';"],
    ['Kysely in an api route', 'api/routes/x.ts', "import { sql } from 'kysely';"],
    ['Kysely in the web', 'web/sync/x.ts', "import { sql } from 'kysely';"],
    ['test helpers in production code', 'web/features/feed/x.ts', "import { articleSummary } from '#tests/utils/fixtures.ts';"],
    ['test helpers in the api', 'api/routes/x.ts', "import { makeTestApp } from '#tests/utils/test-app.ts';"],
    ['a schema importing more than valibot', 'api/schemas/x.ts', "import { sql } from 'kysely';"],
  ])('reports %s', async (_name, file, source) => {
    expect(await restrictedIn(file, source)).not.toEqual([]);
  });

  it.each([
    ['a feature importing itself by alias', 'web/features/feed/x.ts', "import { homeSearch } from '#web/features/feed/home-search.ts';"],
    ['web/sync opening the Dexie database', 'web/sync/x.ts', "import { db } from '#web/db/database.ts';"],
    [
      'a feature importing schemas and the AppType',
      'web/features/feed/x.ts',
      "import * as v from 'valibot';\nimport { ArticleSchema } from '#api/schemas/article.ts';\nimport type { AppType } from '#api/app.ts';",
    ],
    ['the page importing what it shares with the worker', 'web/sync/x.ts', "import { MEDIA_CACHE } from '#sw/page-contract.ts';\nimport { SharedInbox } from '#sw/shared-inbox.ts';"],
    ['Kysely in a repository', 'api/repositories/x.ts', "import { sql } from 'kysely';"],
    ['Kysely in a migration', 'kysely-migrations/x.ts', "import { sql } from 'kysely';"],
    ['test helpers in a test', 'web/features/feed/x.test.ts', "import { articleSummary } from '#tests/utils/fixtures.ts';"],
  ])('allows %s', async (_name, file, source) => {
    expect(await restrictedIn(file, source)).toEqual([]);
  });
});
