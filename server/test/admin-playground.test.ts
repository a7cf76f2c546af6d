import { AccountStatus } from '../src/modules/auth/auth.enums';
import { FACTORY_PASSWORD, createAdmin, createCustomer, createFranchisor } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, socketClient } from './support/ws-client';

/**
 * The GraphQL playground (/admin/graphql) explores the schema by introspection. With NODE_ENV=production
 * config (isProduction) only approved administrators get it, through both doors; everyone else is refused.
 */
let production: TestServer;
beforeAll(async () => {
  production = await startTestServer({ isProduction: true });
});
afterAll(() => production.close());

const INTROSPECT = `query IntrospectionQuery { __schema { queryType { name } types { name } } }`;
const TYPE_QUERY = `{ __type(name: "AdminMessage") { name fields { name } } }`;

async function signedIn(type: 'ADMIN' | 'FRANCHISOR' | 'CUSTOMER') {
  const profile =
    type === 'ADMIN'
      ? await createAdmin(production.ds)
      : type === 'FRANCHISOR'
        ? await createFranchisor(production.ds)
        : await createCustomer(production.ds);
  const c = new TestClient(production.url);
  await c.signIn(profile.email, FACTORY_PASSWORD, type);
  return { c, profile };
}

describe('introspection in production', () => {
  it('gives an approved admin the schema over HTTP, with the admin types the playground explores', async () => {
    const { c } = await signedIn('ADMIN');
    const res = await c.request<{ __schema: { queryType: { name: string }; types: { name: string }[] } }>(INTROSPECT);
    expect(res.errors).toBeUndefined();
    expect(res.data!.__schema.queryType.name).toBe('Query');
    expect(res.data!.__schema.types.map((t) => t.name)).toEqual(expect.arrayContaining(['AdminMessage', 'Franchise']));
    const type = await c.request<{ __type: { name: string } }>(TYPE_QUERY);
    expect(type.data!.__type.name).toBe('AdminMessage');
  });

  it('gives an approved admin the schema over the websocket the playground subscribes on', async () => {
    const { c } = await signedIn('ADMIN');
    const { client } = socketClient(production.url, { cookie: c.cookie });
    try {
      const op = collect<{ __schema: { queryType: { name: string } } }>(client, INTROSPECT);
      await op.next(1);
      expect(op.errors).toEqual([]);
      expect(op.values[0].__schema.queryType.name).toBe('Query');
    } finally {
      await client.dispose();
    }
  });

  it.each(['anonymous', 'CUSTOMER', 'FRANCHISOR', 'pending admin'] as const)(
    'refuses it to a %s caller, over HTTP and the websocket',
    async (who) => {
      let client: TestClient;
      if (who === 'anonymous') client = new TestClient(production.url);
      else if (who === 'pending admin') {
        const { c, profile } = await signedIn('ADMIN');
        await production.ds.query(`UPDATE profiles SET status = $2 WHERE id = $1`, [profile.id, AccountStatus.PENDING]);
        client = c;
      } else client = (await signedIn(who)).c;

      for (const query of [INTROSPECT, TYPE_QUERY]) {
        const res = await client.request(query);
        expect(res.data).toBeUndefined();
        expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
        expect(JSON.stringify(res)).not.toContain('AdminMessage"');
      }

      if (who === 'CUSTOMER' || who === 'FRANCHISOR') {
        const { client: socket } = socketClient(production.url, { cookie: client.cookie });
        try {
          const op = collect(socket, INTROSPECT);
          await op.settled();
          expect(op.values).toEqual([]);
          expect(JSON.stringify(op.errors)).toContain('GRAPHQL_VALIDATION_FAILED');
        } finally {
          await socket.dispose();
        }
      }
    },
  );

  it('still runs ordinary queries for everyone', async () => {
    const res = await new TestClient(production.url).request(`{ franchiseSearch(filters: {}) { total } }`);
    expect(res.errors).toBeUndefined();
  });
});
