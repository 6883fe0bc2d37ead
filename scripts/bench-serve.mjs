// Serving a build for the browser benches: `vite preview` of a folder on a spare port.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on now. */
export function sparePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** `vite preview` of `outDir` on a spare port; resolves once it answers, with its base URL and a stop(). */
export async function serve(outDir) {
  const port = await sparePort();
  const base = `http://127.0.0.1:${port}/`;
  const server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {}
  };
  // Up to 30 s: a busy machine starts it slowly.
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(base)).ok) return { base, server, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error(`vite preview of ${outDir} did not start`);
}
