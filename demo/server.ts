/**
 * The demo shop: server-rendered pages with the widgets embedded by script tag, and the fake shop
 * answering /api/* over real HTTP through the same msw handlers as the tests and Storybook.
 *
 * npm start            builds the library, then serves on http://127.0.0.1:4173/
 * PORT=0 npm run demo  serves the existing build on a free port (the URL is printed)
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { getResponse, type HttpHandler } from 'msw';
import * as z from 'zod';
import { setRole } from '../src/mocks/controls';
import { handlers } from '../src/mocks/handlers';
import { FAKE_SHOP_ROLES, type FakeShopRole } from '../src/mocks/state';
import { BLANK_PAGE, BLANK_PAGE_HEADER, BLANK_PAGE_PATH } from './blank-page';
import { clearPageVariant, pageVariantSchema, policyWithVariant, setPageVariant } from './page-variant';
import { renderDemoPage } from './pages/index';
import { PAYMENT_DOUBLES_SCRIPT_PATH, paymentDoublesScript } from './payment-doubles-script';

const HOST = '127.0.0.1';
const PORT = Number(process.env.PORT ?? 4173);
const ROOT = join(import.meta.dirname, '..');
/** The build to serve (SHOP_WIDGETS_OUT_DIR, as for tsup; dist/ by default). */
const DIST = resolve(ROOT, process.env.SHOP_WIDGETS_OUT_DIR ?? 'dist');

const STATIC_FOLDERS: Record<string, string> = {
  '/assets/': join(DIST, 'cdn'),
  '/demo/': join(ROOT, 'demo/public'),
};

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * The build's content-hashed chunks (`platform-Bg9SVAPn.js`): a new build gives them new names, so a
 * browser may keep them, as a CDN would serve them. The loader and the classic bundle keep their names
 * and stay `no-store`, so a rebuild is seen at once.
 */
const HASHED_CHUNK = /-[\w-]{8}\.js$/;

/** A strict policy, so the demo proves the widgets need no inline script, eval or inline style. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The part of a handler's path before its first parameter or wildcard, past the any-origin `*` (the
 * pattern of `/api/installers/:id` gives `/api/installers/`): a request whose path does not start
 * with it cannot match.
 */
function literalPrefix(handler: HttpHandler): string {
  const { path } = handler.info;
  if (typeof path !== 'string') return '';
  const withoutOrigin = path.startsWith('*/') ? path.slice(1) : path;
  return withoutOrigin.slice(0, withoutOrigin.search(/[:*]|$/));
}

const HANDLER_PREFIXES = handlers.map((handler) => ({ handler, prefix: literalPrefix(handler) }));

/**
 * The handlers that may answer this request, in the fake shop's order (the first match still wins).
 * msw tries every handler's path pattern and reads the request's cookies for each one: across the
 * 228 handlers that was most of the demo server's CPU time per page load.
 */
function candidateHandlers(method: string, pathname: string): HttpHandler[] {
  return HANDLER_PREFIXES.filter(({ handler, prefix }) => {
    const wanted = handler.info.method;
    const methodFits = typeof wanted === 'string' ? wanted === method : wanted.test(method);
    return methodFits && pathname.startsWith(prefix);
  }).map(({ handler }) => handler);
}

async function answerFromFakeShop(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const mocked = await getResponse(
    candidateHandlers(method, url.pathname),
    new Request(url, { method, headers, body: body ? new Uint8Array(body) : undefined }),
  );
  if (!mocked) {
    response
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ message: `No handler for ${method} ${url.pathname}` }));
    return;
  }
  if (mocked.type === 'error') {
    // The fake shop asked for a network error: drop the connection.
    request.socket.destroy();
    return;
  }
  const out: Record<string, string> = { 'cache-control': 'no-store' };
  mocked.headers.forEach((value, name) => {
    out[name] = value;
  });
  response.writeHead(mocked.status, out);
  response.end(Buffer.from(await mocked.arrayBuffer()));
}

function serveStatic(response: ServerResponse, pathname: string): boolean {
  const prefix = Object.keys(STATIC_FOLDERS).find((candidate) => pathname.startsWith(candidate));
  if (!prefix) return false;
  const folder = STATIC_FOLDERS[prefix] as string;
  const file = normalize(join(folder, decodeURIComponent(pathname.slice(prefix.length))));
  if (!file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found: ${pathname}`);
    return true;
  }
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': HASHED_CHUNK.test(file) ? 'public, max-age=31536000, immutable' : 'no-store',
  });
  createReadStream(file).pipe(response);
  return true;
}

async function switchRole(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const form = new URLSearchParams((await readBody(request)).toString('utf8'));
  const role = form.get('role') ?? '';
  const back = form.get('back') ?? '/';
  if (!(FAKE_SHOP_ROLES as readonly string[]).includes(role)) {
    response.writeHead(400, { 'content-type': 'text/plain' }).end(`Unknown role "${role}"`);
    return;
  }
  setRole(role as FakeShopRole);
  response.writeHead(303, { location: back.startsWith('/') && !back.startsWith('//') ? back : '/' }).end();
}

/** `POST /__demo/page-variant`: every page's variant until the fake shop's reset (demo/page-variant.ts). */
async function setVariant(request: IncomingMessage, response: ServerResponse): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse((await readBody(request)).toString('utf8'));
  } catch {
    body = undefined;
  }
  const variant = pageVariantSchema.safeParse(body);
  if (!variant.success) {
    response.writeHead(400, { 'content-type': 'text/plain' }).end(z.prettifyError(variant.error));
    return;
  }
  setPageVariant(variant.data);
  response.writeHead(204).end();
}

function sendPage(
  response: ServerResponse,
  markup: string,
  status = 200,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': policyWithVariant(CONTENT_SECURITY_POLICY),
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(markup);
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${HOST}`);
  const { pathname } = url;
  const handle = async () => {
    if (pathname === '/__fake-shop/reset' && request.method === 'POST') clearPageVariant();
    if (pathname === '/__demo/page-variant' && request.method === 'POST')
      return setVariant(request, response);
    if (
      pathname.startsWith('/api/') ||
      pathname.startsWith('/__fake-shop/') ||
      pathname.startsWith('/images/')
    ) {
      return answerFromFakeShop(
        request,
        response,
        new URL(request.url ?? '/', `http://${request.headers.host ?? HOST}`),
      );
    }
    if (pathname === '/__demo/role' && request.method === 'POST') return switchRole(request, response);
    if (pathname === BLANK_PAGE_PATH)
      return sendPage(response, BLANK_PAGE, 200, { [BLANK_PAGE_HEADER]: '1' });
    if (pathname === PAYMENT_DOUBLES_SCRIPT_PATH) {
      const script = await paymentDoublesScript();
      response.writeHead(200, {
        'content-type': CONTENT_TYPES['.js'] as string,
        'cache-control': 'no-store',
      });
      return void response.end(script);
    }
    if (serveStatic(response, pathname)) return;
    const markup = renderDemoPage(url);
    if (markup) return sendPage(response, markup);
    sendPage(
      response,
      '<!doctype html><html lang="en"><title>Not found</title><main><h1>Not found</h1><p><a href="/">Home</a></p></main></html>',
      404,
    );
  };
  handle().catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
    response.end('Demo server error');
  });
});

// An idle keep-alive connection is closed by the server after keepAliveTimeout and by a Node client
// (Playwright's request API) one second before the hint the server sends. With Node's 5 s default a
// request sent on a connection just as the server closed it failed with ECONNRESET when a loaded
// machine delayed the client's timer (seen in a parallel e2e run); no test idles a connection a
// minute, so a minute's timeout takes that race out of the tests.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

if (!existsSync(join(DIST, 'cdn/shop-widgets.js'))) {
  console.error(`${join(DIST, 'cdn')} is missing: run \`npm run build\` first (npm start does both).`);
  process.exit(1);
}

server.listen(PORT, HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : PORT;
  console.log(`Demo shop: http://${HOST}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
