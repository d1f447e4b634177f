/**
 * A scripted stand-in for the API's write calls, for the sync runner's tests: collections,
 * collection membership and article saves with versions, bearer tokens that expire, and the
 * server's idempotency rule (first answer per key kept; 5xx not kept). Every write it applies is
 * logged, so a test can check each edit reached it exactly once and in order.
 */
export type Fault = 'ok' | 'lostRequest' | 'lostResponse' | 'serverError' | 'expireToken';

interface Stored {
  hash: string;
  status: number;
  body: string | null;
}

const json = (status: number, body: unknown) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const error = (status: number, code: string, message = code) => json(status, { error: { code, message } });

export class FakeServer {
  collections = new Map<string, { name: string; articles: string[] }>();
  articles = new Map<string, { version: number; title: string }>();
  files = new Map<string, number>();
  /** Applied writes, in order: the effect log the tests compare. */
  log: string[] = [];
  token = 'token-1';
  private tokens = 1;
  private keys = new Map<string, Stored>();
  /** Faults for the next requests, consumed one per request; then every request goes through. */
  script: Fault[] = [];
  requests = 0;

  constructor(articles: string[] = []) {
    for (const id of articles) this.articles.set(id, { version: 1, title: `Article ${id}` });
  }

  /** The refresh call: a new access token. */
  refresh(): string {
    this.tokens += 1;
    this.token = `token-${this.tokens}`;
    return this.token;
  }

  /** `fetch` as the runner calls it, through the fault script. */
  fetch = async (path: string, init: RequestInit): Promise<Response> => {
    this.requests += 1;
    const fault = this.script.shift() ?? 'ok';
    if (fault === 'lostRequest') throw new TypeError('Failed to fetch');
    if (fault === 'serverError') return error(503, 'unavailable');
    if (fault === 'expireToken') this.refreshedElsewhere();
    const res = await this.handle(path, init);
    if (fault === 'lostResponse') throw new TypeError('Network connection lost');
    return res;
  };

  /** The access token stops being valid (it expired). */
  private refreshedElsewhere(): void {
    this.token = `expired-${this.tokens}`;
  }

  private async handle(path: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    if (headers.get('Authorization') !== `Bearer ${this.token}` || this.token.startsWith('expired')) return error(401, 'unauthorized');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? init.body : init.body ? `blob:${(init.body as Blob).size}` : '';
    const key = headers.get('Idempotency-Key');
    const hash = `${method} ${path} ${body}`;
    if (key) {
      const stored = this.keys.get(key);
      if (stored && stored.hash !== hash) return error(422, 'idempotency_key_reused');
      if (stored) return new Response(stored.body, { status: stored.status, headers: { 'Idempotent-Replayed': 'true' } });
    }
    const res = this.apply(method, path, body);
    if (key && res.status < 500) this.keys.set(key, { hash, status: res.status, body: res.status === 204 ? null : await res.clone().text() });
    return res;
  }

  private apply(method: string, path: string, body: string): Response {
    const parts = path.split('/').filter(Boolean); // api, collections, :id, articles, :aid
    if (parts[1] === 'files' && method === 'PUT') {
      this.files.set(parts[2]!, Number(body.slice(5)));
      this.log.push(`file ${parts[2]}`);
      return json(201, { id: parts[2], path: `/media/${parts[2]}/f`, name: 'f', mime: 'image/png', size: 1, kind: 'image' });
    }
    if (parts[1] === 'collections') {
      const id = parts[2]!;
      const collection = this.collections.get(id);
      if (parts[3] === 'articles') {
        if (!collection) return error(404, 'collection_not_found', 'No such collection.');
        const articleId = parts[4]!;
        collection.articles = collection.articles.filter((a) => a !== articleId);
        if (method === 'PUT') collection.articles.push(articleId);
        this.log.push(`${method === 'PUT' ? 'add' : 'remove'} ${id} ${articleId}`);
        return json(204, null);
      }
      if (method === 'DELETE') {
        if (!collection) return error(404, 'collection_not_found', 'No such collection.');
        this.collections.delete(id);
        this.log.push(`delete ${id}`);
        return json(204, null);
      }
      const { name } = JSON.parse(body) as { name: string };
      if (name.includes('!')) return error(422, 'invalid_name', 'Names cannot contain "!".');
      this.collections.set(id, { name, articles: collection?.articles ?? [] });
      this.log.push(`${collection ? 'rename' : 'create'} ${id} ${name}`);
      return json(collection ? 200 : 201, { id, name, articleCount: 0, articles: [] });
    }
    if (parts[1] === 'articles' && method === 'PUT') {
      const id = parts[2]!;
      const input = JSON.parse(body) as { title: string; baseVersion?: number };
      const current = this.articles.get(id)!;
      if (input.baseVersion !== current.version) {
        return json(409, { error: { code: 'version_conflict', message: 'This article changed since you opened it.' }, current: { id, ...current } });
      }
      current.version += 1;
      current.title = input.title;
      this.log.push(`save ${id} ${input.title}`);
      return json(200, { id, version: current.version, title: input.title });
    }
    return error(404, 'not_found');
  }

  /** Someone else edits the article (another device): the next save from this one conflicts. */
  editElsewhere(id: string, title: string): void {
    const current = this.articles.get(id)!;
    current.version += 1;
    current.title = title;
  }
}
