import { delay, HttpResponse } from 'msw';
import * as z from 'zod';
import { pathMatches } from './request-path';
import { type Fault, type FaultMethod, state } from './state';

/** msw's `delay` refuses longer waits; `Infinity` waits for ever (a story of a loading state). */
const LONGEST_FINITE_DELAY_MS = 2_147_483_647;
export const MALFORMED_BODY = '{"oops": ';

export interface FaultOptions {
  method?: FaultMethod;
  /** An exact path like '/api/cart/details' or a prefix ending in '*' like '/api/cart/*'. */
  path: string;
  /** Answer with this status (400-599) and the body `{ "message": "Injected fault" }`. */
  status?: number;
  /** Wait this long first; alone, the real handler answers after the wait. */
  latencyMs?: number;
  /** Answer with JSON that does not parse (status 200 unless `status` is given). */
  malformedBody?: boolean;
  /** Fail like a dropped connection. */
  networkError?: boolean;
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
    times: z.union([z.number().int().positive(), infinity]).default(1),
  })
  .refine(
    (fault) =>
      fault.status !== undefined ||
      fault.latencyMs !== undefined ||
      fault.malformedBody ||
      fault.networkError,
    { message: 'A fault needs at least one of status, latencyMs, malformedBody or networkError' },
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
  if (fault.status !== undefined) {
    return HttpResponse.json({ message: 'Injected fault' }, { status: fault.status });
  }
  return undefined;
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
