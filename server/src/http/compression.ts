import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/** Below this a compressed body saves less than it costs; scripts/precompress.mjs uses the same. */
export const COMPRESSION_THRESHOLD = 1024;

/** On the fly: brotli at quality 4 (cheap enough per request on two cores, still smaller than gzip), else gzip 6. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

export type Encoding = 'br' | 'gzip';

/**
 * The coding to send for an Accept-Encoding header: brotli when accepted, else gzip, else none (identity).
 * Codings listed with q=0 are refused; `*` stands for any coding not listed.
 */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

const suffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Put before express.static on the same folder: when the browser accepts brotli or gzip and the build
 * wrote file.br or file.gz (scripts/precompress.mjs), the request is pointed at that copy and described as
 * the original (its Content-Type, Content-Encoding, Vary: Accept-Encoding). express.static then sends it
 * with its own Content-Length, ETag, Last-Modified, Cache-Control, ranges and HEAD handling.
 */
export function precompressedFiles(root: string): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (!encoding) return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next(); // express.static answers the malformed path
    }
    if (pathname.includes('\0') || !path.extname(pathname)) return next(); // client routes have no extension
    const file = path.join(base, pathname);
    if (!file.startsWith(base + path.sep)) return next();
    fs.stat(file + suffix[encoding], (err, stat) => {
      if (err || !stat.isFile()) return next();
      res.type(path.extname(file));
      res.setHeader('Content-Encoding', encoding);
      res.vary('Accept-Encoding');
      const query = req.url.indexOf('?');
      req.url = query === -1 ? req.url + suffix[encoding] : req.url.slice(0, query) + suffix[encoding] + req.url.slice(query);
      next();
    });
  };
}

/**
 * Compresses responses on the fly (HTML, GraphQL and other JSON, XML, CSV, text) of at least
 * COMPRESSION_THRESHOLD bytes, as brotli or gzip (BROTLI_QUALITY, GZIP_LEVEL). Skips what the compression package skips (images and other
 * incompressible types, HEAD, `no-transform`, bodies already encoded, such as the precompressed assets)
 * and partial content, whose range was cut from the identity bytes. Mount it after the routes whose bytes
 * must stay exactly as sent (the Stripe webhook, file downloads).
 */
export function compressResponses(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD,
    level: GZIP_LEVEL,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    filter: (req, res) => res.statusCode !== 206 && !res.getHeader('Content-Range') && compression.filter(req, res),
  });
}

/** Answers up to this size are compressed in one call on the request's turn; larger ones stream (compressResponses). */
export const WHOLE_BODY_LIMIT = 256 * 1024;

/**
 * For answers sent whole with res.send (every GraphQL answer but incremental delivery): compressed in one
 * synchronous call and sent with their length. The streaming compressor takes two trips through the thread pool
 * and sends the headers ahead of a chunked body: a 24-card search answer (11 KB) arrives about 0.4 ms sooner this
 * way on two cores. Same codings and settings as compressResponses, which stays behind this for anything else (it
 * leaves alone a body that already has a Content-Encoding).
 */
export function compressWholeResponses(): RequestHandler {
  return (req, res, next) => {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (!encoding) return next();
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if (typeof body !== 'string' || body.length < COMPRESSION_THRESHOLD || body.length > WHOLE_BODY_LIMIT || res.getHeader('Content-Encoding')) {
        return send(body);
      }
      const raw = Buffer.from(body);
      const packed =
        encoding === 'br'
          ? zlib.brotliCompressSync(raw, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
            })
          : zlib.gzipSync(raw, { level: GZIP_LEVEL });
      res.setHeader('Content-Encoding', encoding);
      res.vary('Accept-Encoding');
      return send(packed);
    };
    next();
  };
}
