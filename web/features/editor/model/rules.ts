import * as v from 'valibot';
import { ArticleInputSchema, countWords, STORY_SECTIONS_MAX, storySectionsProblem, TEXT_MIN_WORDS, TITLE_MIN, type ArticleInput } from '#api/schemas/article.ts';
import { COVER_IMAGES_MAX } from '#api/schemas/file.ts';
import { CHAPTERS_MAX } from '#api/schemas/transcript.ts';
import type { Message } from '#web/components/form-message.tsx';
import { publishInputOf, type EditorForm } from './editor-form.ts';

/** Field path (`title`, `sections.1.heading`…) → the message to show under it. */
export type FormErrors = Record<string, Message>;

/** The spec's story messages (§5), by the rule the shared schema reports. */
function storyMessage(problem: string | null, count: number): Message | null {
  if (problem === null) return null;
  return count === 0 ? { key: 'editor.story.noSection' } : { key: 'editor.story.twoSections', values: { count: 2 } };
}

function messageFor(path: string, code: string, requirement: unknown, input: ArticleInput): Message {
  if (path === 'content' && code === 'min_words') return { key: 'editor.minWords', values: { count: TEXT_MIN_WORDS, current: countWords(input.content) } };
  if (path === 'sections' && code === 'min_sections') return { key: 'editor.story.noSection' };
  if (path === 'sections' && code === 'max_length') return { key: 'editor.story.tooMany', values: { count: STORY_SECTIONS_MAX } };
  if (path === 'audioFile') return { key: 'editor.audioRequired' };
  if (path === 'videoFile') return { key: 'editor.videoRequired' };
  if (/^chapters\.\d+\.start$/.test(path)) return { key: 'editor.chapters.badStart' };
  if (path === 'chapters' && code === 'unordered') return { key: 'editor.chapters.unordered' };
  if (path === 'chapters' && code === 'max_length') return { key: 'maxLength', values: { count: CHAPTERS_MAX } };
  if (code === 'required') return { key: 'requiredField' };
  if (code === 'min_length' && path === 'title') return { key: 'minLength', values: { count: TITLE_MIN } };
  if (code === 'min_length' && typeof requirement === 'number') return { key: 'minLength', values: { count: requirement } };
  if (code === 'max_length' && typeof requirement === 'number') return { key: 'maxLength', values: { count: requirement } };
  return { key: 'formField.invalid' };
}

/**
 * The article rules of spec §5, checked with the same schema and limits as the server
 * (`ArticleInputSchema`, `storySectionsProblem`): title min 5; type, tribe and themes required;
 * plain text at least 200 words; a story 1 to 5 sections, at least 2 of them to publish, all
 * valid; a podcast needs its audio and a video its file; at most 3 cover images.
 * Empty when the form can be published.
 */
export function validateForm(form: EditorForm): FormErrors {
  const errors: FormErrors = {};
  const input = publishInputOf(form);
  if (form.type === null) errors.type = { key: 'requiredField' };
  const result = v.safeParse(ArticleInputSchema, input);
  if (!result.success) {
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? '_';
      if (errors[path]) continue;
      const value = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], input);
      const code = /^[a-z_]+$/.test(issue.message) ? issue.message : issue.type;
      const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0 && path !== 'sections');
      errors[path] = empty && code !== 'min_words' && path !== 'audioFile' && path !== 'videoFile' ? { key: 'requiredField' } : messageFor(path, code, issue.requirement, input);
    }
  }
  const story = storyMessage(storySectionsProblem(input), input.sections.length);
  if (story && !errors.sections) errors.sections = story;
  // With no type chosen yet, the body fields of a type are not shown: only "type required" is.
  if (form.type === null) for (const path of Object.keys(errors)) if (/^(content|sections|audioFile|videoFile)/.test(path)) delete errors[path];
  if (form.covers.length > COVER_IMAGES_MAX) errors.covers = { key: 'upload.coversMax', values: { count: COVER_IMAGES_MAX } };
  return errors;
}

/** The live word count of the plain text, and whether it reaches the minimum. */
export function wordCount(content: string): { count: number; enough: boolean } {
  const count = countWords(content);
  return { count, enough: count >= TEXT_MIN_WORDS };
}

/**
 * Server field names (api.md 422 `fields`) → the editor's own: the API calls the tribe list
 * `tribe`; the editor's cover images are `coverImage` and `imageFiles` there.
 */
export function formErrorsOfServer(fields: Record<string, string>): FormErrors {
  const errors: FormErrors = {};
  for (const [field, rule] of Object.entries(fields)) {
    const path = field === 'coverImage' || field === 'imageFiles' ? 'covers' : field;
    if (rule === 'not_found' || rule === 'wrong_kind') errors[path] = { key: 'editor.serverFieldInvalid' };
    else if (rule === 'min_sections') errors[path] = { key: 'editor.story.noSection' };
    else errors[path] = messageFor(path, rule, undefined, { content: '' } as ArticleInput);
  }
  return errors;
}
