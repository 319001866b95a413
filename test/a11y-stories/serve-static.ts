/**
 * Serves a static Storybook build on 127.0.0.1 for the axe run over every story.
 * STORYBOOK_DIR (default storybook-static) and STORYBOOK_PORT (default 6108).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const ROOT = resolve(process.env.STORYBOOK_DIR ?? 'storybook-static');
const PORT = Number(process.env.STORYBOOK_PORT ?? 6108);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

if (!existsSync(join(ROOT, 'index.json'))) {
  console.error(`${ROOT} holds no Storybook build: run \`npm run storybook:build\` first.`);
  process.exit(1);
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
  let file = normalize(join(ROOT, decodeURIComponent(pathname)));
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!file.startsWith(ROOT) || !existsSync(file)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  });
  createReadStream(file).pipe(response);
});

server.listen(PORT, '127.0.0.1', () => console.log(`Storybook build: http://127.0.0.1:${PORT}/`));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
