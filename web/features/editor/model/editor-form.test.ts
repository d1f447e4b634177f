import { describe, expect, it } from 'vitest';
import type { Article } from '#api/schemas/article.ts';
import { draftInputOf, formOfDraft, publishInputOf, translationFormOf } from './editor-form.ts';

const user = { id: 'u'.repeat(32), slug: 'ada', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null };
const image = { id: 'c'.repeat(32), path: '/media/c/cover.jpg', name: 'cover.jpg', mime: 'image/jpeg', size: 10, kind: 'image' as const };
const original: Article = {
  id: 'a'.repeat(32),
  slug: 'le-conte',
  type: 1,
  textType: 1,
  title: 'Le conte',
  subTitle: 'Sous-titre',
  coverImage: image,
  tribe: [{ id: 1, name: 'Bassa' }],
  themes: [{ id: 2, title: 'Culture', title_en: 'Culture', code: 'culture' }],
  user,
  favorite: false,
  language: 'fr',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
  content: '',
  images: [image],
  tags: ['conte'],
  references: [],
  inspiredBy: [],
  audioFile: null,
  videoFile: null,
  translationOf: null,
  translation: null,
  sections: [{ id: 's'.repeat(32), heading: 'Début', content: 'Il était une fois.', imageCaption: '', image: null, position: 0 }],
};

describe('starting the other-language version of an article', () => {
  it('prefills a new draft from the original, in the other language, naming it in translationOf', () => {
    const form = translationFormOf(original);
    expect(form).toMatchObject({ language: 'en', translationOf: original.id, title: 'Le conte', tribes: [1], themes: [2], covers: [image.id], textType: 1 });
    // Section ids belong to one article: the new version's sections get their own.
    expect(form.sections[0]).toMatchObject({ heading: 'Début', content: 'Il était une fois.' });
    expect(form.sections[0]!.id).not.toBe(original.sections[0]!.id);
    expect(publishInputOf(form)).toMatchObject({ language: 'en', translationOf: original.id });
    expect(translationFormOf({ ...original, language: 'en' }).language).toBe('fr');
  });

  it('keeps translationOf in the local draft (offline like every field), and reads drafts older than it', () => {
    const form = translationFormOf(original);
    const draft = { id: 'd'.repeat(32), userId: user.id, input: draftInputOf(form), updatedAt: 1 };
    expect(formOfDraft(draft).translationOf).toBe(original.id);
    const { translationOf: _dropped, ...older } = draft.input;
    expect(formOfDraft({ ...draft, input: older as typeof draft.input }).translationOf).toBeNull();
  });
});
