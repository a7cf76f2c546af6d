import { UserType } from '../src/modules/auth/auth.enums';
import { createFranchise, createProfile, createSuccessStory, token } from './support/factories';
import { TestClient } from './support/graphql-client';
import { statementsDuring } from './support/statements';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * Issue 40, honest labels: testimonials and success stories say who supplied them ('Supplied by {franchisor}'), read
 * through Franchise.suppliedBy: the franchisor's company name, else the franchise's name; one statement for every
 * franchisor on a page.
 */

let server: TestServer;
let visitor: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  visitor = new TestClient(server.url);
});
afterAll(() => server.close());

async function franchisorNamed(companyName: string | null) {
  const franchisor = await createProfile(server.ds, { userType: UserType.FRANCHISOR });
  await server.ds.query(`UPDATE profiles SET company_name = $2 WHERE id = $1`, [franchisor.id, companyName]);
  return franchisor;
}

const SUPPLIED_BY = `query($id: ID!) { franchise(id: $id) { suppliedBy } }`;
const suppliedBy = async (id: string) => (await visitor.data<{ franchise: { suppliedBy: string } }>(SUPPLIED_BY, { id })).franchise.suppliedBy;

it("names the franchisor's company, or the franchise when there is no company name or no franchisor", async () => {
  const acme = await franchisorNamed('  Acme Franchising Ltd ');
  const unnamed = await franchisorNamed(null);
  const blank = await franchisorNamed('   ');
  const word = token('supplied');
  const [withCompany, withoutName, withBlank, withoutFranchisor] = [
    await createFranchise(server.ds, { franchisorId: acme.id, name: `${word} Acme Cleaning` }),
    await createFranchise(server.ds, { franchisorId: unnamed.id, name: `${word} Unnamed Tutors` }),
    await createFranchise(server.ds, { franchisorId: blank.id, name: `${word} Blank Coffee` }),
    await createFranchise(server.ds, { franchisorId: null, name: `${word} Imported Gyms` }),
  ];
  expect(await suppliedBy(withCompany.id)).toBe('Acme Franchising Ltd');
  expect(await suppliedBy(withoutName.id)).toBe(`${word} Unnamed Tutors`);
  expect(await suppliedBy(withBlank.id)).toBe(`${word} Blank Coffee`);
  expect(await suppliedBy(withoutFranchisor.id)).toBe(`${word} Imported Gyms`);
});

it('labels each story on the Success Stories page with its supplier, reading all the franchisors in one statement', async () => {
  const word = token('stories');
  const made: { title: string; supplier: string }[] = [];
  for (let i = 0; i < 4; i++) {
    const company = `${word} Company ${i} Ltd`;
    const franchisor = await franchisorNamed(company);
    const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id });
    // Approved in the future: first on the page, whatever other tests have made.
    await server.ds.query(`UPDATE franchises SET approved_at = now() + make_interval(days => $2) WHERE id = $1`, [franchise.id, 10 - i]);
    const title = `${word} story ${i}`;
    await createSuccessStory(server.ds, franchise.id, { title });
    made.push({ title, supplier: company });
  }

  type Page = { successStories: { items: { title: string; franchise: { suppliedBy: string } }[] } };
  let page: Page = { successStories: { items: [] } };
  const statements = await statementsDuring(server.ds, async () => {
    page = await visitor.data<Page>(`{ successStories(page: { pageSize: 4 }) { items { title franchise { name suppliedBy } } } }`);
  });
  expect(page.successStories.items.map((s) => ({ title: s.title, supplier: s.franchise.suppliedBy }))).toEqual(made);
  expect(statements.filter((q) => /FROM "profiles"/.test(q))).toHaveLength(1);
});
