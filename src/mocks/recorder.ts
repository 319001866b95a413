import { pathMatches, shopPath } from './request-path';
import { type RecordedRequest, state } from './state';

export interface RequestFilter {
  method?: string;
  /** An exact path or a prefix ending in `*`, as for faults. */
  path?: string;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return null;
  const copy = request.clone();
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.includes('multipart/form-data')) return formFields(await copy.formData());
  const text = await copy.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    fields[name] =
      typeof value === 'string' ? value : { fileName: value.name, size: value.size, type: value.type };
  }
  return fields;
}

/** Adds the request to the log; reads a clone, so the handler can still read the body. */
export async function recordRequest(request: Request): Promise<void> {
  const url = new URL(request.url);
  const entry: RecordedRequest = {
    method: request.method.toUpperCase(),
    path: shopPath(url),
    search: url.search,
    body: await readBody(request),
    time: Date.now(),
  };
  state.requests.push(entry);
}

/** The recorded /api calls, oldest first, optionally only those of a method and path. */
export function recordedRequests(filter: RequestFilter = {}): RecordedRequest[] {
  const method = filter.method?.toUpperCase();
  return state.requests
    .filter(
      (entry) =>
        (method === undefined || entry.method === method) &&
        (filter.path === undefined || pathMatches(filter.path, entry.path)),
    )
    .map((entry) => structuredClone(entry));
}

export function clearRecordedRequests(): void {
  state.requests.length = 0;
}
