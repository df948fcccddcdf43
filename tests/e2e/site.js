// A static server for the specs that need to control the host itself (offline.test.js): it
// serves a folder (the build's output), can be switched to another folder (a new build on the
// same address) and can go down (every connection cut, as with no network at all).
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

// Serves `root` on a free port of 127.0.0.1: {url, serve(folder), down(on), close()}.
export async function serveFolder(root) {
  const state = { root, down: false };
  const server = createServer((request, response) => {
    if (state.down) {
      request.socket.destroy();
      return;
    }
    let path = decodeURIComponent(new URL(request.url, 'http://host').pathname);
    if (path.endsWith('/')) path += 'index.html';
    const file = join(state.root, normalize(path));
    let found = null;
    try {
      found = file.startsWith(state.root + sep) && statSync(file).isFile() ? file : null;
    } catch {
      found = null;
    }
    if (!found) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[extname(found)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    createReadStream(found).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    serve: (folder) => { state.root = folder; },
    down: (on) => { state.down = on; },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}
