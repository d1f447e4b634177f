import { beforeEach, describe, expect, it } from 'vitest';
import type { ArticleDetail } from '#api/schemas/article.ts';
import { db } from './database.ts';
import { markArticleDeleted, rememberArticle } from './kept-articles.ts';
import { KeptSearchIndex } from './kept-search.ts';

const user = { id: 'u'.repeat(32), slug: 'ada', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null };
const id = (n: number) => String(n).padStart(32, '0');
function detail(n: number, over: Partial<ArticleDetail['article']> = {}): ArticleDetail {
  return {
    article: {
      id: id(n),
      slug: `s-${n}`,
      type: 1,
      textType: 0,
      title: `Story ${n}`,
      subTitle: '',
      coverImage: null,
      tribe: [{ id: 1, name: 'Bamiléké' }],
      themes: [],
      user,
      favorite: false,
      language: 'fr',
      createdAt: `2026-01-0${n}T00:00:00.000Z`,
      updatedAt: '',
      version: 1,
      content: 'Body',
      images: [],
      tags: [],
      references: [],
      inspiredBy: [],
      sections: [],
      audioFile: null,
      videoFile: null,
      ...over,
    },
    comments: [],
    relatedArticles: [],
  };
}
const ids = (answer: { items: { id: string }[] }) => answer.items.map((a) => Number(a.id));

describe('offline full-text search over kept articles', () => {
  let index: KeptSearchIndex;
  beforeEach(async () => {
    await db.articles.clear();
    index = new KeptSearchIndex(db);
    await rememberArticle(detail(1, { title: 'La fête de la récolte à Foumban', content: 'Les tambours résonnent.' }));
    await rememberArticle(detail(2, { type: 2, language: 'en', title: 'Market day', content: 'A café where the élan of the city shows.' }));
    await rememberArticle(detail(3, { subTitle: 'Récolte et cuisine', content: 'Une école au village.' }));
    await rememberArticle(
      detail(4, { textType: 1, title: 'Sections', sections: [{ id: 's1', position: 0, heading: 'Le héros', content: 'Naïve et forte.', image: null, imageCaption: '' }], tags: ['Cérémonie'] }),
    );
  });

  it('finds an accented French article by an accent-free word, in any case', async () => {
    expect(ids(await index.search('FETE'))).toEqual([1]);
    expect(ids(await index.search('ecole'))).toEqual([3]);
    expect(ids(await index.search('heros naive'))).toEqual([4]);
    expect(ids(await index.search('ceremonie'))).toEqual([4]);
  });

  it('finds an accented English article by an accent-free word', async () => {
    expect(ids(await index.search('cafe'))).toEqual([2]);
    expect(ids(await index.search('elan city'))).toEqual([2]);
  });

  it('matches the last word typed as a prefix, and forgives one typo in a long word', async () => {
    expect(ids(await index.search('tamb'))).toEqual([1]);
    expect(ids(await index.search('fete reco'))).toEqual([1]);
    expect(ids(await index.search('foumbam'))).toEqual([1]);
    expect(ids(await index.search('fete absent'))).toEqual([]);
  });

  it('ranks a title match above a subtitle or body match', async () => {
    expect(ids(await index.search('recolte'))).toEqual([1, 3]);
    await rememberArticle(detail(5, { title: 'Notes', content: 'Une fête, encore une fête, toujours la fête.' }));
    expect(ids(await index.search('fete'))).toEqual([1, 5]);
  });

  it('applies the feed filters and hides an article deleted here', async () => {
    expect(ids(await index.search('recolte', { type: 2 }))).toEqual([]);
    expect(ids(await index.search('cafe', { type: 2 }))).toEqual([2]);
    await markArticleDeleted(id(1));
    expect(ids(await index.search('recolte'))).toEqual([3]);
  });

  it('follows articles as they are kept, re-kept and freed', async () => {
    expect(ids(await index.search('baobab'))).toEqual([]);
    await rememberArticle(detail(6, { title: 'Le baobab sacré' }));
    expect(ids(await index.search('sacre baobab'))).toEqual([6]);
    expect(index.size).toBe(5);
    // Kept again with a new title (a newer keptAt): the old words no longer find it.
    await new Promise((resolve) => setTimeout(resolve, 2));
    await rememberArticle(detail(6, { title: 'Le fromager' }));
    expect(ids(await index.search('baobab'))).toEqual([]);
    expect(ids(await index.search('fromager'))).toEqual([6]);
    await db.articles.delete(id(6));
    expect(ids(await index.search('fromager'))).toEqual([]);
    expect(index.size).toBe(4);
  });
});
