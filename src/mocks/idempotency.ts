import { state } from './state';

/**
 * The fake shop honours the `idempotency-key` header on every mutation, as a real backend must
 * (docs/network.md "Retry policy"): the first request with a key is processed and its answer kept;
 * a request with the same key (same method and path) gets that answer again, marked with
 * `idempotent-replayed: true`, and changes nothing. A request that arrives while the first is still
 * being processed waits for it. Server errors (5xx) are not kept, so a retry after one is processed.
 */

export interface StoredReply {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** By `METHOD path key`: the first answer, or the promise of it while it is being processed. */
export type IdempotencyState = Record<string, Promise<StoredReply | undefined>>;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The key a request is remembered by, or undefined when it is not an idempotent mutation. */
export function idempotencyScope(request: Request, path: string): string | undefined {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (!key || !MUTATIONS.has(request.method.toUpperCase())) return undefined;
  return `${request.method.toUpperCase()} ${path} ${key}`;
}

async function store(response: Response): Promise<StoredReply> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    headers.push([name, value]);
  });
  return { status: response.status, headers, body: await response.clone().arrayBuffer() };
}

function replay(reply: StoredReply): Response {
  const headers = new Headers(reply.headers);
  headers.set(REPLAYED_HEADER, 'true');
  return new Response(reply.status === 204 ? null : reply.body.slice(0), { status: reply.status, headers });
}

/**
 * Answers a mutation at most once per key: `process` runs for the first request only; later ones
 * get its answer. Requests without a key (or GETs) are processed every time.
 */
export async function answerOnce(
  scope: string | undefined,
  process: () => Promise<Response>,
): Promise<Response> {
  if (!scope) return process();
  const earlier = state.idempotency[scope];
  if (earlier) {
    const reply = await earlier;
    if (reply) return replay(reply);
  }
  const pending = process().then(async (response) => ({
    response,
    reply: response.status < 500 ? await store(response) : undefined,
  }));
  const memory = state.idempotency;
  memory[scope] = pending.then(
    ({ reply }) => reply,
    () => undefined,
  );
  const { response, reply } = await pending;
  // A server error is not an answer to remember: the next request with the key is processed.
  if (!reply) delete memory[scope];
  return response;
}
