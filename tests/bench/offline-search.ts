import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import MiniSearch from 'minisearch';
import type { ArticleDetail } from '#api/schemas/article.ts';
import { TribesDb } from '#web/db/database.ts';
import { articleRowOf } from '#web/db/kept-articles.ts';
import { createMiniSearch, docOf, KeptSearchIndex } from '#web/db/kept-search.ts';
import type { ArticleRow } from '#web/db/local-rows.ts';
import { printGroup } from './measure.ts';

interface SeedText {
  title: string;
  subTitle?: string;
  tags?: string[];
  paragraphs?: string[];
  language: 'fr' | 'en';
}

const SEED_FILES = ['text-en', 'text-fr', 'stories-en', 'stories-fr', 'media-en', 'media-fr'];
const user = { id: 'u'.repeat(32), slug: 'ada', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null };

/** `count` kept rows made of the demo seed's real texts (fr and en), each a little different. */
function keptRows(count: number): ArticleRow[] {
  const texts = SEED_FILES.flatMap((name) => JSON.parse(readFileSync(new URL(`../../api/seed/data/articles/${name}.json`, import.meta.url), 'utf8')) as SeedText[]);
  return Array.from({ length: count }, (_, i) => {
    const t = texts[i % texts.length]!;
    const detail: ArticleDetail = {
      article: {
        id: i.toString(16).padStart(32, '0'),
        slug: `s-${i}`,
        type: 1,
        textType: 0,
        title: `${t.title} ${i}`,
        subTitle: t.subTitle ?? '',
        coverImage: null,
        tribe: [],
        themes: [],
        user,
        favorite: false,
        language: t.language,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        updatedAt: '',
        version: 1,
        content: (t.paragraphs ?? []).join('\n\n'),
        images: [],
        tags: t.tags ?? [],
        references: [],
        inspiredBy: [],
        sections: [],
        audioFile: null,
        videoFile: null,
      },
      comments: [],
      relatedArticles: [],
    };
    return articleRowOf(detail, i + 1);
  });
}

/**
 * Offline search (issue 12): what the first search the network fails costs (building the index
 * from the kept rows), what each later search costs (reconcile from the keptAt index, then
 * query), and, for the choice not to persist the index, what serializing and loading it would
 * cost instead. fake-indexeddb in Node stands in for IndexedDB (slower than the browser's).
 */
export async function runOfflineSearchBench(options: { sizes?: number[] } = {}): Promise<void> {
  for (const size of options.sizes ?? [200, 1000]) {
    const db = new TribesDb(`bench-search-${size}`);
    const rows = keptRows(size);
    await db.articles.bulkPut(rows);
    const warm = new KeptSearchIndex(db);
    await warm.search('fete');
    const built = createMiniSearch();
    built.addAll(rows.map(docOf));
    const json = JSON.stringify(built);
    console.log(`\noffline search: ${size} kept articles, serialized index ${(json.length / 1024).toFixed(0)} KiB`);
    await printGroup(
      `Offline search over ${size} kept articles`,
      [
        ['search, warm index (reconcile + query)', () => warm.search('histoire fete')],
        ['search, warm index, prefix "tamb"', () => warm.search('tamb')],
        ['first search: build from kept rows', () => new KeptSearchIndex(db).search('fete')],
        ['persisting instead: JSON.stringify', () => JSON.stringify(built)],
        ['persisting instead: MiniSearch.loadJSON', () => MiniSearch.loadJSON(json, { fields: ['title', 'subTitle', 'body', 'tags', 'author'] })],
      ],
      { runs: size > 500 ? 5 : 15 },
    );
    db.close();
  }
}
