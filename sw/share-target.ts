import { registerRoute } from 'workbox-routing';
import { newId } from '#api/schemas/ids.ts';
import { SHARE_FILES_FIELD, SHARE_TARGET_ACTION } from './page-contract.ts';
import { sharedBytes, SharedInbox, type InboxRefusal, type SharedFile, type SharedItem } from './shared-inbox.ts';

/** Audio a recorder or files app may send without an audio/* type (e.g. `.m4a` as octet-stream). */
const AUDIO_EXTENSION = /\.(mp3|m4a|ogg|oga|opus|webm|wav|aac)$/i;

const isAudio = (file: File) => file.type.startsWith('audio/') || (!file.type.startsWith('image/') && AUDIO_EXTENSION.test(file.name));
const isImage = (file: File) => file.type.startsWith('image/');
const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const sharedFile = (file: File | undefined): SharedFile | null => (file ? { id: newId(), blob: file, name: file.name || 'shared', mime: file.type || 'application/octet-stream' } : null);

/**
 * What a share target's form holds, sorted out (`SharedItem`), or null when it holds nothing the
 * app can take (no audio, no picture, no text: e.g. a PDF alone).
 */
export function sharedItemOf(form: FormData, now = Date.now()): SharedItem | null {
  const files = form.getAll(SHARE_FILES_FIELD).filter((f): f is File => typeof f !== 'string' && f.size > 0);
  const audio = sharedFile(files.find(isAudio));
  const image = sharedFile(files.find(isImage));
  const [title, text, url] = [field(form, 'title'), field(form, 'text'), field(form, 'url')];
  const kind = audio ? 'audio' : image ? 'image' : title || text || url ? 'text' : null;
  if (!kind) return null;
  const item: Omit<SharedItem, 'bytes'> = { id: newId(now), kind, title, text, url, audio, image, at: now };
  return { ...item, bytes: sharedBytes(item) };
}

type Outcome = { id: string } | 'nothing' | 'failed' | InboxRefusal;

/** Where the page takes the shared item over (web/routes/_main/drafts.tsx), or says why it cannot. */
export const sharedLanding = (outcome: Outcome) => `/drafts?shared=${typeof outcome === 'string' ? outcome : outcome.id}`;

/**
 * Keeps what was shared in the inbox before answering (nothing is lost if the phone is offline or
 * the page never opens), under the inbox's caps, then sends the browser to the drafts route, which
 * shows it and asks before making it a draft: any site can post this form, so nothing shared
 * becomes a draft unseen (web/features/editor/shared/share-review.tsx).
 * 303: the browser follows with a GET (the navigation route gives it the shell, offline too).
 */
export async function receiveShare(request: Request, inbox: SharedInbox = new SharedInbox()): Promise<Response> {
  let outcome: Outcome;
  try {
    const item = sharedItemOf(await request.formData());
    outcome = item ? ((await inbox.keep(item)) ?? item) : 'nothing';
  } catch {
    // An unreadable form, or a full disk: the page says so (the share can be made again).
    outcome = 'failed';
  }
  return Response.redirect(new URL(sharedLanding(outcome), request.url).href, 303);
}

/** The share target's POST, handled here (without a worker, the server answers: api/site/pages/share-target.ts). */
export function registerShareTarget(): void {
  registerRoute(
    ({ url }) => url.pathname === SHARE_TARGET_ACTION,
    ({ request }) => receiveShare(request),
    'POST',
  );
}
