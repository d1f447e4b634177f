import { signAccessToken } from '#api/auth/access-token.ts';
import { insertTheme, insertTribe, insertUser, type ContentUser } from './factories-content.ts';
import { makeTestApp, type TestApp } from './test-app.ts';

/** What the network does to the next request: nothing, lose it, lose its answer, fail, or expire the token. */
export type Fault = 'ok' | 'lostRequest' | 'lostResponse' | 'serverError' | 'expireToken';

/**
 * The real API (`createApp()` on a fresh in-memory SQLite database) behind a scripted network, for
 * the sync runner's tests: each request takes the next fault of `script` (then `ok`). The user is
 * real (with its Favorites collection), its tokens are signed like a sign-in, and the answers —
 * validation, versions, conflicts, idempotent replays — are the server's own.
 */
export class SyncServer {
  script: Fault[] = [];
  /** Requests that reached the app (a `lostRequest` never does). */
  received: { method: string; path: string; key: string | null }[] = [];
  /**
   * Writes the app really applied (2xx, not a stored answer replayed), one per request or per batch
   * item, recorded before a `lostResponse` drops the answer: a write applied twice shows here twice.
   */
  applied: { method: string; path: string; key: string }[] = [];
  token: string;
  private expired = new Set<string>();
  /** The session of the user's token (its `sid`): refreshed tokens stay in it, as the server's do. */
  private readonly sessionId: string;

  private constructor(
    readonly t: TestApp,
    readonly user: ContentUser,
    readonly refs: { tribe: number[]; themes: number[] },
  ) {
    this.token = user.headers.Authorization!.slice('Bearer '.length);
    this.sessionId = (JSON.parse(Buffer.from(this.token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }).sid;
  }

  static async start(): Promise<SyncServer> {
    const t = await makeTestApp();
    const user = await insertUser(t);
    return new SyncServer(t, user, { tribe: [await insertTribe(t.db)], themes: [await insertTheme(t.db)] });
  }

  /**
   * The refresh call: a new access token. Each is signed one second before the last one (still
   * valid for its 15 minutes), so it always differs from the one refused: signed from the clock, a
   * refresh in the second after the first token could make the very same token (same `iat`), which
   * the script would refuse again. A future `iat` would be refused.
   */
  async refresh(): Promise<string> {
    const { iat } = JSON.parse(Buffer.from(this.token.split('.')[1]!, 'base64url').toString('utf8')) as { iat: number };
    const issued = new Date((iat - 1) * 1000);
    this.token = (await signAccessToken({ id: this.user.id, email: this.user.email, sessionId: this.sessionId }, this.t.deps.config.jwtSecret, issued)).token;
    return this.token;
  }

  /** `fetch` as the runner calls it, through the fault script. */
  fetch = async (path: string, init: RequestInit): Promise<Response> => {
    const fault = this.script.shift() ?? 'ok';
    if (fault === 'lostRequest') throw new TypeError('Failed to fetch');
    if (fault === 'serverError') return Response.json({ error: { code: 'unavailable', message: 'Busy.' } }, { status: 503 });
    const headers = new Headers(init.headers);
    if (fault === 'expireToken') this.expired.add(this.token);
    // An expired token is one the server refuses: send it as a token that does not verify.
    if (this.expired.has(headers.get('Authorization')?.slice('Bearer '.length) ?? '')) headers.set('Authorization', 'Bearer expired.token.value');
    this.received.push({ method: init.method ?? 'GET', path, key: headers.get('Idempotency-Key') });
    const res = await this.t.app.request(path, { ...init, headers });
    await this.recordApplied(path, init, headers, res.clone());
    if (fault === 'lostResponse') throw new TypeError('Network connection lost');
    return res;
  };

  private async recordApplied(path: string, init: RequestInit, headers: Headers, res: Response): Promise<void> {
    if (path !== '/api/batch') {
      if (res.ok && res.headers.get('Idempotent-Replayed') !== 'true') this.applied.push({ method: init.method ?? 'GET', path, key: headers.get('Idempotency-Key') ?? '' });
      return;
    }
    if (res.status !== 200) return;
    const { items } = JSON.parse(String(init.body)) as { items: { method: string; path: string; idempotencyKey: string }[] };
    const { results } = (await res.json()) as { results: { status: number; replayed: boolean }[] };
    results.forEach((r, i) => {
      if (r.status < 300 && !r.replayed) this.applied.push({ method: items[i]!.method, path: items[i]!.path, key: items[i]!.idempotencyKey });
    });
  }

  /** The user's collections on the server: name → ids of the articles in it (newest first). */
  async collections(): Promise<Map<string, { name: string; articles: string[] }>> {
    return this.collectionsWhere(0);
  }

  /** The user's Favorites collection on the server: its id and the ids of its articles. */
  async favorites(): Promise<{ id: string; articles: string[] }> {
    const [favorites] = [...(await this.collectionsWhere(1))];
    if (!favorites) throw new Error('The user has no Favorites collection.');
    return { id: favorites[0], articles: favorites[1].articles };
  }

  /** The user's profile presentation on the server. */
  async presentation(): Promise<string | null> {
    const row = await this.t.db.selectFrom('users').select('presentation').where('id', '=', this.user.id).executeTakeFirstOrThrow();
    return row.presentation;
  }

  private async collectionsWhere(isDefault: 0 | 1): Promise<Map<string, { name: string; articles: string[] }>> {
    const rows = await this.t.db.selectFrom('collections').select(['id', 'name']).where('user_id', '=', this.user.id).where('is_default', '=', isDefault).where('deleted_at', 'is', null).execute();
    const out = new Map<string, { name: string; articles: string[] }>();
    for (const row of rows) {
      const members = await this.t.db.selectFrom('collection_articles').select('article_id').where('collection_id', '=', row.id).execute();
      out.set(row.id, { name: row.name, articles: members.map((m) => m.article_id).sort() });
    }
    return out;
  }

  /** An article of the user on the server, as `GET /api/articles/:id` answers. */
  async article(id: string): Promise<{ title: string; version: number }> {
    const res = await this.t.app.request(`/api/articles/${id}`);
    return ((await res.json()) as { article: { title: string; version: number } }).article;
  }

  /** Someone else (another device of the author) saves the article: the next stale save conflicts. */
  async editElsewhere(id: string, body: Record<string, unknown>): Promise<void> {
    const res = await this.t.app.request(`/api/articles/${id}`, { method: 'PUT', headers: { ...this.user.headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`editElsewhere: ${res.status} ${await res.text()}`);
  }
}
