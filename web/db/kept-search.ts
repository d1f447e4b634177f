import MiniSearch, { type SearchOptions } from 'minisearch';
import type { ArticleSummary } from '#api/schemas/article.ts';
import type { ListResponse } from '#api/schemas/list.ts';
import { db as defaultDb, type TribesDb } from './database.ts';
import { matchesKept, toSummary, type KeptFilters } from './kept-articles.ts';
import type { ArticleRow } from './local-rows.ts';
import { foldText } from './versions.ts';

/** What the index holds of one kept article (only the id is stored; rows stay in Dexie). */
export interface IndexedDoc {
  id: string;
  title: string;
  subTitle: string;
  body: string;
  tags: string;
  author: string;
}

/** The fields searched, in the order of `docOf`. */
const FIELDS = ['title', 'subTitle', 'body', 'tags', 'author'] as const;

/** The words an article is found by: title, subtitle, body and sections, tags, author's name. */
export function docOf(row: ArticleRow): IndexedDoc {
  const a = row.detail.article;
  return {
    id: a.id,
    title: a.title,
    subTitle: a.subTitle,
    body: [a.content, ...a.sections.flatMap((s) => [s.heading, s.content])].join('\n'),
    tags: a.tags.join(' '),
    author: `${a.user.firstName} ${a.user.lastName}`,
  };
}

/**
 * Terms are folded the same way when indexed and when searched (NFD, marks removed, lowercase), so
 * "fete" finds "fête" and "Ecole" finds "école"; one-letter terms (l', d', a) carry no meaning.
 */
function processTerm(term: string): string | null {
  const folded = foldText(term);
  return folded.length > 1 ? folded : null;
}

/**
 * Ranking and matching: every word must match (AND); each word also matches as a prefix (the
 * reader is still typing), and words of 5+ letters forgive one typo in five letters (fuzzy-light).
 * Title matches weigh most, then subtitle, tags and author, then body.
 */
export const KEPT_SEARCH_OPTIONS: SearchOptions = {
  combineWith: 'AND',
  prefix: true,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
  boost: { title: 4, subTitle: 2, tags: 1.5, author: 1.5 },
};

/** An empty MiniSearch index with the fields, folding and ranking of offline search. */
export function createMiniSearch(): MiniSearch<IndexedDoc> {
  return new MiniSearch<IndexedDoc>({ fields: [...FIELDS], processTerm, searchOptions: KEPT_SEARCH_OPTIONS });
}

/**
 * A full-text index (MiniSearch) of the articles kept on the device, in the page. It is built on
 * first use from the kept rows and brought in step before each search: rows kept or re-kept since
 * (a newer `keptAt`) are re-indexed, rows freed are discarded. Reading the `keptAt` index alone
 * (keys, no row bodies) makes that check cheap, and it follows every writer (sync, other tabs).
 */
export class KeptSearchIndex {
  private readonly index = createMiniSearch();
  /** `keptAt` of each indexed article, as it was indexed. */
  private readonly stamps = new Map<string, number>();
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly database: TribesDb = defaultDb) {}

  /** Articles in the index. */
  get size(): number {
    return this.stamps.size;
  }

  /** Indexes what was kept since the last call and drops what was freed; one refresh at a time. */
  refresh(): Promise<void> {
    this.pending = this.pending.catch(() => undefined).then(() => this.reconcile());
    return this.pending;
  }

  private async reconcile(): Promise<void> {
    const table = this.database.articles;
    const [ids, keptAts] = await this.database.transaction('r', table, () => Promise.all([table.orderBy('keptAt').primaryKeys(), table.orderBy('keptAt').keys()]));
    const current = new Map(ids.map((id, i) => [id, Number(keptAts[i])]));
    for (const id of this.stamps.keys()) {
      if (current.has(id)) continue;
      this.index.discard(id);
      this.stamps.delete(id);
    }
    const changed = ids.filter((id) => this.stamps.get(id) !== current.get(id));
    if (changed.length === 0) return;
    const rows = await table.bulkGet(changed);
    for (const row of rows) {
      if (!row) continue;
      if (this.stamps.has(row.id)) this.index.replace(docOf(row));
      else this.index.add(docOf(row));
      this.stamps.set(row.id, row.keptAt);
    }
  }

  /** Ids of the matching kept articles, best first (ties: newest kept first). */
  async searchIds(keywords: string): Promise<string[]> {
    await this.refresh();
    return this.index
      .search(keywords)
      .sort((a, b) => b.score - a.score || (this.stamps.get(b.id as string) ?? 0) - (this.stamps.get(a.id as string) ?? 0))
      .map((hit) => hit.id as string);
  }

  /** The matching kept articles passing the feed filters, as a search answer (`nextCursor` null). */
  async search(keywords: string, filters: KeptFilters = {}, limit = 10): Promise<ListResponse<ArticleSummary>> {
    const ids = await this.searchIds(keywords);
    const rows = (await this.database.articles.bulkGet(ids)).filter((row): row is ArticleRow => row !== undefined && matchesKept(row, filters));
    return { items: rows.slice(0, limit).map((r) => toSummary(r.detail.article)), total: rows.length, nextCursor: null };
  }
}

let shared: KeptSearchIndex | null = null;

/**
 * Offline search over the kept articles (the header search's fallback when the network fails):
 * accent- and case-insensitive, prefix-aware, lightly fuzzy, ranked with the title first. The
 * page's one index is built on the first call (this module is its own chunk, loaded then).
 */
export function searchKeptArticles(keywords: string, filters: KeptFilters = {}, limit = 10): Promise<ListResponse<ArticleSummary>> {
  shared ??= new KeptSearchIndex(defaultDb);
  return shared.search(keywords, filters, limit);
}
