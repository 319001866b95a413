import * as z from 'zod';
import { errorJson } from '../respond';

/** The request's JSON body checked with the schema, or the 400 answer explaining what is wrong. */
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
