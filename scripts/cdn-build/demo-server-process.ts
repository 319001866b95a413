import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

/** Starts the demo server (serving SHOP_WIDGETS_OUT_DIR or dist/) on a free port; resolves once it listens. */
export function startDemoServer(): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn('npx', ['tsx', 'demo/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Demo shop: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1].replace(/\/$/, ''), server });
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.on('exit', (code) => reject(new Error(`The demo server stopped (${code}):\n${output}`)));
  });
}

/** Stops the server and the processes it started (its process group). */
export function stopDemoServer(server: ChildProcess): void {
  if (!server.pid) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
