import { ARTICLE_TYPES, TEXT_TYPES, type Article, type ArticleInput, type ArticleType } from '#api/schemas/article.ts';
import type { Cut } from '#api/schemas/audio-cuts.ts';
import { newId } from '#api/schemas/ids.ts';
import { formatClock, parseClock } from '#api/schemas/timed-text.ts';
import type { Chapter, Transcript } from '#api/schemas/transcript.ts';
import type { EditorDraftRow, EditorExtras } from '#web/db/editor-drafts.ts';

export type AudioSource = EditorExtras['audioSource'];

export interface SectionForm {
  id: string;
  heading: string;
  content: string;
  imageCaption: string;
  /** File id of the section's image. */
  image: string | null;
}

/** A chapter row as typed: the start is `m:ss` text until it is published. */
export interface ChapterForm {
  id: string;
  title: string;
  start: string;
}

/**
 * The editor's state. Files are ids (made on the device and kept in Dexie until uploaded, or the
 * server's ids when editing); `covers` are the cover images, the first one being the card cover.
 * Plain text and story sections are both kept while the author switches modes; publishing sends
 * only the ones the chosen type and mode use.
 */
export interface EditorForm {
  type: ArticleType | null;
  textType: 0 | 1;
  title: string;
  subTitle: string;
  tribes: number[];
  themes: number[];
  tags: string[];
  references: string[];
  inspiredBy: string[];
  content: string;
  sections: SectionForm[];
  covers: string[];
  audioFile: string | null;
  /** Spans cut out of the audio (trim and cuts, milliseconds of the audio file; api/schemas/audio-cuts.ts). */
  audioCuts: Cut[];
  audioSource: AudioSource;
  videoFile: string | null;
  language: 'fr' | 'en';
  /** A podcast's transcript: typed text (kept as typed) or the cues of an uploaded WebVTT/SRT file. */
  transcript: Transcript | null;
  chapters: ChapterForm[];
  /** The author's article, in the other language, this one is the translation of (or null). */
  translationOf: string | null;
}

export function emptyChapter(start = ''): ChapterForm {
  return { id: newId(), title: '', start };
}

const chapterFormOf = (c: Chapter): ChapterForm => ({ id: newId(), title: c.title, start: formatClock(c.start) });

/** Chapters as the API takes them; a start that is not a time becomes NaN, which the schema refuses. */
function chaptersOf(rows: ChapterForm[], trim: boolean): Chapter[] {
  return rows.map((r) => ({ title: trim ? r.title.trim() : r.title, start: parseClock(r.start) ?? Number.NaN }));
}

/** A transcript worth sending: typed text that is only blanks is none. */
function transcriptOf(t: Transcript | null, trim: boolean): Transcript | null {
  if (!t || (t.format === 'text' && !t.text.trim())) return null;
  return t.format === 'text' && trim ? { format: 'text', text: t.text.trim() } : t;
}

export function emptySection(): SectionForm {
  return { id: newId(), heading: '', content: '', imageCaption: '', image: null };
}

export function emptyForm(language: 'fr' | 'en'): EditorForm {
  return {
    type: null,
    textType: TEXT_TYPES.text,
    title: '',
    subTitle: '',
    tribes: [],
    themes: [],
    tags: [],
    references: [],
    inspiredBy: [],
    content: '',
    sections: [],
    covers: [],
    audioFile: null,
    audioCuts: [],
    audioSource: 'record',
    videoFile: null,
    language,
    transcript: null,
    chapters: [],
    translationOf: null,
  };
}

const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => typeof id === 'string'))];

/** The cover images in order: the card cover first, then the other images. */
function coversOf(input: Pick<ArticleInput, 'coverImage' | 'imageFiles'>): string[] {
  return unique([input.coverImage, ...input.imageFiles]);
}

/** Everything the editor holds, as the draft's input (nothing dropped, so modes can switch back). */
export function draftInputOf(form: EditorForm): ArticleInput {
  return {
    type: form.type ?? ARTICLE_TYPES.text,
    textType: form.textType,
    title: form.title,
    subTitle: form.subTitle,
    tribe: form.tribes,
    themes: form.themes,
    tags: form.tags,
    references: form.references,
    inspiredBy: form.inspiredBy,
    content: form.content,
    sections: form.sections,
    language: form.language,
    coverImage: form.covers[0] ?? null,
    imageFiles: form.covers,
    audioFile: form.audioFile,
    audioCuts: form.audioCuts,
    videoFile: form.videoFile,
    transcript: transcriptOf(form.transcript, false),
    // Rows as typed live in the draft's editor extras; the input keeps those that are times.
    chapters: chaptersOf(form.chapters, false).filter((c) => Number.isFinite(c.start)),
    translationOf: form.translationOf,
  };
}

/**
 * The `PUT /api/articles/:id` body: what the chosen type and mode use. A text article shows its
 * covers as its gallery; a podcast or video uses the first as its art and the rest as a gallery.
 */
export function publishInputOf(form: EditorForm): ArticleInput {
  const type = form.type ?? ARTICLE_TYPES.text;
  const isText = type === ARTICLE_TYPES.text;
  const story = isText && form.textType === TEXT_TYPES.story;
  const trim = (items: string[]) => items.map((i) => i.trim()).filter(Boolean);
  return {
    ...draftInputOf(form),
    type,
    textType: isText ? form.textType : TEXT_TYPES.text,
    title: form.title.trim(),
    subTitle: form.subTitle.trim(),
    tags: trim(form.tags),
    references: trim(form.references),
    inspiredBy: trim(form.inspiredBy),
    content: isText && !story ? form.content : '',
    sections: story ? form.sections.map((s) => ({ ...s, heading: s.heading.trim(), content: s.content.trim(), imageCaption: s.imageCaption.trim() })) : [],
    imageFiles: isText ? form.covers : form.covers.slice(1),
    audioFile: type === ARTICLE_TYPES.audio ? form.audioFile : null,
    audioCuts: type === ARTICLE_TYPES.audio && form.audioFile ? form.audioCuts : [],
    videoFile: type === ARTICLE_TYPES.video ? form.videoFile : null,
    // Transcript and chapters go with a podcast only (the server refuses them on a text).
    transcript: type === ARTICLE_TYPES.audio ? transcriptOf(form.transcript, true) : null,
    chapters: type === ARTICLE_TYPES.audio ? chaptersOf(form.chapters, true) : [],
  };
}

/** The editor state of a kept draft. */
export function formOfDraft(row: EditorDraftRow): EditorForm {
  const input = row.input;
  return {
    type: row.editor && !row.editor.typeChosen ? null : input.type,
    textType: input.textType,
    title: input.title,
    subTitle: input.subTitle,
    tribes: input.tribe,
    themes: input.themes,
    tags: input.tags,
    references: input.references,
    inspiredBy: input.inspiredBy,
    content: input.content,
    sections: input.sections.map((s) => ({ ...s, imageCaption: s.imageCaption ?? '', image: s.image ?? null })),
    covers: coversOf(input),
    audioFile: input.audioFile,
    // Drafts kept before cuts existed have none.
    audioCuts: input.audioCuts ?? [],
    audioSource: row.editor?.audioSource ?? 'record',
    videoFile: input.videoFile,
    language: input.language,
    // Drafts kept before transcripts existed have neither field.
    transcript: input.transcript ?? null,
    chapters: row.editor?.chapters ?? (input.chapters ?? []).map(chapterFormOf),
    // Drafts kept before linked translations existed have no such field.
    translationOf: input.translationOf ?? null,
  };
}

/** The editor state of a published article (editing starts from its current version). */
export function formOfArticle(article: Article): EditorForm {
  return {
    type: article.type,
    textType: article.textType,
    title: article.title,
    subTitle: article.subTitle,
    tribes: article.tribe.map((t) => t.id),
    themes: article.themes.map((t) => t.id),
    tags: article.tags,
    references: article.references,
    inspiredBy: article.inspiredBy,
    content: article.content,
    sections: [...article.sections]
      .sort((a, b) => a.position - b.position)
      .map((s) => ({ id: s.id, heading: s.heading, content: s.content, imageCaption: s.imageCaption ?? '', image: s.image?.id ?? null })),
    covers: unique([article.coverImage?.id ?? null, ...article.images.map((i) => i.id)]),
    audioFile: article.audioFile?.id ?? null,
    audioCuts: article.audioCuts ?? [],
    audioSource: 'upload',
    videoFile: article.videoFile?.id ?? null,
    language: article.language,
    transcript: article.transcript ?? null,
    chapters: (article.chapters ?? []).map(chapterFormOf),
    translationOf: article.translationOf ?? null,
  };
}

/**
 * The start of the other-language version of `article`: its content to translate in place (text,
 * sections with new ids, pictures, media, tribes, themes), the language switched and `translationOf`
 * naming it. Saved as a draft and published like any new article.
 */
export function translationFormOf(article: Article): EditorForm {
  const form = formOfArticle(article);
  return {
    ...form,
    language: article.language === 'fr' ? 'en' : 'fr',
    translationOf: article.id,
    sections: form.sections.map((s) => ({ ...s, id: newId() })),
  };
}

export function extrasOf(form: EditorForm): EditorExtras {
  return { typeChosen: form.type !== null, audioSource: form.audioSource, chapters: form.chapters };
}
