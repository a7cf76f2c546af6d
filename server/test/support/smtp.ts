import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, decoded enough for assertions. */
export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  replyTo: string | null;
  text: string;
  html: string;
  /** Parts sent as attachments (Content-Disposition: attachment), decoded as UTF-8 text. */
  attachments: ReceivedAttachment[];
  raw: string;
}

export interface ReceivedAttachment {
  filename: string | null;
  contentType: string;
  content: string;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:PORT, for the test server's config `smtpUrl`. */
  url: string;
  messages: ReceivedMail[];
  /** Waits until `predicate` holds for the received messages (default: 5 s), then returns them. */
  waitFor(predicate: (messages: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Messages addressed to `email`. */
  to(email: string): ReceivedMail[];
  clear(): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          ...parseMessage(raw),
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(predicate, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(messages)) {
        if (Date.now() > deadline) {
          throw new Error(`Mail not received in time; got: ${JSON.stringify(messages.map((m) => [m.to, m.subject]))}`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      return messages;
    },
    to: (email) => messages.filter((m) => m.to.includes(email.toLowerCase())),
    clear: () => {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/* A small MIME reader: headers, multipart/alternative, quoted-printable, base64 and encoded words. */

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const at = normalised.indexOf('\n\n');
  const head = at === -1 ? normalised : normalised.slice(0, at);
  const body = at === -1 ? '' : normalised.slice(at + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  try {
    return decodeURIComponent(bytes);
  } catch {
    return value;
  }
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function parseParts(headers: Map<string, string>, body: string, into: { text: string; html: string; attachments: ReceivedAttachment[] }) {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const part = splitHead(section.replace(/^\n/, ''));
      parseParts(part.headers, part.body, into);
    }
    return;
  }
  const decoded = decodeBody(headers, body);
  const disposition = headers.get('content-disposition') ?? '';
  if (/^attachment/i.test(disposition)) {
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
    into.attachments.push({ filename, contentType: type, content: decoded });
    return;
  }
  if (/^text\/html/i.test(type)) into.html += decoded;
  else if (/^text\/plain/i.test(type)) into.text += decoded;
}

function parseMessage(raw: string): Omit<ReceivedMail, 'to' | 'from' | 'raw'> {
  const { headers, body } = splitHead(raw);
  const content = { text: '', html: '', attachments: [] as ReceivedAttachment[] };
  parseParts(headers, body, content);
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    replyTo: headers.get('reply-to') ?? null,
    text: content.text,
    html: content.html,
    attachments: content.attachments,
  };
}
