// A static server for the loading tests: URL prefixes mapped to folders, with headers of the
// test's choosing (a Content-Security-Policy). MIME types as scripts/serve.mjs serves them.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { mimeTypes } from '../../scripts/serve.mjs';

/** `routes`: { '/pkg/': '/abs/folder', '/': '/abs/other' } (longest prefix first); resolves to { url, close }. */
export async function serveFolders(routes, headers = {}) {
  const prefixes = Object.keys(routes).sort((a, b) => b.length - a.length);
  const server = createServer(async (request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const prefix = prefixes.find((p) => urlPath.startsWith(p));
    const root = routes[prefix];
    const file = path.resolve(root, `.${urlPath.slice(prefix.length - 1)}`.replace(/\/$/, '/index.html'));
    if (!file.startsWith(root)) return response.writeHead(403).end();
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'Content-Type': mimeTypes[path.extname(file)] ?? 'application/octet-stream',
        ...headers,
      });
      response.end(body);
    } catch {
      response.writeHead(404, headers).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
