import http from 'node:http';

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The header lines as sent: name, value, name, value… */
  rawHeaders: string[];
  body: string;
  /** The body's bytes as they came over the wire (still compressed when Content-Encoding says so). */
  bytes: Buffer;
}

/**
 * One HTTP request exactly as given (any method, header or body bytes), which fetch would refuse
 * or rewrite. Rejects when no answer comes: a reset, or nothing within `timeout` ms of silence.
 */
export function rawRequest(baseUrl: string, request: RawRequest, agent?: http.Agent, timeout = 15_000): Promise<RawAnswer> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const withBody = request.body && request.method !== 'GET' && request.method !== 'HEAD';
    const req = http.request(
      { agent, host: base.hostname, port: base.port, method: request.method, path: request.path, headers: request.headers, timeout },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: bytes.toString('utf8'), bytes });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(withBody ? request.body : undefined);
  });
}
