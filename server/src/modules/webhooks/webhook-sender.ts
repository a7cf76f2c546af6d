import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** At most this much of a receiver's answer is read (and kept in the delivery log). */
export const RESPONSE_BODY_LIMIT = 4096;

/** What one attempt came to. */
export interface AttemptOutcome {
  /** The receiver's status; null when none came. */
  statusCode: number | null;
  /** A 2xx answer. */
  ok: boolean;
  durationMs: number;
  /** Why it failed, in words for the log (null on success). */
  error: string | null;
  /** The first RESPONSE_BODY_LIMIT bytes of the answer, as text. */
  responseBody: string | null;
}

export interface SenderOptions {
  /** Loopback, private, link-local and metadata addresses reachable (development and tests). */
  allowPrivate: boolean;
  timeoutMs: number;
  /** Addresses allowed even when private ones are not (tests only: a local receiver in production mode). */
  allowAddresses?: string[];
}

const USER_AGENT = 'FranchiseCompass-Webhooks/1.0';

/**
 * Posts signed JSON to a webhook endpoint: one request, never a redirect followed (a 3xx is a failure, so a
 * receiver cannot send us to an address we would refuse), the connection refused before it opens when the name
 * resolves to an address not allowed (request-filtering-agent checks every resolved address at connect time),
 * the whole exchange bounded by `timeoutMs`, and at most RESPONSE_BODY_LIMIT bytes of the answer read.
 * Never throws: every failure is an outcome.
 */
export class WebhookSender {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;

  constructor(private readonly options: SenderOptions) {
    const filter = {
      allowPrivateIPAddress: options.allowPrivate,
      allowMetaIPAddress: options.allowPrivate,
      allowIPAddressList: options.allowAddresses ?? [],
      keepAlive: true,
      maxSockets: 50,
    };
    this.httpAgent = new RequestFilteringHttpAgent(filter);
    this.httpsAgent = new RequestFilteringHttpsAgent(filter);
  }

  send(url: string, body: string, headers: Record<string, string>): Promise<AttemptOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    return new Promise<AttemptOutcome>((resolve) => {
      let settled = false;
      const finish = (outcome: Omit<AttemptOutcome, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...outcome, durationMs: elapsed() });
      };
      const fail = (error: string, statusCode: number | null = null, responseBody: string | null = null) =>
        finish({ ok: false, statusCode, error, responseBody });
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        fail('Invalid URL');
        return;
      }
      const secure = target.protocol === 'https:';
      if (!secure && target.protocol !== 'http:') {
        fail('Only http and https URLs can receive webhooks');
        return;
      }
      const timer = setTimeout(() => {
        fail(`No answer within ${Math.round(this.options.timeoutMs / 1000)} s`);
        req.destroy();
      }, this.options.timeoutMs);
      const req = (secure ? https : http).request(
        target,
        {
          method: 'POST',
          agent: secure ? this.httpsAgent : this.httpAgent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': USER_AGENT,
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const done = () => {
            const text = Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8');
            const status = res.statusCode ?? null;
            const responseBody = text.length > 0 ? text : null;
            if (status !== null && status >= 200 && status < 300) finish({ ok: true, statusCode: status, error: null, responseBody });
            else if (status !== null && status >= 300 && status < 400)
              fail(`Redirect to ${res.headers.location ?? '(no location)'} not followed`, status, responseBody);
            else fail(`HTTP ${status ?? '?'}`, status, responseBody);
          };
          res.on('data', (chunk: Buffer) => {
            if (size >= RESPONSE_BODY_LIMIT) return;
            chunks.push(chunk);
            size += chunk.length;
            if (size >= RESPONSE_BODY_LIMIT) {
              // Enough for the log: stop reading a large (or endless) answer.
              done();
              res.destroy();
            }
          });
          res.on('end', done);
          res.on('error', () => done());
          res.on('close', done);
        },
      );
      req.on('error', (err: Error & { code?: string }) => {
        if (/is not allowed/.test(err.message)) fail('Address not allowed (private, loopback or link-local)');
        else fail(err.code ? `${err.code}: ${err.message}`.slice(0, 500) : err.message.slice(0, 500));
      });
      req.end(body);
    });
  }

  /** Closes kept-alive connections (shutdown). */
  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}
