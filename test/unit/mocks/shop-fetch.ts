/** Calls the fake shop the way the library does: a real `fetch` resolved against the page. */
export function shopFetch(path: string, init?: RequestInit): Promise<Response> {
  return fetch(new URL(path, location.href), init);
}

export async function getJson(path: string): Promise<unknown> {
  const response = await shopFetch(path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

export function postJson(path: string, body: unknown, method = 'POST'): Promise<Response> {
  return shopFetch(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
