import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { FACTORY_PASSWORD, createCustomer, createFranchise, token } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * Mail jobs live in PostgreSQL (pg-boss's schema) for up to two days: nothing there may sign anyone in or
 * unsubscribe anyone. The job holds a mark where the secret goes; the worker mints the token when it sends.
 */

const REQUEST_LINK = `mutation RequestLink($email: String!) { requestMagicLink(email: $email) }`;
const USE_LINK = `mutation UseLink($token: String!) { signInWithMagicLink(token: $token) { id } }`;
const SAVE = `mutation Save($input: SaveSearchInput!) { saveSearch(input: $input) { id } }`;

/** Runs of URL-safe characters as long as a token (32 random bytes in base64url) or longer. */
const RUN = /[A-Za-z0-9_-]{43,}/g;

/** A local SMTP server keeping each message it receives (raw), refusing the next `refuse` of them after their data. */
async function startSmtp() {
  const received: string[] = [];
  const state = { refuse: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        if (state.refuse > 0) {
          state.refuse--;
          return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message as its reader sees it: quoted-printable soft breaks joined, '=3D' back to '='. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

function linkToken(raw: string, pattern: RegExp): string {
  const match = pattern.exec(decoded(raw));
  if (!match) throw new Error(`No link in: ${raw}`);
  return match[1];
}
const MAGIC = /\/customer\/magic-link#token=([A-Za-z0-9_-]+)/;
const UNSUBSCRIBE = /\/alerts\/unsubscribe\?token=([A-Za-z0-9_-]+)/;

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** Every row of every table in pg-boss's schema (jobs, archive, queues...), as text. */
async function jobSchemaText(): Promise<string> {
  const tables: { name: string }[] = await server.ds.query(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'pgboss' AND table_type = 'BASE TABLE'`,
  );
  expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['job', 'archive']));
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows: { row: string }[] = await server.ds.query(`SELECT row_to_json(t)::text AS row FROM pgboss.${name} t`);
    parts.push(...rows.map((r) => r.row));
  }
  return parts.join('\n');
}

/** Every token-sized string in `text` (each 43-character window of a longer run too), and the SHA-256 of each. */
function candidates(text: string): { exact: string[]; hashes: string[] } {
  const runs = [...new Set(text.match(RUN) ?? [])];
  const windows = new Set<string>();
  for (const run of runs) for (let i = 0; i + 43 <= run.length; i++) windows.add(run.slice(i, i + 43));
  return {
    exact: runs.filter((r) => r.length === 43),
    hashes: [...windows].map((w) => createHash('sha256').update(w).digest('hex')),
  };
}

async function storedHashesAmong(hashes: string[]): Promise<unknown[]> {
  return server.ds.query(
    `SELECT token_hash FROM magic_link_tokens WHERE token_hash = ANY($1)
     UNION ALL SELECT token_hash FROM saved_search_unsubscribe_tokens WHERE token_hash = ANY($1)
     UNION ALL SELECT token_hash FROM sessions WHERE token_hash = ANY($1)`,
    [hashes],
  );
}

async function requestLink(email: string) {
  expect(await new TestClient(server.url).data(REQUEST_LINK, { email })).toEqual({ requestMagicLink: true });
  await server.services.magicLinks.idle();
  await server.services.mailer.idle();
}

describe('the job table after a magic-link request', () => {
  it('holds no token that signs in; the mailed link does', async () => {
    const customer = await createCustomer(server.ds);
    const before = smtp.received.length;
    await requestLink(customer.email);
    expect(smtp.received).toHaveLength(before + 1);
    const mailed = linkToken(smtp.received[before], MAGIC);

    const stored = await jobSchemaText();
    // The scan reads the mail's job: its recipient is there.
    expect(stored.includes(customer.email)).toBe(true);
    expect(stored.includes(mailed)).toBe(false);
    const found = candidates(stored);
    expect(await storedHashesAmong(found.hashes)).toEqual([]);
    for (const candidate of found.exact) {
      expect(await new TestClient(server.url).error(USE_LINK, { token: candidate })).toMatchObject({ extensions: { code: 'INVALID_LINK' } });
    }

    const reader = new TestClient(server.url);
    expect(await reader.data(USE_LINK, { token: mailed })).toEqual({ signInWithMagicLink: { id: customer.id } });
  });

  it('a try that failed leaves no token behind; its retry mails a fresh one, and only that one works', async () => {
    const customer = await createCustomer(server.ds);
    const before = smtp.received.length;
    smtp.state.refuse = 1;
    await requestLink(customer.email);
    expect(smtp.received).toHaveLength(before + 1);
    const refused = linkToken(smtp.received[before], MAGIC);
    const [job]: { id: string; state: string }[] = await server.ds.query(
      `SELECT id, state FROM pgboss.job WHERE name = 'mail' AND data->'message'->>'to' = $1`,
      [customer.email],
    );
    expect(job.state).toBe('retry');

    // Bring the retry forward instead of waiting out the backoff.
    await server.ds.query(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [job.id]);
    await server.services.mailer.idle();
    expect(smtp.received).toHaveLength(before + 2);
    const mailed = linkToken(smtp.received[before + 1], MAGIC);
    expect(mailed).not.toBe(refused);

    const stored = await jobSchemaText();
    expect([refused, mailed].filter((secret) => stored.includes(secret))).toEqual([]);
    expect(await storedHashesAmong(candidates(stored).hashes)).toEqual([]);

    expect(await new TestClient(server.url).error(USE_LINK, { token: refused })).toMatchObject({ extensions: { reason: 'unknown' } });
    expect(await new TestClient(server.url).data(USE_LINK, { token: mailed })).toEqual({ signInWithMagicLink: { id: customer.id } });
  });

  it('mails nothing for a link spent or expired before its mail could go', async () => {
    const customer = await createCustomer(server.ds);
    const before = smtp.received.length;
    smtp.state.refuse = 1;
    await requestLink(customer.email);
    await server.ds.query(`UPDATE magic_link_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [customer.id]);
    await server.ds.query(`UPDATE pgboss.job SET start_after = now() WHERE name = 'mail' AND data->'message'->>'to' = $1`, [customer.email]);
    await server.services.mailer.idle();
    // The refused try only.
    expect(smtp.received).toHaveLength(before + 1);
  });
});

describe("the job table after a saved-search alert's mail", () => {
  it('holds no token that unsubscribes; the mailed link and its List-Unsubscribe header do', async () => {
    const word = token('secret');
    const profile = await createCustomer(server.ds);
    const client = new TestClient(server.url);
    await client.signIn(profile.email, FACTORY_PASSWORD, 'CUSTOMER');
    const { saveSearch } = await client.data<{ saveSearch: { id: string } }>(SAVE, {
      input: { name: 'Secret links', filters: { text: word }, alert: 'DAILY' },
    });
    await createFranchise(server.ds, { name: `${word} listing` });
    const before = smtp.received.length;
    await server.ds.query(`UPDATE saved_searches SET next_alert_at = now() - interval '1 minute' WHERE id = $1`, [saveSearch.id]);
    await server.services.savedSearchAlerts.queueDueNow();
    await server.services.mailer.idle();
    expect(smtp.received).toHaveLength(before + 1);
    const raw = smtp.received[before];
    const mailed = linkToken(raw, UNSUBSCRIBE);
    expect(decoded(raw)).toMatch(new RegExp(`List-Unsubscribe:\\s+<http[^>]+/alerts/unsubscribe\\?token=${mailed}>`));

    const stored = await jobSchemaText();
    expect(stored.includes(profile.email)).toBe(true);
    expect(stored.includes(mailed)).toBe(false);
    const found = candidates(stored);
    expect(await storedHashesAmong(found.hashes)).toEqual([]);
    for (const candidate of found.exact) {
      expect((await fetch(`${server.url}/alerts/unsubscribe?token=${candidate}`, { method: 'POST' })).status).toBe(400);
    }
    const [still] = await server.ds.query(`SELECT alert FROM saved_searches WHERE id = $1`, [saveSearch.id]);
    expect(still.alert).toBe('daily');

    const oneClick = await fetch(`${server.url}/alerts/unsubscribe?token=${mailed}`, { method: 'POST' });
    expect(oneClick.status).toBe(200);
    const [off] = await server.ds.query(`SELECT alert FROM saved_searches WHERE id = $1`, [saveSearch.id]);
    expect(off.alert).toBe('none');
  });
});
