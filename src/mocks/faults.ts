import { delay, HttpResponse, type JsonBodyType } from 'msw';
import * as z from 'zod';
import { pathMatches } from './request-path';
import { type Fault, type FaultMethod, state } from './state';

/** msw's `delay` refuses longer waits; `Infinity` waits for ever (a story of a loading state). */
const LONGEST_FINITE_DELAY_MS = 2_147_483_647;
export const MALFORMED_BODY = '{"oops": ';

/** What a gateway answers when the shop behind it is down: an HTML page, not JSON. */
export const HTML_ERROR_BODY =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

/**
 * Hostile text for `hostileText` faults: markup, a script, an event handler, a javascript: link, a
 * template expression, bidi and zero-width characters, all as plain text that must stay text.
 */
export const HOSTILE_TEXT =
  '"\'><img src=x onerror="window.__shopXss=1"><script>window.__shopXss=1</script>' +
  '<a href="javascript:window.__shopXss=1">x</a>{{constructor.constructor("window.__shopXss=1")()}}\u202e\u200b';

export interface FaultOptions {
  method?: FaultMethod;
  /** An exact path like '/api/cart/details' or a prefix ending in '*' like '/api/cart/*'. */
  path: string;
  /** Answer with this status (400-599) and the body `{ "message": "Injected fault" }`. */
  status?: number;
  /** With `status`: an HTML error page as the body, as a gateway sends it. */
  htmlBody?: boolean;
  /** With `status`: a Retry-After header, in seconds. */
  retryAfterSeconds?: number;
  /** The handler answers; this text is appended to every string in its JSON. */
  hostileText?: string;
  /** Wait this long first; alone, the real handler answers after the wait. */
  latencyMs?: number;
  /** Answer with JSON that does not parse (status 200 unless `status` is given). */
  malformedBody?: boolean;
  /** Fail like a dropped connection. */
  networkError?: boolean;
  /** Answer this JSON instead of the real answer (status 200 unless `status` is given): a valid answer of the wrong shape. */
  body?: unknown;
  /**
   * Schema drift: the real handler answers, then these fields are merged into its JSON (extra fields,
   * a field with another type). An object merges into an object key by key, and into each item of an
   * array; a bare value answered at the top (an id, `true`) has no fields and is left as it is.
   */
  mergeBody?: Record<string, unknown>;
  /** How many matching calls it applies to: 1 by default, `Infinity` (or "Infinity") for all. */
  times?: number | 'Infinity';
}

const infinity = z.union([z.literal(Infinity), z.literal('Infinity').transform(() => Infinity)]);

export const faultOptionsSchema = z
  .object({
    method: z
      .string()
      .transform((method) => method.toUpperCase())
      .pipe(z.enum(['GET', 'POST', 'PUT', 'DELETE']))
      .optional(),
    path: z.string().regex(/^\//, 'path must start with "/"'),
    status: z.number().int().min(400).max(599).optional(),
    latencyMs: z.union([z.number().int().nonnegative().max(LONGEST_FINITE_DELAY_MS), infinity]).optional(),
    malformedBody: z.boolean().optional(),
    networkError: z.boolean().optional(),
    body: z.unknown().optional(),
    htmlBody: z.boolean().optional(),
    retryAfterSeconds: z.number().int().nonnegative().max(86_400).optional(),
    hostileText: z.string().min(1).optional(),
    mergeBody: z.record(z.string(), z.unknown()).optional(),
    times: z.union([z.number().int().positive(), infinity]).default(1),
  })
  .refine(
    (fault) =>
      fault.status !== undefined ||
      fault.latencyMs !== undefined ||
      fault.malformedBody ||
      fault.networkError ||
      fault.body !== undefined ||
      fault.mergeBody !== undefined ||
      fault.hostileText !== undefined,
    {
      message:
        'A fault needs at least one of status, latencyMs, malformedBody, networkError, body, mergeBody or hostileText',
    },
  )
  .refine(
    (fault) => fault.status !== undefined || (!fault.htmlBody && fault.retryAfterSeconds === undefined),
    {
      message: 'htmlBody and retryAfterSeconds go with a status',
    },
  );

/** Applies to the next `times` matching calls (GET, POST, PUT, DELETE; any method when none is given). */
export function injectFault(options: FaultOptions): void {
  const parsed = faultOptionsSchema.safeParse(options);
  if (!parsed.success) throw new Error(`Invalid fault: ${z.prettifyError(parsed.error)}`);
  const { times, ...fault } = parsed.data;
  state.faults.push({ ...fault, remaining: times });
}

export function clearFaults(): void {
  state.faults.length = 0;
}

/** Finds the first fault for this call and uses up one of its calls; an expired fault is removed. */
export function takeFault(method: string, path: string): Fault | undefined {
  const index = state.faults.findIndex(
    (fault) =>
      (fault.method === undefined || fault.method === method.toUpperCase()) && pathMatches(fault.path, path),
  );
  const fault = state.faults[index];
  if (!fault) return undefined;
  fault.remaining -= 1;
  if (fault.remaining <= 0) state.faults.splice(index, 1);
  return { ...fault };
}

/** Waits the fault's latency, then answers for it; undefined means "now let the real handler answer". */
export async function faultResponse(fault: Fault): Promise<Response | undefined> {
  if (fault.latencyMs !== undefined) {
    await delay(fault.latencyMs === Infinity ? 'infinite' : fault.latencyMs);
  }
  if (fault.networkError) return HttpResponse.error();
  if (fault.malformedBody) {
    return HttpResponse.text(MALFORMED_BODY, {
      status: fault.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }
  if (fault.body !== undefined) {
    return HttpResponse.json(fault.body as JsonBodyType, { status: fault.status ?? 200 });
  }
  if (fault.status !== undefined) {
    const headers: Record<string, string> = {};
    if (fault.retryAfterSeconds !== undefined) headers['retry-after'] = String(fault.retryAfterSeconds);
    if (fault.htmlBody) return HttpResponse.html(HTML_ERROR_BODY, { status: fault.status, headers });
    return HttpResponse.json({ message: 'Injected fault' }, { status: fault.status, headers });
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merged(answer: unknown, drift: unknown): unknown {
  if (Array.isArray(answer) && isRecord(drift)) return answer.map((item) => merged(item, drift));
  if (!isRecord(answer) || !isRecord(drift)) return drift;
  const result: Record<string, unknown> = { ...answer };
  for (const [key, value] of Object.entries(drift)) result[key] = merged(answer[key], value);
  return result;
}

function withHostileText(value: unknown, text: string): unknown {
  if (typeof value === 'string') return `${value}${text}`;
  if (Array.isArray(value)) return value.map((item) => withHostileText(item, text));
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withHostileText(item, text)]));
  }
  return value;
}

/**
 * The real answer with the fault's `mergeBody` drift merged into its JSON and its `hostileText`
 * appended to every string; other answers as they are.
 */
export async function driftedResponse(fault: Fault, response: Response): Promise<Response> {
  if (!fault.mergeBody && !fault.hostileText) return response;
  const answer: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (answer === undefined) return response;
  // Only the status is kept: the real answer's content-length would cut the longer body short.
  // A bare value (an id, `true`) has no fields to add or drift: it is answered as it is.
  const hasFields = isRecord(answer) || Array.isArray(answer);
  const drifted = fault.mergeBody && hasFields ? merged(answer, fault.mergeBody) : answer;
  const hostile = fault.hostileText ? withHostileText(drifted, fault.hostileText) : drifted;
  return HttpResponse.json(hostile as JsonBodyType, { status: response.status });
}

/** The active faults as JSON can carry them (`Infinity` written as the string "Infinity"). */
export function listFaults(): Record<string, unknown>[] {
  const finite = (value: number | undefined) => (value === Infinity ? 'Infinity' : value);
  return state.faults.map((fault) => ({
    ...fault,
    latencyMs: finite(fault.latencyMs),
    remaining: finite(fault.remaining),
  }));
}
