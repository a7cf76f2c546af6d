import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { QUERY_LIMITS, parseOptions, queryLimitRules } from '../src/graphql/query-limits';
import { repoRoot } from '../src/paths';
import { clientOperations } from './support/client-documents';
import { FACTORY_PASSWORD, createCustomer } from './support/factories';
import { TestClient } from './support/graphql-client';
import { fragmentBomb } from './support/hostile-requests';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, socketClient } from './support/ws-client';

const schema = buildSchema(fs.readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8'));

describe('the client', () => {
  const operations = clientOperations();

  it('has its documents found', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((o) => [o.name, o.source]))('%s fits the query limits', (_name, source) => {
    expect(validate(schema, parse(source, parseOptions), [...specifiedRules, ...queryLimitRules])).toEqual([]);
  });
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function post(query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: { message: string; extensions: { code: string } }[] } };
}

const card = 'id name location franchisorId canRequestInfo featuredAdId details { shortDescription investmentAmount mainImageUrl }';
const detail = `${card} details { longDescription brochureUrl } categories { id name parentId } gallery { id imageUrl }
  faqs { id question answer } testimonials { id authorName content } successStories { id title content imageUrl }`;
const listing = (alias: string, selection: string) => `${alias}: franchiseSearch(page: { page: 1, pageSize: 100 }) { total items { ${selection} } }`;
const deep = 'query Deep { mainCategories { children { parent { children { parent { children { parent { children { id } } } } } } } } }';
const directives = `query Directives { viewer { ${'id @include(if: true) '.repeat(QUERY_LIMITS.directives + 1)}} }`;
const manyTokens = `query Tokens { ${'__typename '.repeat(QUERY_LIMITS.tokens)} }`;

describe('over HTTP', () => {
  it('refuses a fragment bomb at validation, while /healthz answers', async () => {
    const bomb = fragmentBomb(20, 'Bomb1');
    // Without the limits it is a valid document: 2^20 spreads of one field.
    expect(validate(schema, parse(bomb), specifiedRules)).toEqual([]);
    expect(bomb.length).toBeLessThan(900);
    // A new operation name each time, as an attacker would, so no cached validation helps.
    const bombs = Promise.all([1, 2, 3, 4].map((i) => post(fragmentBomb(20, `Bomb${i}`))));
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    for (const res of await bombs) {
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
      expect(res.body.errors?.[0].message).toMatch(/^Query Cost limit of 400 exceeded/);
    }
  });

  it('refuses 100 aliases of a search (a 17 MB answer before)', async () => {
    const flood = `query Flood { ${Array.from({ length: 100 }, (_, i) => listing(`a${i}`, card)).join(' ')} }`;
    const res = await post(flood);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0].extensions.code).toMatch(/^GRAPHQL_(PARSE|VALIDATION)_FAILED$/);
    // Small enough to parse, still refused.
    const compact = `query Flood { ${Array.from({ length: 100 }, (_, i) => `a${i}: franchiseSearch { total }`).join(' ')} }`;
    expect((await post(compact)).body.errors).toContainEqual({
      message: 'Aliases limit of 5 exceeded, found 100.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('answers three full pages of franchise details but refuses four', async () => {
    const pages = (n: number) => Array.from({ length: n }, (_, i) => listing(`p${i}`, detail)).join(' ');
    expect((await post(`query Three { ${pages(3)} }`)).body.errors).toBeUndefined();
    const four = await post(`query Four { ${pages(4)} }`);
    expect(four.status).toBe(400);
    expect(four.body.errors?.[0].message).toMatch(/^Query Cost limit of 400 exceeded/);
  });

  it('refuses depth, directives and tokens over the limits', async () => {
    expect((await post(deep)).body.errors?.[0]).toEqual({
      message: 'Query depth limit of 7 exceeded, found 9.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect((await post(directives)).body.errors?.[0]).toEqual({
      message: 'Directives limit of 10 exceeded, found 11.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const tokens = await post(manyTokens);
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors?.[0]).toMatchObject({
      // (sic: graphql-js writes "more that")
      message: expect.stringMatching(/^Syntax Error: Document contains more tha[nt] 1000 tokens\. Parsing aborted\.$/),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });
});

describe('over the websocket', () => {
  async function overSocket(query: string) {
    const customer = await createCustomer(server.ds);
    const http = new TestClient(server.url);
    await http.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    const { client } = socketClient(server.url, { cookie: http.cookie });
    try {
      const op = collect(client, query);
      await op.settled();
      return op.errors[0] as { message: string; extensions: { code: string } }[];
    } finally {
      await client.dispose();
    }
  }

  it.each([
    ['a fragment bomb', fragmentBomb(20, 'SocketBomb')],
    ['100 aliases', `query Flood { ${Array.from({ length: 100 }, (_, i) => listing(`a${i}`, 'id')).join(' ')} }`],
    ['a deep query', deep],
    ['too many directives', directives],
    ['too many tokens', manyTokens],
  ])('refuses %s as HTTP does', async (_label, query) => {
    const brief = (errors?: { message: string; extensions: { code: string } }[]) =>
      errors?.map((e) => ({ message: e.message, code: e.extensions.code }));
    const overHttp = brief((await post(query)).body.errors);
    expect(overHttp?.[0].code).toMatch(/^GRAPHQL_(VALIDATION|PARSE)_FAILED$/);
    expect(brief(await overSocket(query))).toEqual(overHttp);
  });
});
