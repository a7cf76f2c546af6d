import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('the migrations build exactly the schema the entities describe', async () => {
  // What `npm run migration:generate` would write: any statement here means an entity changed without a migration.
  const { upQueries } = await server.ds.driver.createSchemaBuilder().log();
  expect(upQueries.map((q) => q.query)).toEqual([]);
});
