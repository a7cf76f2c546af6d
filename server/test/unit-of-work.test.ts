import { Topics } from '../src/realtime/pubsub';
import { randomUUID } from 'node:crypto';
import { DomainEvent, EventBus } from '../src/common/events';
import { UnitOfWork } from '../src/common/unit-of-work';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { FACTORY_PASSWORD, createAdmin, createFranchise, createFranchisor } from './support/factories';
import { TestClient } from './support/graphql-client';
import { captureLogs } from './support/logs';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, listening, socketClient } from './support/ws-client';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  const profile = await createAdmin(server.ds);
  admin = new TestClient(server.url);
  await admin.signIn(profile.email, FACTORY_PASSWORD, 'ADMIN');
});
afterAll(() => server.close());

const COUNTS = `query Counts { adminPendingCounts { accounts franchises } }`;
const COUNTS_SUB = `subscription CountsChanged { adminPendingCountsChanged { accounts franchises } }`;
const APPROVE_FRANCHISE = `mutation ApproveFranchise($id: ID!) { approveFranchise(id: $id) { id status } }`;
type Counts = { accounts: number; franchises: number };

const pendingListing = async () =>
  createFranchise(server.ds, { franchisorId: (await createFranchisor(server.ds)).id, status: FranchiseStatus.PENDING });

/** A scratch table of this test: rows a unit of work writes, read from outside its transaction. */
const TABLE = `uow_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const committed = async (mark: string) => Number((await server.ds.query(`SELECT count(*)::int AS n FROM ${TABLE} WHERE mark = $1`, [mark]))[0].n);

describe('UnitOfWork.run', () => {
  beforeAll(() => server.ds.query(`CREATE TABLE ${TABLE} (mark text NOT NULL)`));
  afterAll(() => server.ds.query(`DROP TABLE IF EXISTS ${TABLE}`));

  it('runs the after-commit work in order, once the writes are visible to other connections', async () => {
    const work = new UnitOfWork(server.ds);
    const mark = randomUUID();
    const seen: string[] = [];
    const result = await work.run(async (em, after) => {
      after.add('first', async () => seen.push(`first saw ${await committed(mark)}`));
      await em.query(`INSERT INTO ${TABLE} (mark) VALUES ($1)`, [mark]);
      after.add('second', async () => seen.push(`second saw ${await committed(mark)}`));
      // Not yet: registered work waits for the commit.
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual(['first saw 1', 'second saw 1']);
  });

  it('runs nothing when the transaction rolls back, and throws its error', async () => {
    const work = new UnitOfWork(server.ds);
    const mark = randomUUID();
    const ran: string[] = [];
    await expect(
      work.run(async (em, after) => {
        await em.query(`INSERT INTO ${TABLE} (mark) VALUES ($1)`, [mark]);
        after.add('never', () => ran.push('never'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toEqual([]);
    expect(await committed(mark)).toBe(0);
  });

  it('logs a failing after-commit callback, runs the rest and returns the committed result', async () => {
    const work = new UnitOfWork(server.ds);
    const mark = randomUUID();
    const ran: string[] = [];
    let result: unknown;
    const { lines } = await captureLogs(async () => {
      result = await work.run(async (em, after) => {
        await em.query(`INSERT INTO ${TABLE} (mark) VALUES ($1)`, [mark]);
        after.add('broken publisher', () => Promise.reject(new Error('pub/sub down')));
        after.add('next', () => ran.push('next'));
        return 42;
      });
    }, 'error');
    expect(result).toBe(42);
    expect(ran).toEqual(['next']);
    expect(await committed(mark)).toBe(1);
    const failure = lines.find((l) => l.msg.includes('After-commit work failed: broken publisher'));
    expect(failure).toBeDefined();
    expect(JSON.stringify(failure)).toContain('pub/sub down');
  });
});

class Marked extends DomainEvent {
  constructor(readonly mark: string) {
    super();
  }
}

describe('events published with a unit of work', () => {
  beforeAll(() => server.ds.query(`CREATE TABLE ${TABLE}_events (mark text NOT NULL)`));
  afterAll(() => server.ds.query(`DROP TABLE IF EXISTS ${TABLE}_events`));

  it('reach their subscribers after the commit, in order, each failure logged under its label; none on rollback', async () => {
    const heard: string[] = [];
    const events = new EventBus()
      .on(Marked, 'first listener', (e) => heard.push(`first ${e.mark}`))
      .on(Marked, 'broken listener', () => Promise.reject(new Error('listener down')))
      .on(Marked, 'last listener', (e) => heard.push(`last ${e.mark}`));
    const work = new UnitOfWork(server.ds, events);
    const { lines } = await captureLogs(async () => {
      await work.run(async (em, after) => {
        after.publish(new Marked('a'));
        await em.query(`INSERT INTO ${TABLE}_events (mark) VALUES ('a')`);
        expect(heard).toEqual([]);
      });
    }, 'error');
    expect(heard).toEqual(['first a', 'last a']);
    expect(lines.find((l) => l.msg === 'After-commit work failed: broken listener')).toBeDefined();

    await expect(
      work.run(async (_em, after) => {
        after.publish(new Marked('b'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heard).toEqual(['first a', 'last a']);
  });
});

describe('a mutation that publishes (approveFranchise)', () => {
  it('publishes only after commit: the event carries the committed counts, and a refused mutation publishes nothing', async () => {
    const { client } = socketClient(server.url, { cookie: admin.cookie });
    const sub = collect<{ adminPendingCountsChanged: Counts }>(client, COUNTS_SUB);
    try {
      const listing = await pendingListing();
      const already = await createFranchise(server.ds, { status: FranchiseStatus.APPROVED });
      await listening(server, Topics.ADMIN_PENDING_COUNTS, 'admins');
      const before = (await admin.data<{ adminPendingCounts: Counts }>(COUNTS)).adminPendingCounts;

      // Refused inside its transaction (not pending): rolled back, so nothing is published.
      expect((await admin.error(APPROVE_FRANCHISE, { id: already.id })).extensions?.code).toBe('CONFLICT');
      await admin.data(APPROVE_FRANCHISE, { id: listing.id });
      await sub.next(1);
      // The first event is the approval's (none came from the refused one), counted after its commit.
      expect(sub.values[0].adminPendingCountsChanged).toEqual({ accounts: before.accounts, franchises: before.franchises - 1 });
      expect(sub.values).toHaveLength(1);
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });

  it('succeeds, committed, when its after-commit publishing fails; the failure is logged with the request id', async () => {
    const listing = await pendingListing();
    const pendingCounts = server.services.pendingCounts;
    const original = pendingCounts.changed;
    pendingCounts.changed = () => Promise.reject(new Error('redis is away'));
    let answer: unknown;
    try {
      const { lines } = await captureLogs(async () => {
        answer = await admin.data(APPROVE_FRANCHISE, { id: listing.id });
      }, 'error');
      const failure = lines.find((l) => l.msg === 'After-commit work failed: pending counts');
      expect(failure).toBeDefined();
      expect(typeof failure!.requestId).toBe('string');
      expect(JSON.stringify(failure)).toContain('redis is away');
    } finally {
      pendingCounts.changed = original;
    }
    expect(answer).toEqual({ approveFranchise: { id: listing.id, status: 'APPROVED' } });
    expect((await server.ds.getRepository(Franchise).findOneByOrFail({ id: listing.id })).status).toBe(FranchiseStatus.APPROVED);
  });
});
