import { HttpResponse, type JsonBodyType } from 'msw';
import * as z from 'zod';

/**
 * Answers with `body` after parsing it through the schema the library itself uses, so the fake shop
 * can never drift from the contract: a body the library would reject fails here, loudly, as a 500.
 */
export function jsonAs<S extends z.ZodType>(schema: S, body: z.input<S>, init?: ResponseInit): Response {
  return HttpResponse.json(schema.parse(body) as JsonBodyType, init);
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

export function errorJson(status: number, message: string): Response {
  return HttpResponse.json({ message }, { status });
}

/** The request's JSON body checked with the schema, or the 400 answer saying what is wrong. */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S> | Response> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return errorJson(400, 'The body must be JSON');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return errorJson(400, `Invalid body: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
