// A small static host for a production build (what a CDN or nginx does in production): files from `root`
// with long caching for Vite's hashed assets, index.html for the page, and /api proxied to the backend so
// the add-in and its API share an origin, as VITE_API_BASE_URL's empty default expects. Text files are
// sent gzip-compressed to clients that accept it, as every production static host does.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { createServer, request } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.zip': 'application/zip',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.svg', '.map']);
const gzipped = new Map();

/** The file gzip-compressed once (level 9, as a build step would precompress), then from memory. */
async function gzipOf(path) {
  if (!gzipped.has(path)) gzipped.set(path, gzipSync(await readFile(path), { level: 9 }));
  return gzipped.get(path);
}

function proxy(req, res, backend) {
  const target = new URL(req.url, backend);
  const upstream = request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ detail: 'Backend unreachable' }));
  });
  req.pipe(upstream);
}

async function file(root, pathname) {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const path = join(root, relative === '/' ? 'index.html' : relative);
  if (!path.startsWith(root)) return null;
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? { path, size: info.size } : null;
}

/** Starts the server on 127.0.0.1:`port`; resolves to { url, close() }. */
export async function startStaticServer({ root, port, backend }) {
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://local');
    if (backend && (pathname === '/api' || pathname.startsWith('/api/'))) return proxy(req, res, backend);
    const found = await file(root, pathname);
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    const headers = {
      'content-type': TYPES[extname(found.path)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    if (COMPRESSIBLE.has(extname(found.path)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const body = await gzipOf(found.path);
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(200, { ...headers, 'content-length': found.size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(found.path).pipe(res);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
