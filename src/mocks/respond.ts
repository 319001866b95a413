import { HttpResponse, type JsonBodyType } from 'msw';
import * as z from 'zod';

type AnySchema = z.core.$ZodType;

/**
 * Answers with `body` as it is, after checking it against the schema the library reads it with, so the
 * fake shop can never drift from the contract: a body the library would reject fails here, loudly.
 * The raw body is sent (not the parsed one), so extra fields and injected drift reach the widget as a
 * real server's would.
 */
export function jsonAs<S extends AnySchema>(schema: S, body: z.input<S>, init?: ResponseInit): Response {
  z.parse(schema, body);
  return HttpResponse.json(body as JsonBodyType, init);
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

export function errorJson(status: number, message: string): Response {
  return HttpResponse.json({ message }, { status });
}

/** The request's JSON body checked with the schema, or the 400 answer saying what is wrong. */
export async function readJsonBody<S extends AnySchema>(
  request: Request,
  schema: S,
): Promise<z.output<S> | Response> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return errorJson(400, 'The body must be JSON');
  }
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) return errorJson(400, `Invalid body: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
