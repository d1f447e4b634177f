import type { DB } from '../db/connection.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { ArticleInput } from '../schemas/article.ts';
import type { FileKind } from '../schemas/file.ts';

type FileRef = { field: string; id: string; kind: FileKind };

function fileRefs(input: ArticleInput): FileRef[] {
  const refs: FileRef[] = [];
  if (input.coverImage) refs.push({ field: 'coverImage', id: input.coverImage, kind: 'image' });
  input.imageFiles.forEach((id) => refs.push({ field: 'imageFiles', id, kind: 'image' }));
  if (input.audioFile) refs.push({ field: 'audioFile', id: input.audioFile, kind: 'audio' });
  if (input.videoFile) refs.push({ field: 'videoFile', id: input.videoFile, kind: 'video' });
  input.sections.forEach((s, i) => s.image && refs.push({ field: `sections.${i}.image`, id: s.image, kind: 'image' }));
  return refs;
}

function duplicates<T>(values: T[]): Set<number> {
  const seen = new Set<T>();
  const repeated = new Set<number>();
  values.forEach((value, i) => (seen.has(value) ? repeated.add(i) : seen.add(value)));
  return repeated;
}

/**
 * Checks everything an article names: tribes, themes, files (present, of the right kind, uploaded
 * by the author: `not_yours` otherwise, so nobody publishes someone else's upload), section ids
 * (unique, not another article's). Answers every failing field, or null when all are usable.
 * Runs inside the write transaction, so nothing can vanish between the check and the write.
 */
export async function checkArticleReferences(db: DB, articleId: string, authorId: string, input: ArticleInput): Promise<FieldErrors | null> {
  const fields: FieldErrors = {};
  const refs = fileRefs(input);
  const sectionIds = input.sections.map((s) => s.id);
  const [tribes, themes, files, takenSections] = await Promise.all([
    db.selectFrom('tribes').select('id').where('id', 'in', input.tribe).execute(),
    db.selectFrom('themes').select('id').where('id', 'in', input.themes).execute(),
    refs.length
      ? db
          .selectFrom('files')
          .select(['id', 'kind', 'owner_id'])
          .where(
            'id',
            'in',
            refs.map((r) => r.id),
          )
          .execute()
      : [],
    sectionIds.length ? db.selectFrom('article_sections').select('id').where('id', 'in', sectionIds).where('article_id', '!=', articleId).execute() : [],
  ]);
  if (new Set(input.tribe).size !== tribes.length) fields.tribe = 'not_found';
  if (new Set(input.themes).size !== themes.length) fields.themes = 'not_found';

  const byId = new Map(files.map((f) => [f.id, f]));
  for (const ref of refs) {
    const file = byId.get(ref.id);
    if (!file) fields[ref.field] ??= 'not_found';
    else if (file.owner_id !== authorId) fields[ref.field] ??= 'not_yours';
    else if (file.kind !== ref.kind) fields[ref.field] ??= 'wrong_kind';
  }
  if (duplicates(input.imageFiles).size) fields.imageFiles ??= 'duplicate';

  const taken = new Set(takenSections.map((s) => s.id));
  const repeated = duplicates(sectionIds);
  sectionIds.forEach((id, i) => {
    if (repeated.has(i)) fields[`sections.${i}.id`] = 'duplicate';
    else if (taken.has(id)) fields[`sections.${i}.id`] = 'taken';
  });

  const translation = await checkTranslation(db, articleId, authorId, input);
  if (translation) fields.translationOf = translation;

  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * `translationOf` must name another live article of the same author, written in the other language,
 * not already linked to a third article (a story has at most one other-language version): the rule
 * that failed (`itself`, `not_found`, `not_yours`, `same_language`, `taken`), or null.
 */
async function checkTranslation(db: DB, articleId: string, authorId: string, input: ArticleInput): Promise<string | null> {
  const targetId = input.translationOf;
  if (!targetId) return null;
  if (targetId === articleId) return 'itself';
  const target = await db.selectFrom('articles').select(['user_id', 'language', 'translation_of']).where('id', '=', targetId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!target) return 'not_found';
  if (target.user_id !== authorId) return 'not_yours';
  if (target.language === input.language) return 'same_language';
  if (target.translation_of && target.translation_of !== articleId) return 'taken';
  const other = await db.selectFrom('articles').select('id').where('translation_of', '=', targetId).where('id', '!=', articleId).where('deleted_at', 'is', null).executeTakeFirst();
  return other ? 'taken' : null;
}
