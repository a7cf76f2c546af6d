import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';

/**
 * Direct access to the browser-test server's embedded database (support/serve.mjs: .data/e2e), for
 * arranging data no page can create yet and for checking what a flow wrote, plus its mail outbox.
 * Each test makes its own customer, so tests running in parallel never share rows.
 */
export const dataDir = process.env.E2E_DATA_DIR ? path.resolve(process.env.E2E_DATA_DIR) : path.resolve(__dirname, '..', '..', '.data', 'e2e');

let pool: pg.Pool | undefined;
function db(): pg.Pool {
  if (!pool) {
    // postmaster.pid line 4 is the port the embedded PostgreSQL listens on.
    const port = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
    const password = fs.readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
    pool = new pg.Pool({ host: '127.0.0.1', port, user: 'postgres', password, database: 'franchise_compass', max: 2 });
  }
  return pool;
}

export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(text: string, params: unknown[] = []) {
  return (await db().query<T>(text, params)).rows;
}

/** Runs `work` on one connection (so BEGIN/COMMIT inside it hold together). */
export async function withDb<T>(work: (db: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db().connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

export const suffix = () => randomBytes(3).toString('hex');

export interface TestCustomer {
  id: string;
  email: string;
  password: string;
  fullName: string;
}

/** A new customer account, created through the API as the sign-up page would. */
export async function createCustomer(request: APIRequestContext, fullName = 'Erin Walsh'): Promise<TestCustomer> {
  const email = `e2e-${suffix()}@example.test`;
  const password = 'E2e-password-1';
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: CustomerSignUpInput!) { signUpCustomer(input: $input) { id } }',
      variables: { input: { fullName, email, password } },
    },
  });
  const body = (await res.json()) as { data?: { signUpCustomer?: { id: string } | null } };
  if (!body.data?.signUpCustomer) throw new Error(`Sign-up failed: ${JSON.stringify(body)}`);
  return { id: body.data.signUpCustomer.id, email, password, fullName };
}

export async function profileId(email: string): Promise<string> {
  const [row] = await sql<{ id: string }>('SELECT id FROM profiles WHERE email = $1', [email]);
  return row.id;
}

/** An approved franchise of a franchisor (the demo franchisor unless told), with its details. */
export async function createFranchise(name: string, options: { franchisorEmail?: string; location?: string; investment?: number } = {}) {
  const franchisorId = await profileId(options.franchisorEmail ?? 'franchisor@demo.test');
  const [franchise] = await sql<{ id: string }>(
    `INSERT INTO franchises (name, location, franchisor_id, status, approved_at) VALUES ($1, $2, $3, 'approved', now()) RETURNING id`,
    [name, options.location ?? 'Manchester', franchisorId],
  );
  await sql(`INSERT INTO franchise_details (franchise_id, short_description, investment_amount) VALUES ($1, 'E2E franchise', $2)`, [
    franchise.id,
    options.investment ?? 85000,
  ]);
  return { id: franchise.id, franchisorId, name };
}

/** A customer's request to a franchise, as the request flow stores it; `daysAgo` orders them. */
export async function createRequest(customer: TestCustomer, franchise: { id: string; franchisorId: string }, daysAgo = 1) {
  const [lead] = await sql<{ id: string }>(
    `INSERT INTO franchise_leads (franchise_id, franchisor_id, user_id, name, email, phone, message, created_at)
     VALUES ($1, $2, $3, $4, $5, '07700 900123', 'Interested in this franchise', now() - make_interval(days => $6)) RETURNING id`,
    [franchise.id, franchise.franchisorId, customer.id, customer.fullName, customer.email, daysAgo],
  );
  return lead.id;
}

/** A message from one profile to another (unread unless told). */
export async function createMessage(fromId: string, toId: string, subject: string, content: string, minutesAgo = 5) {
  await sql(
    `INSERT INTO messages (sender_id, receiver_id, subject, content, read, created_at)
     VALUES ($1, $2, $3, $4, false, now() - make_interval(mins => $5))`,
    [fromId, toId, subject, content, minutesAgo],
  );
}

/** Approved franchises owned by the demo franchisor, with the given names; returns selection items. */
export async function createApprovedFranchises(franchisorEmail: string, names: string[]) {
  return withDb(async (db) => {
    const owner = await db.query<{ id: string }>('SELECT id FROM profiles WHERE email = $1', [franchisorEmail]);
    const items: { id: string; franchisorId: string; name: string }[] = [];
    for (const name of names) {
      const row = await db.query<{ id: string }>(
        `INSERT INTO franchises (name, location, franchisor_id, status, approved_at) VALUES ($1, 'Manchester', $2, 'approved', now()) RETURNING id`,
        [name, owner.rows[0].id],
      );
      items.push({ id: row.rows[0].id, franchisorId: owner.rows[0].id, name });
    }
    return items;
  });
}

/** The e2e server's outbox messages addressed to `email`, newest first, quoted-printable decoded. */
export function mailsTo(email: string): string[] {
  const outbox = path.join(dataDir, 'mail');
  if (!fs.existsSync(outbox)) return [];
  const to = new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi');
  return fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
    .filter((raw) => to.test(raw))
    .map((raw) =>
      Buffer.from(
        raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    );
}

export const latestMailTo = (email: string): string | null => mailsTo(email)[0] ?? null;
