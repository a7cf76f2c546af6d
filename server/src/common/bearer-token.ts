import type { IncomingMessage } from 'node:http';

/** The token of an `Authorization: Bearer <token>` header; undefined without one (any other scheme is ignored). */
export function bearerToken(req: Pick<IncomingMessage, 'headers'>): string | undefined {
  const match = /^Bearer[ \t]+(\S*)[ \t]*$/i.exec(req.headers.authorization ?? '');
  return match ? match[1] : undefined;
}
