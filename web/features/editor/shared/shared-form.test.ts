import { describe, expect, it } from 'vitest';
import type { SharedItem } from '#web/db/take-shared.ts';
import { draftInputOf, publishInputOf } from '../model/editor-form.ts';
import { formOfShared } from './shared-form.ts';

const file = (id: string, mime: string) => ({ id, blob: new Blob([]), name: id, mime });
const item = (patch: Partial<SharedItem>): SharedItem => ({ id: 'd1', kind: 'text', title: '', text: '', url: '', audio: null, image: null, at: 0, bytes: 0, ...patch });

describe('a draft made from something shared', () => {
  it('audio: a podcast holding the file as uploaded audio, a shared picture as its cover', () => {
    const form = formOfShared(item({ kind: 'audio', title: 'Voices', audio: file('a1', 'audio/mp4'), image: file('i1', 'image/jpeg') }), 'en');
    expect(form).toMatchObject({ type: 2, audioFile: 'a1', audioSource: 'upload', covers: ['i1'], title: 'Voices', language: 'en' });
    expect(publishInputOf(form)).toMatchObject({ type: 2, audioFile: 'a1', coverImage: 'i1' });
  });

  it('a picture: the cover of a draft whose type the author chooses', () => {
    const form = formOfShared(item({ kind: 'image', image: file('i1', 'image/png') }), 'fr');
    expect(form).toMatchObject({ type: null, covers: ['i1'], audioFile: null, language: 'fr' });
    expect(draftInputOf(form).coverImage).toBe('i1');
  });

  it('a link or text: a text article starting with it, the link among its references', () => {
    expect(formOfShared(item({ title: 'Found', text: 'Worth a read', url: 'https://example.org/x' }), 'en')).toMatchObject({
      type: 1,
      title: 'Found',
      content: 'Worth a read\n\nhttps://example.org/x',
      references: ['https://example.org/x'],
      covers: [],
    });
    // Phones often put the link in the text: it is not written twice.
    expect(formOfShared(item({ text: 'See https://example.org/x', url: 'https://example.org/x' }), 'en').content).toBe('See https://example.org/x');
    expect(formOfShared(item({ url: 'https://example.org/y' }), 'en')).toMatchObject({ content: 'https://example.org/y', references: ['https://example.org/y'] });
  });

  it('a link too long to be a reference stays in the body only, and a long title is cut, so the draft can be published', () => {
    const url = `https://example.com/a?${'utm=x&'.repeat(50)}`;
    const form = formOfShared(item({ kind: 'text', title: 'T'.repeat(300), url }), 'en');
    expect(form.references).toEqual([]);
    expect(form.content).toContain(url);
    expect(form.title).toHaveLength(200);
  });
});
