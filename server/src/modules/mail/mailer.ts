import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { logger } from '../../common/logger';
import type { JobPolicy, JobQueue } from '../../jobs/job-queue';
import { withSender } from './mail-content';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** Simple HTML body; every value from users must already be escaped (see mail-content.ts). */
  html: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Files sent with the message (an intro call's .ics), through nodemailer's attachments. */
  attachments?: MailAttachment[];
  /** The token the message carries (a sign-in or unsubscribe link), made when it is sent: see MailSecret. */
  secret?: MailSecret;
}

/** A small text attachment, stored with the mail job as it is. */
export interface MailAttachment {
  filename: string;
  /** The file's text (UTF-8). */
  content: string;
  /** E.g. 'text/calendar; charset=utf-8; method=REQUEST'. */
  contentType: string;
}

/**
 * Where a message's secret goes, never the secret itself: the job (stored in pg-boss's tables for up to two
 * days, with its archive) holds `mark` in the text, the HTML and the headers, and the kind and id of the row
 * the token belongs to. Just before the message goes out, the minter of `kind` makes a token for that row and
 * stores its hash, and every `mark` is replaced by the token. Each try makes a new one.
 */
export interface MailSecret {
  kind: string;
  id: string;
  /** Random, so that no text from a user (a name, a search) can stand in for it. */
  mark: string;
}

/**
 * Makes a fresh token for row `id`, stores its hash through `manager` (the delivery's transaction: it commits
 * only if the message went out) and returns it; null when the row can no longer have one (spent, expired,
 * gone), and then the message is not sent.
 */
export type SecretMinter = (id: string, manager: EntityManager) => Promise<string | null>;

export const MAIL_QUEUE = 'mail';
/**
 * 11 tries: the retries wait 15 s, 30 s, 1 min, ... doubling, each up to twice that (pg-boss's jitter),
 * so the last one is 4 to 8 hours after the first failure. A try may take 5 minutes at most.
 */
const MAIL_POLICY: JobPolicy = { retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: 300 };

const urlPattern = /https?:\/\/[^\s<>"]+/g;

/**
 * Outgoing e-mail. `send` stores the message as a durable job (src/jobs/job-queue.ts); a worker on
 * any instance delivers it, retrying with backoff, at most once per job. With SMTP_URL it goes through
 * that SMTP server; otherwise each message is written to DATA_DIR/mail/<timestamp>-<id>.eml and a log
 * line shows the file and, outside production, any link (never the recipient or the subject).
 *
 * A mail failure is logged, never shown to the person who triggered it.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outbox: string | null;
  private readonly domain: string;
  private readonly minters = new Map<string, SecretMinter>();

  constructor(
    private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailSender' | 'dataDir' | 'isProduction'>,
    private readonly jobs: JobQueue,
  ) {
    if (config.smtpUrl) {
      // Bounded, so that a hung server fails the try well inside the job's 5 minutes.
      this.transport = nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      });
      this.outbox = null;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.outbox = path.join(config.dataDir, 'mail');
    }
    this.domain = /@([^>\s]+)/.exec(config.mailFrom)?.[1] ?? 'localhost';
    jobs.define<{ message: MailMessage }>(MAIL_QUEUE, MAIL_POLICY, (data, job, manager) => this.deliver(data.message, job.id, manager));
  }

  /** Registers how tokens of `kind` are made at delivery (the module owning their table does). */
  defineSecret(kind: string, minter: SecretMinter): void {
    this.minters.set(kind, minter);
  }

  /** A secret for row `id` of `kind`: put its `mark` where the token goes, and the secret in the message. */
  secret(kind: string, id: string): MailSecret {
    if (!this.minters.has(kind)) throw new Error(`No minter for mail secrets of kind ${kind}`);
    return { kind, id, mark: `secret-${randomBytes(12).toString('hex')}` };
  }

  /**
   * Stores the message for delivery and resolves once it is stored. Never throws, except with `manager`:
   * then the mail is stored in that transaction (sent only if it commits) and a failure aborts it.
   */
  async send(message: MailMessage, manager?: EntityManager): Promise<void> {
    try {
      // The sender's company and postal address go into the footer of the common layout (mail-content.ts).
      await this.jobs.send(MAIL_QUEUE, { message: withSender(message, this.config.mailSender) }, manager);
    } catch (err) {
      if (manager) throw err;
      // Never the address or the subject: logs hold no personal data.
      logger.error('A mail could not be stored for sending', err);
    }
  }

  /**
   * Resolves once every message stored so far has been tried, including those that jobs stored so far
   * (lead notifications) will store: it waits for every queue (tests; see JobQueue.idle).
   */
  idle(): Promise<void> {
    return this.jobs.idle();
  }

  /** Call after the job queue has stopped. */
  close(): void {
    this.transport.close();
  }

  /** One try at delivering, in the job's transaction; throws when it failed (the job is retried). */
  private async deliver(stored: MailMessage, jobId: string, manager: EntityManager): Promise<void> {
    let message = stored;
    let token: string | null = null;
    if (stored.secret) {
      const { kind, id } = stored.secret;
      const minter = this.minters.get(kind);
      if (!minter) throw new Error(`No minter for mail secrets of kind ${kind}`);
      token = await minter(id, manager);
      if (token === null) {
        logger.info(`Mail ${jobId} not sent: its ${kind} link can no longer be used`);
        return;
      }
      message = withSecret(stored, stored.secret.mark, token);
    }
    let info: unknown;
    try {
      info = await this.transport.sendMail({
        from: this.config.mailFrom,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
        // The same on every try of this job, so a receiving server can drop a repeat.
        messageId: `<${jobId}@${this.domain}>`,
      });
    } catch (err) {
      // The failure is stored with the job and logged: a server echoing the message must not put the token there.
      throw token ? withoutSecret(err, token) : err;
    }
    if (!this.outbox) {
      logger.info(`Mail ${jobId} sent`);
      return;
    }
    await fs.mkdir(this.outbox, { recursive: true });
    const stamp = new Date().toISOString().replace(/[-:.]/g, '');
    const file = path.join(this.outbox, `${stamp}-${jobId.slice(0, 8)}.eml`);
    await fs.writeFile(file, (info as { message: Buffer }).message, { mode: 0o600 });
    // A development convenience: the links (sign-in links are live tokens) in the log, never in production.
    const links = this.config.isProduction ? [] : [...new Set(message.text.match(urlPattern) ?? [])];
    logger.info(`Mail ${jobId} written to ${file}${links.length ? ` link: ${links.join(' ')}` : ''}`);
  }
}

/** The message as it goes out: the token in place of every mark, in the bodies and the headers. */
function withSecret(message: MailMessage, mark: string, token: string): MailMessage {
  const put = (value: string) => value.split(mark).join(token);
  const { secret: _secret, ...rest } = message;
  return {
    ...rest,
    text: put(message.text),
    html: put(message.html),
    headers: message.headers && Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, put(value)])),
  };
}

/** The error of a failed try with the token taken out of what is stored and logged of it. */
function withoutSecret(err: unknown, token: string): unknown {
  const hide = (value: string) => value.split(token).join('[token]');
  if (!(err instanceof Error)) return new Error(hide(String(err)));
  const fields = err as Error & { response?: unknown };
  err.message = hide(err.message);
  if (err.stack) err.stack = hide(err.stack);
  if (typeof fields.response === 'string') fields.response = hide(fields.response);
  return err;
}
