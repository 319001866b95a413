/**
 * A stand-in for the host's web server: it serves the page, the library's CDN files from the
 * installed package, and forwards the shop's calls to the fake shop (the repository's demo server).
 *
 * PORT=4174 FAKE_SHOP_URL=http://127.0.0.1:4173 node server.js
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import { Readable } from 'node:stream';

const HOST = '127.0.0.1';
const PORT = Number(process.env.PORT ?? 4174);
const FAKE_SHOP_URL = process.env.FAKE_SHOP_URL ?? 'http://127.0.0.1:4173';
const require = createRequire(import.meta.url);
const CDN = join(dirname(require.resolve('shop-widgets/package.json')), 'dist/cdn');
const PUBLIC = join(import.meta.dirname, 'public');

const FOLDERS = [
  ['/shop-widgets/', CDN],
  ['/', PUBLIC],
];
const FORWARDED = ['/api/', '/images/', '/__fake-shop/'];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
};
// The library needs no inline script, eval or inline style: the page keeps a strict policy.
const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'";

async function forward(request, response) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const headers = { ...request.headers };
  delete headers.host;
  const answer = await fetch(new URL(request.url, FAKE_SHOP_URL), {
    method: request.method,
    headers,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
  const answerHeaders = Object.fromEntries(answer.headers);
  // fetch has already decoded the body: its length and encoding no longer apply.
  delete answerHeaders['content-encoding'];
  delete answerHeaders['content-length'];
  response.writeHead(answer.status, answerHeaders);
  if (answer.body) Readable.fromWeb(answer.body).pipe(response);
  else response.end();
}

function serveFile(response, pathname) {
  const [prefix, folder] = FOLDERS.find(([candidate]) => pathname.startsWith(candidate));
  const relative = decodeURIComponent(pathname.slice(prefix.length)) || 'index.html';
  let file = normalize(join(folder, relative));
  // Every other path is the page (as a server-rendered shop would answer /vehicle/... routes).
  if (!file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) {
    if (prefix !== '/' || extname(relative)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found: ${pathname}`);
      return;
    }
    file = join(PUBLIC, 'index.html');
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-security-policy': POLICY,
  });
  createReadStream(file).pipe(response);
}

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', `http://${HOST}`);
  if (FORWARDED.some((prefix) => pathname.startsWith(prefix))) {
    forward(request, response).catch((error) => {
      response
        .writeHead(502, { 'content-type': 'text/plain' })
        .end(`Fake shop unreachable: ${error.message}`);
    });
    return;
  }
  serveFile(response, pathname);
}).listen(PORT, HOST, () => console.log(`Script-tag host: http://${HOST}:${PORT}/`));
