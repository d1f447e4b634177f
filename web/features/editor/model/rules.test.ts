import { describe, expect, it } from 'vitest';
import { emptyForm, emptySection, publishInputOf, type EditorForm } from './editor-form.ts';
import { formErrorsOfServer, validateForm } from './rules.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');
const valid = (overrides: Partial<EditorForm> = {}): EditorForm => ({
  ...emptyForm('fr'),
  type: 1,
  title: 'Le fleuve Sanaga',
  tribes: [3],
  themes: [1],
  content: words(200),
  ...overrides,
});
const section = (heading = 'Titre', content = 'Du texte') => ({ ...emptySection(), heading, content });

describe('article rules (spec §5)', () => {
  it('accepts a complete plain text article', () => {
    expect(validateForm(valid())).toEqual({});
  });

  it('requires the type, the title, a tribe and a theme', () => {
    const errors = validateForm(emptyForm('en'));
    expect(errors.type).toEqual({ key: 'requiredField' });
    expect(errors.title).toEqual({ key: 'requiredField' });
    expect(errors.tribe).toEqual({ key: 'requiredField' });
    expect(errors.themes).toEqual({ key: 'requiredField' });
  });

  it('needs a title of at least 5 characters', () => {
    expect(validateForm(valid({ title: 'abcd' })).title).toEqual({ key: 'minLength', values: { count: 5 } });
    expect(validateForm(valid({ title: 'abcde' })).title).toBeUndefined();
  });

  it('needs at least 200 words of plain text, counted like the server', () => {
    expect(validateForm(valid({ content: words(199) })).content).toEqual({ key: 'editor.minWords', values: { count: 200, current: 199 } });
    expect(validateForm(valid({ content: words(200) })).content).toBeUndefined();
  });

  it('asks a story for at least one section, with the spec message', () => {
    expect(validateForm(valid({ textType: 1, sections: [] })).sections).toEqual({ key: 'editor.story.noSection' });
  });

  it('publishes a story only with at least 2 sections, all valid', () => {
    expect(validateForm(valid({ textType: 1, sections: [section()] })).sections).toEqual({ key: 'editor.story.twoSections', values: { count: 2 } });
    const errors = validateForm(valid({ textType: 1, sections: [section(), section('', '')] }));
    expect(errors['sections.1.heading']).toEqual({ key: 'requiredField' });
    expect(errors['sections.1.content']).toEqual({ key: 'requiredField' });
    expect(validateForm(valid({ textType: 1, sections: [section(), section()] }))).toEqual({});
  });

  it('allows at most 5 sections', () => {
    const six = Array.from({ length: 6 }, () => section());
    expect(validateForm(valid({ textType: 1, sections: six })).sections).toEqual({ key: 'editor.story.tooMany', values: { count: 5 } });
  });

  it('needs the audio of a podcast and the file of a video', () => {
    expect(validateForm(valid({ type: 2 })).audioFile).toEqual({ key: 'editor.audioRequired' });
    expect(validateForm(valid({ type: 2, audioFile: 'a'.repeat(32) }))).toEqual({});
    expect(validateForm(valid({ type: 3 })).videoFile).toEqual({ key: 'editor.videoRequired' });
  });

  it('allows at most 3 cover images', () => {
    const ids = ['1', '2', '3', '4'].map((d) => d.repeat(32));
    expect(validateForm(valid({ covers: ids })).covers).toEqual({ key: 'upload.coversMax', values: { count: 3 } });
  });

  it('sends only what the chosen type and mode use', () => {
    const form = valid({ textType: 1, sections: [section(), section()], covers: ['c'.repeat(32), 'd'.repeat(32)], videoFile: 'e'.repeat(32) });
    const input = publishInputOf(form);
    expect(input.content).toBe('');
    expect(input.sections).toHaveLength(2);
    expect(input.videoFile).toBeNull();
    expect(input.coverImage).toBe('c'.repeat(32));
    expect(input.imageFiles).toEqual(['c'.repeat(32), 'd'.repeat(32)]);
    const podcast = publishInputOf({ ...form, type: 2, audioFile: 'a'.repeat(32) });
    expect(podcast.sections).toEqual([]);
    expect(podcast.textType).toBe(0);
    expect(podcast.imageFiles).toEqual(['d'.repeat(32)]);
  });

  it('maps the server’s field errors onto the form', () => {
    expect(formErrorsOfServer({ title: 'min_length', coverImage: 'not_found' })).toEqual({
      title: { key: 'minLength', values: { count: 5 } },
      covers: { key: 'editor.serverFieldInvalid' },
    });
  });
});
