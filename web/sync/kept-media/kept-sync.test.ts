import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '#web/db/database.ts';
import { isFinished } from '../finished.ts';
import { markEndedIfKept } from './kept-sync.ts';

/** Episode `articleId`, kept with its audio at `path` (as the server named it then). */
async function keptEpisode(articleId: string, path: string): Promise<void> {
  await db.offlineSets.put({
    key: `article:${articleId}`,
    kind: 'article',
    targetId: articleId,
    userId: 'u',
    articleIds: [articleId],
    urls: [path],
    bytes: 6,
    status: 'ready',
    savedAt: 0,
    items: [{ articleId, media: [{ url: path, size: 6 }], keptAt: 0 }],
  });
}

describe('an end heard for a kept article', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });

  it('marks the article, though the page played a newer file than the kept one (a rendition made since)', async () => {
    await keptEpisode('a1', '/media/old/talk.mp3');
    await markEndedIfKept({ path: '/media/rendition/talk.mp3', articleId: 'a1' });
    expect(await isFinished('a1')).toBe(true);
  });

  it('finds the article by the medium alone when the element does not name it', async () => {
    await keptEpisode('a1', '/media/old/talk.mp3');
    await markEndedIfKept({ path: '/media/old/talk.mp3', articleId: undefined });
    expect(await isFinished('a1')).toBe(true);
  });

  it('marks nothing for an article that is not kept', async () => {
    await keptEpisode('a1', '/media/old/talk.mp3');
    await markEndedIfKept({ path: '/media/other/talk.mp3', articleId: 'a2' });
    expect(await isFinished('a2')).toBe(false);
    expect(await isFinished('a1')).toBe(false);
  });
});
