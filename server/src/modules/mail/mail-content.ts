/**
 * Builds the plain-text and the simple HTML body of an e-mail from the same blocks, so both say the
 * same thing. Every string is treated as untrusted and escaped for HTML.
 */

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'details'; rows: [label: string, value: string][] }
  | { kind: 'quote'; label: string; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'links'; items: { label: string; url: string }[] }
  | { kind: 'small'; text: string; url?: string };

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const FOOTER = 'Franchise Compass - the UK franchise directory';

/**
 * Where the sender's identity goes in the common layout: composeMail puts this mark at the foot of both bodies and
 * the Mailer puts the configured company and postal address (MAIL_SENDER_COMPANY, MAIL_POSTAL_ADDRESS) in its
 * place when it stores the message, so every e-mail names them whichever module wrote it.
 */
export const SENDER_MARK = '[[mail-sender-identity]]';

/** The identity line of the footer: 'Sent by <company>, <postal address>.' */
export function senderLine(sender: { company: string; postalAddress: string }): string {
  return `Sent by ${sender.company}, ${sender.postalAddress}.`;
}

/**
 * The message with the sender's identity in place of SENDER_MARK (escaped for the HTML body); a body written
 * without composeMail gets it at its end, so that no e-mail goes without it.
 */
export function withSender<T extends { text: string; html: string }>(message: T, sender: { company: string; postalAddress: string }): T {
  const line = senderLine(sender);
  const text = message.text.includes(SENDER_MARK) ? message.text.split(SENDER_MARK).join(line) : `${message.text.trimEnd()}\n\n--\n${line}\n`;
  let html: string;
  if (message.html.includes(SENDER_MARK)) html = message.html.split(SENDER_MARK).join(escapeHtml(line));
  else {
    const foot = `<p style="font-size:12px;color:#4a5868">${escapeHtml(line)}</p>`;
    html = message.html.includes('</body>') ? message.html.replace('</body>', `${foot}</body>`) : message.html + foot;
  }
  return { ...message, text, html };
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return `${block.label}:\n${block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')}`;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'links':
      return block.items.map((i) => `- ${i.label}: ${i.url}`).join('\n');
    case 'small':
      return block.url ? `${block.text} ${block.url}` : block.text;
  }
}

const p = 'margin:0 0 16px;line-height:1.5';

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${p}">${escapeHtml(block.text)}</p>`;
    case 'list':
      return `<ul style="${p};padding-left:20px">${block.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
    case 'details':
      return `<table role="presentation" style="${p};border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="padding:4px 16px 4px 0;color:#4a5868;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'quote':
      return `<p style="margin:0 0 4px;font-weight:600">${escapeHtml(block.label)}</p><blockquote style="${p};margin-left:0;padding-left:12px;border-left:3px solid #d0d7de;white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`;
    case 'button':
      return `<p style="${p}"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#0b4f6c;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p><p style="${p};font-size:13px;color:#4a5868">Or paste this link into your browser: ${escapeHtml(block.url)}</p>`;
    case 'links':
      return `<ul style="${p};padding-left:20px">${block.items
        .map((i) => `<li style="margin-bottom:6px"><a href="${escapeHtml(i.url)}" style="color:#0b4f6c">${escapeHtml(i.label)}</a></li>`)
        .join('')}</ul>`;
    case 'small':
      return `<p style="${p};font-size:13px;color:#4a5868">${escapeHtml(block.text)}${
        block.url ? ` <a href="${escapeHtml(block.url)}" style="color:#4a5868">${escapeHtml(block.url)}</a>` : ''
      }</p>`;
  }
}

export function composeMail(heading: string, blocks: MailBlock[]): { text: string; html: string } {
  const text = [heading, '', ...blocks.flatMap((b) => [textBlock(b), '']), '--', FOOTER, SENDER_MARK, ''].join('\n');
  const html = [
    '<!doctype html><html lang="en-GB"><body style="margin:0;background:#f7f8fa;font-family:Roboto,Arial,sans-serif;color:#1d2733">',
    '<div style="max-width:600px;margin:0 auto;padding:24px">',
    '<div style="background:#ffffff;border:1px solid #e3e7ec;border-radius:10px;padding:24px">',
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>`,
    ...blocks.map(htmlBlock),
    '</div>',
    `<p style="margin:16px 0 0;font-size:12px;color:#4a5868;text-align:center">${escapeHtml(FOOTER)}<br>${SENDER_MARK}</p>`,
    '</div></body></html>',
  ].join('');
  return { text, html };
}
