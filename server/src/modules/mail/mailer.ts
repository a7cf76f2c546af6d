import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import { logger } from '../../common/logger';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** Simple HTML body; every value from users must already be escaped (see mail-content.ts). */
  html: string;
  replyTo?: string;
}

const urlPattern = /https?:\/\/[^\s<>"]+/g;

/**
 * Outgoing e-mail. With SMTP_URL it goes through that SMTP server; otherwise each message is written
 * to DATA_DIR/mail/<timestamp>-<id>.eml and a log line shows the recipient, the subject and any link.
 *
 * `send` never throws and is not meant to be awaited by a request: mail goes out after the work that
 * caused it has committed, and a mail failure is logged, never shown to the person who triggered it.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outbox: string | null;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>) {
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport(config.smtpUrl);
      this.outbox = null;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.outbox = path.join(config.dataDir, 'mail');
    }
  }

  /** Sends in the background. The returned promise settles when it was sent or failed (and was logged). */
  send(message: MailMessage): Promise<void> {
    const delivery = this.deliver(message).catch((err: unknown) => {
      logger.error(`Mail to ${message.to} ("${message.subject}") could not be sent`, err);
    });
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
    return delivery;
  }

  /** Waits for every message handed over so far (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.transport.close();
  }

  private async deliver(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.config.mailFrom,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    if (!this.outbox) {
      logger.info(`Mail sent to ${message.to}: "${message.subject}"`);
      return;
    }
    await fs.mkdir(this.outbox, { recursive: true });
    const stamp = new Date().toISOString().replace(/[-:.]/g, '');
    const file = path.join(this.outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await fs.writeFile(file, (info as { message: Buffer }).message, { mode: 0o600 });
    const links = [...new Set(message.text.match(urlPattern) ?? [])];
    logger.info(
      `Mail to ${message.to}: "${message.subject}" written to ${file}${links.length ? ` link: ${links.join(' ')}` : ''}`,
    );
  }
}
