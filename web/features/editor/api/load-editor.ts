import { ARTICLE_TYPES, type Article, type ArticleDetail } from '#api/schemas/article.ts';
import type { StoredFile } from '#api/schemas/file.ts';
import { newId } from '#api/schemas/ids.ts';
import { getDraft } from '#web/db/editor-drafts.ts';
import { keptArticleDetail, rememberArticle } from '#web/db/kept-articles.ts';
import { withOfflineFallback } from '#web/sync/offline-fallback.ts';
import { unfinishedRecordings } from '#web/db/recordings.ts';
import { rememberTribes } from '#web/db/reference-cache.ts';
import type { DraftRow } from '#web/db/local-rows.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import type { EditorTarget } from '../editor-atoms.ts';
import { emptyForm, formOfArticle, formOfDraft, translationFormOf, type EditorForm } from '../model/editor-form.ts';

/** Everything the editor opens with. */
export interface EditorSession {
  /** The article id (a new one for a new post): drafts, files and the PUT are keyed by it. */
  id: string;
  form: EditorForm;
  /** The server version edited (absent for an article never published). */
  baseVersion?: number;
  /** Files already on the server that the form names (to preview them). */
  remoteFiles: Record<string, StoredFile>;
  /** Whether a kept draft was opened (not a fresh form). */
  fromDraft: boolean;
  conflict?: DraftRow['conflict'];
}

/** The server files an article names, by id. */
export function remoteFilesOf(article: Article | undefined): Record<string, StoredFile> {
  if (!article) return {};
  const files = [article.coverImage, ...article.images, article.audioFile, article.videoFile, ...article.sections.map((s) => s.image)];
  return Object.fromEntries(files.filter((f): f is StoredFile => f !== null).map((f) => [f.id, f]));
}

async function fetchDetail(id: string): Promise<ArticleDetail> {
  const detail = await readResponse(api.articles[':id'].$get({ param: { id } }));
  void rememberArticle(detail);
  return detail;
}

async function sessionOfDraft(id: string): Promise<EditorSession | undefined> {
  const draft = await getDraft(id);
  if (!draft) return undefined;
  const kept = await keptArticleDetail(id);
  return { id, form: formOfDraft(draft), baseVersion: draft.baseVersion, remoteFiles: remoteFilesOf(kept?.article), fromDraft: true, conflict: draft.conflict };
}

/**
 * Opens the editor's session: a kept draft as it was; a published article from its current
 * version (its local draft instead when there is one); a new post — or, when a recording was cut
 * short by a crash or reload, the draft it was made for, so the editor can offer to recover it.
 */
export async function loadEditorSession(target: EditorTarget, userId: string, language: 'fr' | 'en'): Promise<EditorSession> {
  if (target.kind === 'new') {
    const [unfinished] = await unfinishedRecordings(userId);
    if (unfinished) {
      const kept = await sessionOfDraft(unfinished.draftId);
      if (kept) return kept;
      return { id: unfinished.draftId, form: { ...emptyForm(language), type: 2 }, remoteFiles: {}, fromDraft: false };
    }
    const form = emptyForm(language);
    return { id: newId(), form: target.preset === 'podcast' ? { ...form, type: ARTICLE_TYPES.audio, audioSource: 'record' } : form, remoteFiles: {}, fromDraft: false };
  }
  if (target.kind === 'translation') {
    // Read like an edit (offline from the kept copy), but a new article with its own id and draft.
    const original = await withOfflineFallback(fetchDetail, keptArticleDetail)(target.of);
    await rememberTribes(original.article.tribe).catch(() => undefined);
    return { id: newId(), form: translationFormOf(original.article), remoteFiles: remoteFilesOf(original.article), fromDraft: false };
  }
  const kept = await sessionOfDraft(target.id);
  if (kept) return kept;
  if (target.kind === 'draft') throw new Error('draft_not_found');
  const detail = await withOfflineFallback(fetchDetail, keptArticleDetail)(target.id);
  await rememberTribes(detail.article.tribe).catch(() => undefined);
  return { id: target.id, form: formOfArticle(detail.article), baseVersion: detail.article.version, remoteFiles: remoteFilesOf(detail.article), fromDraft: false };
}
