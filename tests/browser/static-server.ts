/** A minimal static file server for dist/, on a free port of 127.0.0.1. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  const clean = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const file = path.normalize(path.join(root, clean));
  if (!file.startsWith(root)) return undefined;
  for (const candidate of [file, path.join(file, 'index.html'), `${file}.html`]) {
    const s = await stat(candidate).catch(() => undefined);
    if (s?.isFile()) return candidate;
  }
  return undefined;
}

/** Text files a host compresses; images and the search index's binary chunks are sent as they are. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
]);

export interface StaticServerOptions {
  /** Gzip text files for clients that accept it, as any real static host does (Lighthouse). */
  gzip?: boolean;
}

export async function startStaticServer(
  root: string,
  options: StaticServerOptions = {},
): Promise<StaticServer> {
  const zipped = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    // A request that fails is answered (500) and reported, never left open: a page waiting
    // for it would wait until its test timed out.
    serve(req, res).catch((e: unknown) => {
      console.error(`static server: ${req.url}: ${String(e)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': TYPES['.txt']! });
      res.end();
    });
  });
  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const file = await resolveFile(root, req.url ?? '/');
    if (!file) {
      const notFound = await readFile(path.join(root, '404.html')).catch(() =>
        Buffer.from('Not found'),
      );
      res.writeHead(404, { 'content-type': TYPES['.html'] });
      res.end(notFound);
      return;
    }
    const ext = path.extname(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    };
    let body: Buffer = await readFile(file);
    const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (options.gzip && accepts && COMPRESSIBLE.has(ext)) {
      let z = zipped.get(file);
      if (!z) {
        z = gzipSync(body, { level: 9 });
        zipped.set(file, z);
      }
      body = z;
      headers['content-encoding'] = 'gzip';
      headers['vary'] = 'accept-encoding';
    }
    res.writeHead(200, headers);
    res.end(body);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
