import { randomUUID } from 'node:crypto';
import { Messages } from '../src/common/errors';
import { AccountStatus } from '../src/modules/auth/auth.enums';
import type { Profile } from '../src/modules/auth/profile.entity';
import { SESSION_COOKIE } from '../src/modules/auth/session.service';
import { FileVisibility, StoredFile } from '../src/modules/files/stored-file.entity';
import { createAdmin, createCustomer, createFranchisor } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * Every Express route that reads the session cookie asks the one access check GraphQL and the websocket ask
 * (accessError through requireAccount): a live session, an account of the route's type, approved where its
 * portal requires it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function as(profile: Profile): Promise<TestClient> {
  const { token } = await server.services.sessions.create(profile.id, null);
  const client = new TestClient(server.url);
  client.cookie = `${SESSION_COOKIE}=${token}`;
  return client;
}

/** A client whose cookie names a session that has since ended. */
async function expired(profile: Profile): Promise<TestClient> {
  const client = await as(profile);
  await server.ds.query(`DELETE FROM sessions WHERE user_id = $1`, [profile.id]);
  return client;
}

/** A private file (a message attachment) owned by `ownerId`, with its bytes in storage. */
async function privateFile(ownerId: string): Promise<string> {
  const key = `message-attachments/${randomUUID()}.pdf`;
  const bytes = Buffer.from('%PDF-1.4\n%%EOF\n');
  await server.services.storage.put(key, bytes);
  const file = await server.ds.getRepository(StoredFile).save({
    storageKey: key,
    originalName: 'notes.pdf',
    mimeType: 'application/pdf',
    sizeBytes: bytes.length,
    ownerId,
    visibility: FileVisibility.PRIVATE,
  });
  return `/files/${file.id}`;
}

async function got(client: TestClient, path: string) {
  const res = await client.get(path);
  return { status: res.status, text: await res.text(), cacheControl: res.headers.get('cache-control'), setCookie: res.headers.get('set-cookie') };
}

describe('/account/export (customers)', () => {
  it('refuses no session, an ended session and other account types, with the route wording', async () => {
    const path = '/account/export';
    expect(await got(new TestClient(server.url), path)).toMatchObject({
      status: 401,
      text: 'Sign in to download your data.',
      cacheControl: 'private, no-store',
    });
    const gone = await got(await expired(await createCustomer(server.ds)), path);
    expect(gone).toMatchObject({ status: 401, text: 'Sign in to download your data.' });
    // The dead session's cookie is cleared, as GraphQL clears it.
    expect(gone.setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    for (const other of [await createFranchisor(server.ds), await createAdmin(server.ds)]) {
      expect(await got(await as(other), path)).toMatchObject({ status: 403, text: 'Only customer accounts can download their data here.' });
    }
    expect((await got(await as(await createCustomer(server.ds)), path)).status).toBe(200);
  });
});

describe('/franchisor/leads.csv (approved franchisors)', () => {
  it('refuses no session, an ended session, other account types and unapproved franchisors', async () => {
    const path = '/franchisor/leads.csv';
    expect(await got(new TestClient(server.url), path)).toMatchObject({ status: 401, text: 'Not authenticated' });
    expect(await got(await expired(await createFranchisor(server.ds)), path)).toMatchObject({ status: 401, text: 'Not authenticated' });
    expect(await got(await as(await createCustomer(server.ds)), path)).toMatchObject({ status: 403, text: 'Unauthorized access' });
    expect(await got(await as(await createAdmin(server.ds)), path)).toMatchObject({ status: 403, text: 'Unauthorized access' });
    expect(await got(await as(await createFranchisor(server.ds, AccountStatus.PENDING)), path)).toMatchObject({
      status: 403,
      text: Messages.franchisorPending,
    });
    expect(await got(await as(await createFranchisor(server.ds, AccountStatus.REJECTED)), path)).toMatchObject({
      status: 403,
      text: Messages.franchisorRejected,
    });
    expect((await got(await as(await createFranchisor(server.ds)), path)).status).toBe(200);
  });
});

describe('/files/{id} (any account, approved where its portal requires it)', () => {
  it("serves a private file to its owner only while the owner's session and account pass the check", async () => {
    const owner = await createFranchisor(server.ds);
    const file = await privateFile(owner.id);
    const client = await as(owner);
    expect((await got(client, file)).status).toBe(200);

    // No session, an ended one: sign in. Someone else: not found.
    expect(await got(new TestClient(server.url), file)).toMatchObject({ status: 401, text: 'Sign in to download this file.' });
    expect(await got(await expired(await createCustomer(server.ds)), file)).toMatchObject({ status: 401, text: 'Sign in to download this file.' });
    expect(await got(await as(await createCustomer(server.ds)), file)).toMatchObject({ status: 404, text: 'File not found.' });

    // The owner, no longer approved, is refused by the check itself (before any ownership question).
    await server.ds.query(`UPDATE profiles SET status = $2 WHERE id = $1`, [owner.id, AccountStatus.REJECTED]);
    expect(await got(client, file)).toMatchObject({ status: 403, text: Messages.franchisorRejected });
    const pendingAdmin = await createAdmin(server.ds, AccountStatus.PENDING);
    expect(await got(await as(pendingAdmin), await privateFile(pendingAdmin.id))).toMatchObject({ status: 403, text: Messages.adminPending });
  });
});
