import { FranchisorMember } from '../src/modules/auth/franchisor-member.entity';
import { FranchisorRole, UserType } from '../src/modules/auth/auth.enums';
import { Profile } from '../src/modules/auth/profile.entity';
import { SESSION_COOKIE } from '../src/modules/auth/session.service';
import { UkCity } from '../src/modules/catalogue/uk-city.entity';
import { LeadRoutingRule } from '../src/modules/franchisor-team/lead-routing.entity';
import { FranchiseLead } from '../src/modules/lead-intake/franchise-lead.entity';
import { Topics } from '../src/realtime/pubsub';
import { LEAD_CONSENT } from './support/consent';
import { createFranchise, createFranchisor, createProfile, uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestSmtp, startTestSmtp } from './support/smtp';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, listening, socketClient } from './support/ws-client';

/**
 * Lead routing (issue 42 part 3): per listing, new leads go to a member by area or in turn, the owner when the rule
 * cannot place them; the assigned member gets the new-lead e-mail and the badge; only the owner sets rules, and a
 * wrong rule is refused with its message and nothing written.
 */
let server: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  // Each enquiry from its own address, so the lead form's hourly allowance per address is not what is tested here.
  server = await startTestServer({ trustProxy: 1, smtpUrl: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const SUBMIT = `mutation Submit($input: FranchiseLeadInput!) { submitFranchiseLead(input: $input) { created } }`;
const SET = `mutation Set($input: SetLeadRoutingInput!) { setLeadRouting(input: $input) { franchiseId mode members { memberId area } } }`;
const LIST = `query Routing { leadRouting { franchiseId name mode areas { key name } members { memberId area } } }`;
const NEW_COUNT_SUB = `subscription NewLeads { newLeadCount }`;
const REMOVE = `mutation Remove($id: ID!) { removeTeamMember(id: $id) }`;

async function as(profile: Profile): Promise<TestClient> {
  const { token } = await server.services.sessions.create(profile.id, null);
  const client = new TestClient(server.url);
  client.cookie = `${SESSION_COOKIE}=${token}`;
  return client;
}

/** A company (owner signed in) with `n` members and one listing recruiting in `areas`. */
async function company(n: number, areas: string[] = ['uk']) {
  const owner = await createFranchisor(server.ds);
  const members: Profile[] = [];
  for (let i = 0; i < n; i++) {
    const member = await createProfile(server.ds, { userType: UserType.FRANCHISOR, fullName: `Member ${i + 1}` });
    await server.ds.getRepository(Profile).update({ id: member.id }, { franchisorId: owner.id });
    // The trigger made the new account the owner of a company of its own: it joins this one instead.
    await server.ds.getRepository(FranchisorMember).update({ userId: member.id }, { franchisorId: owner.id, role: FranchisorRole.MEMBER });
    members.push(member);
  }
  const franchise = await createFranchise(server.ds, { franchisorId: owner.id, areas });
  return { owner, members, franchise, client: await as(owner) };
}

let address = 0;
const ask = (franchiseId: string, city = '') => {
  const client = new TestClient(server.url);
  address++;
  client.headers = { 'x-forwarded-for': `198.51.${Math.floor(address / 250)}.${address % 250}` };
  return client.data(SUBMIT, {
    input: { consent: LEAD_CONSENT, franchiseId, name: 'Jo Bloggs', email: uniqueEmail('jo'), phone: '07700 900123', message: 'Tell me more', city },
  });
};

const assignees = async (franchiseId: string) =>
  (await server.ds.getRepository(FranchiseLead).find({ where: { franchiseId }, order: { createdAt: 'ASC' } })).map((l) => [l.city, l.assignedTo]);

const cityId = async (name: string) => (await server.ds.getRepository(UkCity).findOneByOrFail({ name })).id;

describe('by area', () => {
  it('gives each lead to the member of the most specific area its town stands in, else to the owner', async () => {
    const leeds = `town:${await cityId('Leeds')}`;
    const { owner, members, franchise, client } = await company(3, ['region:North West', 'nation:England', leeds]);
    const [north, england, town] = members;
    const { setLeadRouting } = await client.data<{ setLeadRouting: { mode: string; members: unknown[] } }>(SET, {
      input: {
        franchiseId: franchise.id,
        mode: 'AREA',
        members: [
          { memberId: north.id, area: 'region:North West' },
          { memberId: england.id, area: 'nation:England' },
          { memberId: town.id, area: leeds },
        ],
      },
    });
    expect(setLeadRouting.mode).toBe('AREA');
    await ask(franchise.id, 'Manchester'); // North West, England: the region is more specific
    await ask(franchise.id, 'Leeds'); // the town itself
    await ask(franchise.id, 'Bristol'); // England only
    await ask(franchise.id, 'Glasgow'); // no member's area: the owner
    await ask(franchise.id, ''); // no town: the owner
    expect(await assignees(franchise.id)).toEqual([
      ['Manchester', north.id],
      ['Leeds', town.id],
      ['Bristol', england.id],
      ['Glasgow', owner.id],
      ['', owner.id],
    ]);
    const { leadRouting } = await client.data<{ leadRouting: { franchiseId: string; areas: { key: string; name: string }[] }[] }>(LIST);
    expect(leadRouting.find((l) => l.franchiseId === franchise.id)!.areas).toEqual([
      { key: 'region:North West', name: 'North West' },
      { key: 'nation:England', name: 'England' },
      { key: leeds, name: 'Leeds' },
    ]);
  });

  it('e-mails the new lead to the member it was routed to, and raises their badge', async () => {
    const { owner, members, franchise, client } = await company(1);
    const [member] = members;
    await client.data(SET, { input: { franchiseId: franchise.id, mode: 'AREA', members: [{ memberId: member.id, area: 'uk' }] } });
    const memberClient = await as(member);
    const { client: socket } = socketClient(server.url, { cookie: memberClient.cookie });
    const sub = collect<{ newLeadCount: number }>(socket, NEW_COUNT_SUB);
    try {
      await listening(server, Topics.NEW_LEADS, member.id);
      await ask(franchise.id, 'York');
      await sub.next(1);
      expect(sub.values.at(-1)).toEqual({ newLeadCount: 1 });
    } finally {
      sub.dispose();
      await socket.dispose();
    }
    await server.services.mailer.idle();
    await smtp.waitFor(() => smtp.to(member.email).length > 0);
    expect(smtp.to(member.email)[0].subject).toBe(`New information request for ${franchise.name}`);
    expect(smtp.to(owner.email)).toEqual([]);
  });
});

describe('in turn', () => {
  it('spreads concurrent leads evenly over the members', async () => {
    const { members, franchise, client } = await company(3);
    await client.data(SET, { input: { franchiseId: franchise.id, mode: 'ROUND_ROBIN', members: members.map((m) => ({ memberId: m.id })) } });
    await Promise.all(Array.from({ length: 12 }, () => ask(franchise.id)));
    const counts = new Map<string | null, number>();
    for (const [, to] of await assignees(franchise.id)) counts.set(to, (counts.get(to) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(members.map((m) => [m.id, 4])));
    expect((await server.ds.getRepository(LeadRoutingRule).findOneByOrFail({ franchiseId: franchise.id })).turn).toBe('12');
  });

  it('falls back to the owner when its members have left', async () => {
    const { owner, members, franchise, client } = await company(1);
    await client.data(SET, { input: { franchiseId: franchise.id, mode: 'ROUND_ROBIN', members: [{ memberId: members[0].id }] } });
    await client.data(REMOVE, { id: members[0].id });
    await ask(franchise.id);
    expect(await assignees(franchise.id)).toEqual([['', owner.id]]);
  });

  it('leaves the leads of a listing without a rule unassigned', async () => {
    const { franchise } = await company(1);
    await ask(franchise.id);
    expect(await assignees(franchise.id)).toEqual([['', null]]);
  });
});

describe('setting a rule', () => {
  it('refuses a wrong rule with its message and writes nothing; a member may not set rules', async () => {
    const { members, franchise, client } = await company(1, ['region:North West']);
    const { members: strangers, franchise: theirs } = await company(1);
    const refusals = [
      [
        { franchiseId: franchise.id, mode: 'AREA', members: [{ memberId: members[0].id, area: 'region:London' }] },
        'Choose areas this listing recruits in.',
      ],
      [{ franchiseId: franchise.id, mode: 'ROUND_ROBIN', members: [] }, 'Choose at least one member to take leads in turn.'],
      [
        { franchiseId: franchise.id, mode: 'ROUND_ROBIN', members: [{ memberId: strangers[0].id }] },
        'Leads can only be assigned to a member of your team.',
      ],
      [{ franchiseId: theirs.id, mode: 'ROUND_ROBIN', members: [{ memberId: members[0].id }] }, 'Franchise not found'],
    ] as const;
    for (const [input, message] of refusals) expect((await client.error(SET, { input })).message).toBe(message);
    const byMember = await (
      await as(members[0])
    ).error(SET, { input: { franchiseId: franchise.id, mode: 'ROUND_ROBIN', members: [{ memberId: members[0].id }] } });
    expect(byMember.message).toBe('Only the owner of the company account can manage its team.');
    expect(await server.ds.getRepository(LeadRoutingRule).countBy({ franchiseId: franchise.id })).toBe(0);

    // Set, then removed with mode null.
    await client.data(SET, { input: { franchiseId: franchise.id, mode: 'ROUND_ROBIN', members: [{ memberId: members[0].id }] } });
    const { setLeadRouting } = await client.data<{ setLeadRouting: { mode: string | null; members: unknown[] } }>(SET, {
      input: { franchiseId: franchise.id, mode: null },
    });
    expect(setLeadRouting).toEqual({ franchiseId: franchise.id, mode: null, members: [] });
  });
});
