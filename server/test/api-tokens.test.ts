import { createHash } from 'node:crypto';
import WebSocket from 'ws';
import { accessError } from '../src/modules/auth/access-check';
import { ApiScope } from '../src/modules/auth/api-scope';
import { AccountStatus, UserType } from '../src/modules/auth/auth.enums';
import { Profile } from '../src/modules/auth/profile.entity';
import { LeadStatus } from '../src/modules/lead-intake/lead.enums';
import { FranchiseLead } from '../src/modules/lead-intake/franchise-lead.entity';
import { createCustomer, createFranchise, createFranchisor, createLead, createMessage, FACTORY_PASSWORD } from './support/factories';
import { TestClient } from './support/graphql-client';
import { captureLogs } from './support/logs';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * API tokens (issue 42): a franchisor's owner creates, lists and revokes the company's tokens; a CRM calls the same
 * GraphQL API with `Authorization: Bearer <token>` and reaches only the fields of the token's scopes, as the company.
 */
const REQUESTS_PER_MINUTE = 30;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ apiTokenRequestsPerMinute: REQUESTS_PER_MINUTE });
});
afterAll(() => server.close());

const CREATE = `mutation Create($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { token apiToken { id name hint scopes createdAt createdByName lastUsedAt } }
}`;
const LIST = `query Tokens { apiTokens { id name hint scopes createdAt createdByName lastUsedAt } }`;
const REVOKE = `mutation Revoke($id: ID!) { revokeApiToken(id: $id) { id } }`;
const LEADS = `query Leads { franchisorLeads { total items { id name status franchise { name } } } }`;
const SET_STATUS = `mutation SetStatus($input: SetFranchisorLeadStatusInput!) { setFranchisorLeadStatus(input: $input) { id status } }`;
const DETAIL = `query Lead($id: ID!) { franchisorLead(id: $id) { id status unreadMessageCount } }`;
const MESSAGES = `query LeadMessages($leadId: ID!) { franchisorLeadMessages(leadId: $leadId) { total items { content } } }`;

type Scope = 'LEADS_READ' | 'LEADS_WRITE' | 'MESSAGES_READ';
interface Created {
  createApiToken: {
    token: string;
    apiToken: { id: string; name: string; hint: string; scopes: Scope[]; createdAt: string; createdByName: string | null; lastUsedAt: string | null };
  };
}

/** A signed-in approved franchisor with a franchise and one lead of a customer who wrote about it. */
async function company(name = 'Owner Person') {
  const owner = await createFranchisor(server.ds);
  await server.ds.getRepository(Profile).update({ id: owner.id }, { fullName: name });
  const franchise = await createFranchise(server.ds, { franchisorId: owner.id });
  const customer = await createCustomer(server.ds);
  const lead = await createLead(server.ds, { customer, franchise, name: 'Enquirer Person' });
  await createMessage(server.ds, { from: customer, to: owner, leadId: lead.id, content: 'When can we talk?' });
  const member = new TestClient(server.url);
  await member.signIn(owner.email, FACTORY_PASSWORD, 'FRANCHISOR');
  return { owner, franchise, lead, member };
}

async function createToken(member: TestClient, scopes: Scope[], name = 'Our CRM') {
  return (await member.data<Created>(CREATE, { input: { name, scopes } })).createApiToken;
}

/** A CRM's client: no cookie, the token as a Bearer header. */
function crm(token: string): TestClient {
  const client = new TestClient(server.url);
  client.headers = { authorization: `Bearer ${token}` };
  return client;
}

async function post(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { data?: unknown; errors?: { message: string; extensions: Record<string, unknown> }[] },
  };
}

const tokenRows = (franchisorId: string) =>
  server.ds.query<{ token_hash: string; hint: string; last_used_at: Date | null; revoked_at: Date | null }[]>(
    `SELECT token_hash, hint, last_used_at, revoked_at FROM api_tokens WHERE franchisor_id = $1`,
    [franchisorId],
  );

describe('managing tokens', () => {
  it('creates a token shown once and stored only as its hash, lists and revokes it', async () => {
    const { owner, member } = await company('Olivia Owner');
    const created = await createToken(member, ['LEADS_READ', 'MESSAGES_READ'], '  Pipedrive sync  ');
    expect(created.token).toMatch(/^fc_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({
      name: 'Pipedrive sync',
      hint: created.token.slice(0, 7),
      scopes: ['LEADS_READ', 'MESSAGES_READ'],
      createdByName: 'Olivia Owner',
      lastUsedAt: null,
    });

    const [row] = await tokenRows(owner.id);
    expect(row.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    const everything = JSON.stringify(await server.ds.query(`SELECT * FROM api_tokens WHERE franchisor_id = $1`, [owner.id]));
    expect(everything).not.toContain(created.token);
    expect(everything).not.toContain(created.token.slice(3));

    // The list never holds the token again.
    const { apiTokens } = await member.data<{ apiTokens: Record<string, unknown>[] }>(LIST);
    expect(apiTokens).toEqual([expect.objectContaining({ id: created.apiToken.id, name: 'Pipedrive sync', createdByName: 'Olivia Owner' })]);
    expect(JSON.stringify(apiTokens)).not.toContain(created.token);

    expect((await post(created.token, LEADS)).status).toBe(200);
    await member.data(REVOKE, { id: created.apiToken.id });
    expect((await member.data<{ apiTokens: unknown[] }>(LIST)).apiTokens).toEqual([]);

    const refused = await post(created.token, LEADS);
    expect(refused.status).toBe(401);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'This API token is invalid or has been revoked.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(refused.headers.get('www-authenticate')).toContain('Bearer');
  });

  it('refuses an unknown token the same way, and a cookie does not rescue a bad token', async () => {
    const { member } = await company();
    const client = crm('fc_unknown');
    client.cookie = member.cookie;
    expect(await client.error(LEADS)).toMatchObject({
      message: 'This API token is invalid or has been revoked.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('refuses an empty name, a too long name and no scope with their messages, writing nothing', async () => {
    const { owner, member } = await company();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ', scopes: ['LEADS_READ'] }, 'name', 'Name is required'],
      [{ name: 'x'.repeat(101), scopes: ['LEADS_READ'] }, 'name', 'Name must be at most 100 characters'],
      [{ name: 'CRM', scopes: [] }, 'scopes', 'Choose at least one scope'],
    ];
    for (const [input, field, message] of cases) {
      const error = await member.error(CREATE, { input });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } });
    }
    expect(await tokenRows(owner.id)).toEqual([]);
    // 100 characters is allowed.
    await createToken(member, ['LEADS_READ'], 'x'.repeat(100));
  });

  it('refuses a 21st active token with its message, and takes one again after a revocation', async () => {
    const { owner, member } = await company();
    const created = [];
    for (let i = 0; i < 20; i++) created.push(await createToken(member, ['LEADS_READ'], `CRM ${i}`));
    expect(await member.error(CREATE, { input: { name: 'One more', scopes: ['LEADS_READ'] } })).toMatchObject({
      message: 'A company can have up to 20 API tokens. Revoke one to create another.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await tokenRows(owner.id)).toHaveLength(20);
    await member.data(REVOKE, { id: created[0].apiToken.id });
    await createToken(member, ['LEADS_READ'], 'One more');
    expect((await member.data<{ apiTokens: unknown[] }>(LIST)).apiTokens).toHaveLength(20);
  });

  it("does not revoke another company's token", async () => {
    const a = await company();
    const b = await company();
    const created = await createToken(a.member, ['LEADS_READ']);
    expect(await b.member.error(REVOKE, { id: created.apiToken.id })).toMatchObject({
      message: 'API token not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await post(created.token, LEADS)).status).toBe(200);
  });

  it('is refused to customers and to franchisors waiting for approval', async () => {
    const customer = await createCustomer(server.ds);
    const client = new TestClient(server.url);
    await client.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    expect((await client.error(LIST)).extensions?.code).toBe('FORBIDDEN');
    expect((await client.error(CREATE, { input: { name: 'x', scopes: ['LEADS_READ'] } })).extensions?.code).toBe('FORBIDDEN');

    const pending = await createFranchisor(server.ds, AccountStatus.PENDING);
    const waiting = new TestClient(server.url);
    // A pending franchisor cannot sign in to the portal; a session made before the approval was withdrawn is the case.
    await server.ds.getRepository(Profile).update({ id: pending.id }, { status: AccountStatus.APPROVED });
    await waiting.signIn(pending.email, FACTORY_PASSWORD, 'FRANCHISOR');
    await server.ds.getRepository(Profile).update({ id: pending.id }, { status: AccountStatus.PENDING });
    expect((await waiting.error(CREATE, { input: { name: 'x', scopes: ['LEADS_READ'] } })).extensions?.code).toBe('ACCOUNT_PENDING');
    expect(await tokenRows(pending.id)).toEqual([]);
  });
});

describe('a CRM calling with a token', () => {
  it('never has its token logged: created, used, refused, revoked', async () => {
    const { lead, member } = await company();
    let token = '';
    const { text, lines } = await captureLogs(async () => {
      ({ token } = await createToken(member, ['LEADS_READ']));
      await crm(token).data(LEADS);
      await post(token, SET_STATUS, { input: { leadId: lead.id, status: 'LOST' } });
      await post(`${token}x`, LEADS);
      await crm(token).upload(
        `mutation ($f: Upload) { replyToFranchisorLead(input: { leadId: "${lead.id}", content: "x" }, attachment: $f) { id } }`,
        {},
        {
          f: { name: 'a.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n') },
        },
        { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
      );
      await member.data(REVOKE, { id: (await member.data<{ apiTokens: { id: string }[] }>(LIST)).apiTokens[0].id });
      await post(token, LEADS);
    }, 'debug');
    // The requests were logged (the access log), without the token or its random part.
    expect(lines.filter((l) => l.msg === 'request').length).toBeGreaterThan(5);
    expect(text).not.toContain(token.slice(3));
  });

  it("leads:read lists the company's leads but cannot change a status", async () => {
    const { lead, member } = await company();
    const { token } = await createToken(member, ['LEADS_READ']);
    const { franchisorLeads } = await crm(token).data<{ franchisorLeads: { total: number; items: { id: string; name: string }[] } }>(LEADS);
    expect(franchisorLeads.total).toBe(1);
    expect(franchisorLeads.items[0]).toMatchObject({ id: lead.id, name: 'Enquirer Person' });
    // The lead's detail, read only: the customer's message stays unread.
    const { franchisorLead } = await crm(token).data<{ franchisorLead: { id: string; status: string; unreadMessageCount: number } }>(DETAIL, {
      id: lead.id,
    });
    expect(franchisorLead).toEqual({ id: lead.id, status: 'NEW', unreadMessageCount: 1 });

    const refused = await post(token, SET_STATUS, { input: { leadId: lead.id, status: 'QUALIFIED' } });
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'This API token lacks the scope leads:write, which setFranchisorLeadStatus needs.',
      extensions: { code: 'FORBIDDEN', missingScope: 'leads:write' },
    });
    expect((await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: lead.id })).status).toBe(LeadStatus.NEW);
    expect((await crm(token).error(MESSAGES, { leadId: lead.id })).message).toBe(
      'This API token lacks the scope messages:read, which franchisorLeadMessages needs.',
    );
  });

  it('leads:write changes a lead status; messages:read reads the lead conversation', async () => {
    const { lead, member } = await company();
    const writer = await createToken(member, ['LEADS_WRITE']);
    const { setFranchisorLeadStatus } = await crm(writer.token).data<{ setFranchisorLeadStatus: { status: string } }>(SET_STATUS, {
      input: { leadId: lead.id, status: 'QUALIFIED' },
    });
    expect(setFranchisorLeadStatus.status).toBe('QUALIFIED');
    expect((await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: lead.id })).status).toBe(LeadStatus.QUALIFIED);
    expect((await crm(writer.token).error(LEADS)).message).toBe('This API token lacks the scope leads:read, which franchisorLeads needs.');

    const reader = await createToken(member, ['MESSAGES_READ']);
    const { franchisorLeadMessages } = await crm(reader.token).data<{ franchisorLeadMessages: { total: number; items: { content: string }[] } }>(
      MESSAGES,
      { leadId: lead.id },
    );
    expect(franchisorLeadMessages).toEqual({ total: 1, items: [{ content: 'When can we talk?' }] });
  });

  it('cannot call other franchisor fields, admin fields, public fields or manage tokens, even with every scope', async () => {
    const { owner, member } = await company();
    const { token } = await createToken(member, ['LEADS_READ', 'LEADS_WRITE', 'MESSAGES_READ']);
    const refusals: [string, string][] = [
      ['query { myFranchises { total } }', 'myFranchises'],
      ['query { adminFranchisorAccounts { total } }', 'adminFranchisorAccounts'],
      ['query { apiTokens { id } }', 'apiTokens'],
      ['mutation { createApiToken(input: { name: "more", scopes: [LEADS_READ] }) { token } }', 'createApiToken'],
      ['query { mainCategories { id } }', 'mainCategories'],
      ['query { viewer { id } }', 'viewer'],
      // A refused field hidden in a fragment next to an allowed one: the whole operation is refused.
      ['query { franchisorLeads { total } ...F } fragment F on Query { myFranchises { total } }', 'myFranchises'],
    ];
    for (const [query, field] of refusals) {
      const res = await post(token, query);
      expect(res.status).toBe(403);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors?.[0]).toMatchObject({
        message: `API tokens cannot use ${field}: it needs a signed-in account. Tokens reach only the fields of the scopes leads:read, leads:write and messages:read.`,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    // The refused createApiToken wrote nothing.
    expect(await tokenRows(owner.id)).toHaveLength(1);
  });

  it("never sees another company's leads, and cannot change them", async () => {
    const a = await company();
    const b = await company();
    const { token } = await createToken(b.member, ['LEADS_READ', 'LEADS_WRITE', 'MESSAGES_READ']);
    const { franchisorLeads } = await crm(token).data<{ franchisorLeads: { items: { id: string }[] } }>(LEADS);
    expect(franchisorLeads.items.map((l) => l.id)).toEqual([b.lead.id]);
    expect((await crm(token).error(SET_STATUS, { input: { leadId: a.lead.id, status: 'LOST' } })).message).toBe('Lead not found');
    expect((await crm(token).error(MESSAGES, { leadId: a.lead.id })).message).toBe('Lead not found');
    expect((await crm(token).error(DETAIL, { id: a.lead.id })).message).toBe('Lead not found');
    expect((await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: a.lead.id })).status).toBe(LeadStatus.NEW);
  });

  it('is refused once the company account is rejected (suspended), and works again when approved', async () => {
    const { owner, member } = await company();
    const { token } = await createToken(member, ['LEADS_READ']);
    await server.ds.getRepository(Profile).update({ id: owner.id }, { status: AccountStatus.REJECTED });
    const refused = await post(token, LEADS);
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0].extensions.code).toBe('ACCOUNT_REJECTED');
    await server.ds.getRepository(Profile).update({ id: owner.id }, { status: AccountStatus.PENDING });
    expect((await post(token, LEADS)).body.errors?.[0].extensions.code).toBe('ACCOUNT_PENDING');
    await server.ds.getRepository(Profile).update({ id: owner.id }, { status: AccountStatus.APPROVED });
    expect((await post(token, LEADS)).status).toBe(200);
  });

  it('notes the last use at most once a minute', async () => {
    const { owner, member } = await company();
    const { token } = await createToken(member, ['LEADS_READ']);
    await crm(token).data(LEADS);
    const [first] = await tokenRows(owner.id);
    expect(first.last_used_at).toBeInstanceOf(Date);
    await crm(token).data(LEADS);
    const [second] = await tokenRows(owner.id);
    expect(second.last_used_at).toEqual(first.last_used_at);
    // A minute later the next request notes it again.
    await server.ds.query(`UPDATE api_tokens SET last_used_at = now() - interval '61 seconds' WHERE franchisor_id = $1`, [owner.id]);
    await crm(token).data(LEADS);
    const [third] = await tokenRows(owner.id);
    expect(third.last_used_at!.getTime()).toBeGreaterThan(Date.now() - 30_000);
    const { apiTokens } = await member.data<{ apiTokens: { lastUsedAt: string }[] }>(LIST);
    expect(new Date(apiTokens[0].lastUsedAt).getTime()).toBe(third.last_used_at!.getTime());
  });

  it('counts requests per company across its tokens: over the limit, 429 with Retry-After', async () => {
    const { member } = await company();
    const first = await createToken(member, ['LEADS_READ'], 'one');
    const second = await createToken(member, ['LEADS_READ'], 'two');
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++) {
      expect((await post(i % 2 ? first.token : second.token, LEADS)).status).toBe(200);
    }
    const refused = await post(first.token, LEADS);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Too many requests with this company’s API tokens. Please wait a moment and try again.',
      extensions: { code: 'RATE_LIMITED' },
    });
    // Another company's tokens, and its members in the portal, are not held up.
    const other = await company();
    expect((await post((await createToken(other.member, ['LEADS_READ'])).token, LEADS)).status).toBe(200);
    expect((await member.data<{ apiTokens: unknown[] }>(LIST)).apiTokens).toHaveLength(2);
  });

  it('cannot upload files or open a websocket', async () => {
    const { lead, member } = await company();
    const { token } = await createToken(member, ['LEADS_READ', 'LEADS_WRITE', 'MESSAGES_READ']);
    const upload = await crm(token).upload(
      `mutation Reply($input: ReplyToFranchisorLeadInput!, $attachment: Upload) { replyToFranchisorLead(input: $input, attachment: $attachment) { id } }`,
      { input: { leadId: lead.id, content: 'Hi' }, attachment: null },
      { attachment: { name: 'a.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n') } },
      { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
    );
    expect(upload.status).toBe(403);
    expect(upload.errors?.[0]).toMatchObject({ message: 'API tokens cannot upload files.', extensions: { code: 'FORBIDDEN' } });

    const status = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
        headers: { authorization: `Bearer ${token}`, origin: server.url },
      });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => reject(new Error('the socket opened')));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });
});

describe('the access check (what the auth checker asks of a guarded root field)', () => {
  const franchisor = { id: 'company', franchisorId: 'company', userType: UserType.FRANCHISOR, status: AccountStatus.APPROVED } as Profile;
  const token = { tokenId: 'id', scopes: [ApiScope.LEADS_READ] };
  const field = (scope: ApiScope | null) => ({ name: 'someField', scope });

  it('holds a token caller to its scopes, and a session caller to nothing more than before', () => {
    const types = [UserType.FRANCHISOR];
    expect(accessError({ user: franchisor, sessionExpired: false, apiToken: token }, types, field(ApiScope.LEADS_READ))).toBeNull();
    expect(accessError({ user: franchisor, sessionExpired: false, apiToken: token }, types, field(ApiScope.LEADS_WRITE))?.message).toBe(
      'This API token lacks the scope leads:write, which someField needs.',
    );
    expect(accessError({ user: franchisor, sessionExpired: false, apiToken: token }, types, field(null))?.extensions.code).toBe('FORBIDDEN');
    expect(accessError({ user: franchisor, sessionExpired: false }, types, field(null))).toBeNull();
    // The account's own answer comes first: a rejected company's token is refused as its members are.
    const rejected = { ...franchisor, status: AccountStatus.REJECTED } as Profile;
    expect(accessError({ user: rejected, sessionExpired: false, apiToken: token }, types, field(ApiScope.LEADS_READ))?.extensions.code).toBe(
      'ACCOUNT_REJECTED',
    );
  });
});
