import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { logger } from '../../common/logger';
import type { JobPolicy, JobQueue } from '../../jobs/job-queue';

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
}

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

  constructor(
    private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'isProduction'>,
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
    jobs.define<{ message: MailMessage }>(MAIL_QUEUE, MAIL_POLICY, (data, job) => this.deliver(data.message, job.id));
  }

  /**
   * Stores the message for delivery and resolves once it is stored. Never throws, except with `manager`:
   * then the mail is stored in that transaction (sent only if it commits) and a failure aborts it.
   */
  async send(message: MailMessage, manager?: EntityManager): Promise<void> {
    try {
      await this.jobs.send(MAIL_QUEUE, { message }, manager);
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

  /** One try at delivering; throws when it failed (the job is retried). */
  private async deliver(message: MailMessage, jobId: string): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.config.mailFrom,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      // The same on every try of this job, so a receiving server can drop a repeat.
      messageId: `<${jobId}@${this.domain}>`,
    });
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
