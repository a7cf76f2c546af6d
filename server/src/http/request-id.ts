import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { withLogContext } from '../common/log-context';

/** An incoming X-Request-Id is kept when it is this (a proxy's or a client's id); anything else is replaced. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const ids = new WeakMap<IncomingMessage, string>();

/** The request's id: its sane X-Request-Id, or a fresh UUID; the same for every call on one request. */
export function requestIdOf(req: IncomingMessage): string {
  let id = ids.get(req);
  if (id === undefined) {
    const given = req.headers['x-request-id'];
    id = typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
    ids.set(req, id);
  }
  return id;
}

/**
 * First middleware: the id goes into the response's X-Request-Id and onto every log line written while the
 * request is handled (and into the jobs it queues). The body parsers continue the chain in this context too
 * (raw-body binds its callback, graphql-upload continues from a promise): observability.test.ts checks it.
 */
export const requestId: RequestHandler = (req, res, next) => {
  const id = requestIdOf(req);
  res.setHeader('X-Request-Id', id);
  withLogContext({ requestId: id }, next);
};
