import { ARTICLE_TYPES, LIST_ITEM_MAX, TITLE_MAX } from '#api/schemas/article.ts';
import type { SharedItem } from '#web/db/take-shared.ts';
import { emptyForm, type EditorForm } from '../model/editor-form.ts';

/** A shared text and link as one body: the link after the text, unless the text already holds it. */
function bodyOf(text: string, url: string): string {
  return [text, url && !text.includes(url) ? url : ''].filter(Boolean).join('\n\n');
}

/**
 * The editor's state of a new draft made from something shared: audio → a podcast holding it
 * (uploaded, not recorded; a picture shared with it is its cover); a picture → the cover of a
 * draft whose type the author chooses; a link or text → a text article starting with it, the link
 * also among its references (when short enough to be one: a long tracking link would otherwise
 * make the draft unpublishable; it stays in the body). A shared title is the draft's title.
 */
export function formOfShared(item: SharedItem, language: 'fr' | 'en'): EditorForm {
  const form: EditorForm = { ...emptyForm(language), title: item.title.slice(0, TITLE_MAX), covers: item.image ? [item.image.id] : [] };
  if (item.kind === 'audio' && item.audio) return { ...form, type: ARTICLE_TYPES.audio, audioSource: 'upload', audioFile: item.audio.id };
  if (item.kind === 'image') return { ...form, content: bodyOf(item.text, item.url) };
  return { ...form, type: ARTICLE_TYPES.text, content: bodyOf(item.text, item.url), references: item.url && item.url.length <= LIST_ITEM_MAX ? [item.url] : [] };
}
