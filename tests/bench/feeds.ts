import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type SQLite from 'better-sqlite3';
import { createApp } from '#api/app.ts';
import { channelFor } from '#api/site/feeds/channel.ts';
import { clearFeedItemCache, renderArticleFeed, renderPodcastFeed } from '#api/site/feeds/render.ts';
import { createDb, openSqlite } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrator.ts';
import { FEED_MAX_ENTRIES, loadFeedEntries } from '#api/repositories/feeds.ts';
import { printGroup } from './measure.ts';
import { seedArticles } from './seed-articles.ts';

const hex = (n: number) => n.toString(16).padStart(32, '0');

/**
 * Turns every third seeded article (type 2 in seed-articles) into a podcast with an original
 * recording and a ready MP3 rendition, as the rendition worker leaves them.
 */
function addPodcastFiles(sqlite: SQLite.Database): number {
  const rows = sqlite.prepare('select id, user_id, created_at from articles where type = 2').all() as { id: string; user_id: string; created_at: string }[];
  const insertFile = sqlite.prepare(`insert into files (id, owner_id, name, mime, size, kind, duration_seconds, sha256, created_at) values (?, ?, ?, ?, ?, 'audio', ?, ?, ?)`);
  const setAudio = sqlite.prepare('update articles set audio_file_id = ?, sub_title = ? where id = ?');
  const insertJob = sqlite.prepare(
    `insert into media_jobs (source_file_id, kind, status, attempts, run_after, result_file_id, error, created_at, updated_at) values (?, 'podcast_mp3', 'done', 1, ?, ?, null, ?, ?)`,
  );
  sqlite.transaction(() => {
    rows.forEach((r, i) => {
      const original = hex(0x900000 + i);
      const mp3 = hex(0xa00000 + i);
      insertFile.run(original, r.user_id, `episode-${i}.webm`, 'audio/webm', 2_000_000 + i, 900 + (i % 600), original, r.created_at);
      insertFile.run(mp3, r.user_id, `episode-${i}.mp3`, 'audio/mpeg', 8_000_000 + i, 900 + (i % 600), mp3, r.created_at);
      setAudio.run(original, `Épisode ${i} & suite`, r.id);
      insertJob.run(original, r.created_at, mp3, r.created_at, r.created_at);
    });
  })();
  return rows.length;
}

/**
 * Feed rendering at its largest (1,000 entries, the cap): the whole GET through the app, and its
 * two halves (loading entries from SQLite, rendering the XML, with rendered items cached as between
 * two polls, and cold). Issue #14 asks well under 100 ms.
 */
export async function runFeedsBench(options: { articles?: number; runs?: number } = {}): Promise<void> {
  const articles = options.articles ?? 6_000;
  const runs = options.runs ?? 50;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribes-feeds-bench-'));
  const sqlite = openSqlite(path.join(dir, 'bench.sqlite'));
  const db = createDb(sqlite);
  try {
    await migrateToLatest(db);
    seedArticles(sqlite, articles);
    const podcasts = addPodcastFiles(sqlite);
    sqlite.pragma('optimize');
    console.log(`feeds bench: ${articles} articles, ${podcasts} podcasts with renditions; feeds hold at most ${FEED_MAX_ENTRIES}`);

    const base = 'http://localhost:3000';
    const app = createApp({
      db,
      mailer: { send: async () => undefined },
      config: { jwtSecret: 'bench-secret-that-is-long-enough-0123456789', publicUrl: base, mediaDir: path.join(dir, 'media') },
      now: () => new Date(),
    });
    const site = { kind: 'site' } as const;
    const podcastEntries = await loadFeedEntries(db, site, { podcast: true });
    const articleEntries = await loadFeedEntries(db, site, { podcast: false });
    const get = async (url: string) => {
      const res = await app.request(url);
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      return res.text();
    };
    const bytes = (await get('/feeds/podcast.xml')).length;
    console.log(`podcast feed: ${podcastEntries.length} episodes, ${(bytes / 1024).toFixed(0)} KiB`);

    await printGroup(
      `Feeds of ${podcastEntries.length} podcast / ${articleEntries.length} article entries`,
      [
        ['GET /feeds/podcast.xml (load + render + ETag)', () => get('/feeds/podcast.xml')],
        ['load podcast entries (SQLite)', () => loadFeedEntries(db, site, { podcast: true })],
        ['render podcast XML (items cached)', () => renderPodcastFeed(channelFor('podcast', site, base, null), podcastEntries, base, null)],
        [
          'render podcast XML cold (no item cached)',
          () => {
            clearFeedItemCache();
            return renderPodcastFeed(channelFor('podcast', site, base, null), podcastEntries, base, null);
          },
        ],
        ['GET /feeds/articles.xml', () => get('/feeds/articles.xml')],
        ['render article XML', () => renderArticleFeed(channelFor('articles', site, base, null), articleEntries, base, null)],
        ['GET /feeds/podcast/tribe/tribu-7.xml', () => get('/feeds/podcast/tribe/tribu-7.xml')],
      ],
      { runs },
    );
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runFeedsBench();
