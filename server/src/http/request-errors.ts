import { STATUS_CODES } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import Upload from 'graphql-upload/Upload.mjs';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import processUploads, { type ProcessRequestFunction } from 'graphql-upload/processRequest.mjs';
import { type DocumentNode, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { bearerToken } from '../common/bearer-token';
import { isDatabaseUnavailable } from '../common/database-unavailable';
import { ErrorCode, Messages } from '../common/errors';
import { logger } from '../common/logger';
import { ApiTokenMessages } from '../modules/auth/api-scope';
import { RETRY_AFTER_SECONDS } from './page-caching';

/** A request the client got wrong: the status, a short message for it and the code. */
export interface ClientRequestError {
  status: number;
  message: string;
  code: ErrorCode;
}

const messages = {
  invalidJson: 'The request body is not valid JSON.',
  tooLarge: 'The request is too large.',
  unsupported: 'This content type or encoding is not supported.',
  malformed: 'The request is malformed.',
  badMultipart: 'The multipart request is malformed.',
};

/**
 * The client's mistake in an error from reading a request, or undefined when it is the server's.
 * express.json's errors carry `type` and `status`; graphql-upload's are http-errors with `status`
 * and `expose` (their messages are written for clients, e.g. "10 max file uploads exceeded.").
 */
export function clientRequestError(err: unknown): ClientRequestError | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const { status, statusCode, expose, type, message } = err as Record<string, unknown>;
  const code = typeof status === 'number' ? status : statusCode;
  if (typeof code !== 'number' || code < 400 || code > 499 || expose === false) return undefined;
  if (code === 413) return { status: 413, message: exposed(type, message) ?? messages.tooLarge, code: ErrorCode.PAYLOAD_TOO_LARGE };
  if (code === 415) return { status: 415, message: messages.unsupported, code: ErrorCode.BAD_REQUEST };
  if (type === 'entity.parse.failed') return { status: 400, message: messages.invalidJson, code: ErrorCode.BAD_REQUEST };
  const kept = code === 499 ? 400 : code; // graphql-upload's "client went away"
  return {
    status: kept,
    message: exposed(type, message) ?? messages.malformed,
    code: kept === 404 ? ErrorCode.NOT_FOUND : ErrorCode.BAD_REQUEST,
  };
}

// body-parser's messages may quote the body; graphql-upload's (no `type`) are fixed sentences.
function exposed(type: unknown, message: unknown): string | undefined {
  if (type !== undefined || typeof message !== 'string' || message.length > 200) return undefined;
  return Object.values(STATUS_CODES).includes(message) ? undefined : message; // "Bad Request" says nothing
}

/** Busboy's parse errors carry no status; they are the client's all the same. */
function asClientError(err: unknown): unknown {
  if (clientRequestError(err)) return err;
  return Object.assign(new Error(messages.badMultipart), { status: 400, expose: true, cause: err });
}

/**
 * A multipart body can break after the operation has started (a malformed part header, a body cut
 * short in a file): graphql-upload then fails the file's promise or stream, which a resolver meets.
 */
function markUploadErrors(upload: Upload): void {
  upload.promise = upload.promise.then(
    (file) => ({
      ...file,
      createReadStream: (options) => {
        let stream: Readable;
        try {
          stream = file.createReadStream(options);
        } catch (err) {
          throw asClientError(err);
        }
        const marked = new PassThrough();
        stream.on('error', (err) => marked.destroy(asClientError(err) as Error));
        return stream.pipe(marked);
      },
    }),
    (err: unknown) => {
      throw asClientError(err);
    },
  );
  upload.promise.catch(() => undefined); // as graphql-upload does: a file no resolver reads must not crash the process
}

/**
 * How many files each form (its mutation) may send in one request; any other operation field may carry one. A
 * request whose operations carry more files than their fields allow in all is refused, 413, before any file is
 * read or checked, and nothing is stored.
 */
export type FormFileLimits = Record<string, number>;

/** The root fields an operation selects (its named operation, or its only one); null when it does not parse. */
function rootFields(operation: { query?: unknown; operationName?: unknown }): string[] | null {
  if (typeof operation.query !== 'string') return null;
  let doc: DocumentNode;
  try {
    doc = parse(operation.query, { noLocation: true, maxTokens: 10_000 });
  } catch {
    return null;
  }
  const ops = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const op =
    typeof operation.operationName === 'string' ? ops.find((o) => o.name?.value === operation.operationName) : ops.length === 1 ? ops[0] : undefined;
  return op ? op.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : [])) : null;
}

function checkFileCounts(body: unknown, limits: FormFileLimits): void {
  for (const operation of Array.isArray(body) ? body : [body]) {
    if (!operation || typeof operation !== 'object') continue;
    const files = new Set<Upload>();
    const pending: unknown[] = [(operation as { variables?: unknown }).variables];
    while (pending.length > 0) {
      const value = pending.pop();
      if (value instanceof Upload) files.add(value);
      else if (value && typeof value === 'object') for (const item of Object.values(value)) pending.push(item);
    }
    if (files.size <= 1) continue;
    const fields = rootFields(operation as { query?: unknown; operationName?: unknown });
    const allowed = fields ? fields.reduce((sum, f) => sum + (limits[f] ?? 1), 0) : 1;
    if (files.size > allowed) {
      throw Object.assign(new Error(Messages.tooManyFiles(Math.max(1, allowed))), { status: 413, expose: true });
    }
  }
}

const processRequest =
  (limits: FormFileLimits): ProcessRequestFunction =>
  async (req, res, options) => {
    const body = await processUploads(req, res, options).catch((err: unknown) => {
      throw asClientError(err);
    });
    checkFileCounts(body, limits);
    const pending: unknown[] = [body];
    while (pending.length > 0) {
      const value = pending.pop();
      if (value instanceof Upload) markUploadErrors(value);
      else if (value && typeof value === 'object') for (const item of Object.values(value)) pending.push(item);
    }
    return body;
  };

/** graphql-upload for /graphql, its errors all marked as the client's; `forms` caps the files of each form. */
export function graphqlUploads(limits: { maxFileSize: number; maxFiles: number }, forms: FormFileLimits = {}): RequestHandler {
  const upload = graphqlUploadExpress({ ...limits, processRequest: processRequest(forms) });
  return (req, res, next) =>
    upload(req, res, (err?: unknown) => {
      // graphql-upload holds the response until the body has arrived; busboy may have refused the
      // request (no boundary) before reading any of it, so read the rest or the answer never goes.
      if (err !== undefined) req.resume();
      next(err);
    });
}

/**
 * API tokens (issue 42) send JSON only: a multipart request (an upload) with a Bearer token is refused before any
 * of its body is read.
 */
export const refuseTokenUploads: RequestHandler = (req, res, next) => {
  if (bearerToken(req) === undefined || !req.is('multipart/form-data')) return next();
  req.resume();
  res.status(403).json({ errors: [{ message: ApiTokenMessages.noUploads, extensions: { code: ErrorCode.FORBIDDEN } }] });
};

function warn(req: Request, refused: ClientRequestError): void {
  const path = req.originalUrl.split('?')[0].slice(0, 200);
  logger.warn('Refused a request', { method: req.method, path, status: refused.status, message: refused.message });
}

/** On /graphql: the client's mistakes as a GraphQL error response the client can read. */
export const graphqlRequestErrors: ErrorRequestHandler = (err, req, res, next) => {
  const refused = clientRequestError(err);
  if (!refused || res.headersSent) return next(err);
  warn(req, refused);
  res.status(refused.status).json({ errors: [{ message: refused.message, extensions: { code: refused.code } }] });
};

/**
 * The last handler: the client's mistakes get their 4xx as plain text; the database unavailable (a route's session
 * lookup or query during an outage) a 503 with Retry-After, kept by no one, and a warning; anything else is logged
 * and is a 500.
 */
export const finalErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const refused = clientRequestError(err);
  const unavailable = !refused && isDatabaseUnavailable(err);
  if (refused) warn(req, refused);
  else if (unavailable) logger.warn('A request met the database unavailable', { path: req.path.slice(0, 200), error: String(err) });
  else logger.error('Unhandled request error', err);
  // Too late for a status: end the connection, as Express would (without printing the error again).
  if (res.headersSent) return void req.socket.destroy();
  if (refused) res.status(refused.status).type('text/plain').send(refused.message);
  else if (unavailable) {
    res.status(503).set({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
    res.type('text/plain').send(Messages.serviceUnavailable);
  } else res.status(500).type('text/plain').send('Something went wrong.');
};
