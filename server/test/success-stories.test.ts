import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { createFranchise, createSuccessStory } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const STORIES = `query Stories($page: PageInput) {
  successStories(page: $page) { total pageCount items { title franchise { id name } } }
}`;

it('lists stories of approved franchises only, paged, each with its franchise', async () => {
  const older = await createFranchise(server.ds, { franchisorId: null, name: 'Older Co' });
  await server.ds.query(`UPDATE franchises SET approved_at = now() - interval '2 days' WHERE id = $1`, [older.id]);
  const newer = await createFranchise(server.ds, { franchisorId: null, name: 'Newer Co' });
  const pending = await createFranchise(server.ds, { franchisorId: null, status: FranchiseStatus.PENDING });
  await createSuccessStory(server.ds, older.id, { title: 'Older story' });
  await createSuccessStory(server.ds, newer.id, { title: 'Second', position: 1 });
  await createSuccessStory(server.ds, newer.id, { title: 'First', position: 0 });
  await createSuccessStory(server.ds, pending.id, { title: 'Hidden story' });

  const client = new TestClient(server.url);
  type Page = { successStories: { total: number; pageCount: number; items: { title: string; franchise: { id: string; name: string } }[] } };
  const first = await client.data<Page>(STORIES, { page: { page: 1, pageSize: 2 } });
  const second = await client.data<Page>(STORIES, { page: { page: 2, pageSize: 2 } });
  expect(first.successStories).toMatchObject({ total: 3, pageCount: 2 });
  expect(first.successStories.items.map((s) => s.title)).toEqual(['First', 'Second']);
  expect(first.successStories.items[0].franchise).toEqual({ id: newer.id, name: 'Newer Co' });
  expect(second.successStories.items.map((s) => s.title)).toEqual(['Older story']);
});
