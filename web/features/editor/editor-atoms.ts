import { atom, useSetAtom } from 'jotai';

/**
 * What the editor is open on: a new post, a kept draft (by id), or a published article to edit
 * (by id; a local draft of it, if any, is opened instead). Null when closed.
 */
export type EditorTarget =
  /** `podcast`: a new podcast with the recorder in view (the manifest's "Record a podcast" shortcut). */
  | { kind: 'new'; preset?: 'podcast' }
  | { kind: 'draft'; id: string }
  | { kind: 'article'; id: string }
  /** A new article: the other-language version of the author's article `of` (issue #14). */
  | { kind: 'translation'; of: string };

export const editorTargetAtom = atom<EditorTarget | null>(null);

/** Opens the editor (the header's new-post entry, the drafts view, a profile card's edit action). */
export const openEditorAtom = atom(null, (_get, set, target: EditorTarget) => set(editorTargetAtom, target));

/** `openEditor(articleId)` for a published article, e.g. a profile card's edit action. */
export function useOpenEditor(): (articleId: string) => void {
  const open = useSetAtom(openEditorAtom);
  return (articleId) => open({ kind: 'article', id: articleId });
}
