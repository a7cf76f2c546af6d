import { IsNull } from 'typeorm';
import { AccountStatus } from '../src/modules/auth/auth.enums';
import { Profile } from '../src/modules/auth/profile.entity';
import { SESSION_COOKIE } from '../src/modules/auth/session.service';
import { FranchisorInvitation } from '../src/modules/franchisor-team/franchisor-invitation.entity';
import { LeadStatus } from '../src/modules/lead-intake/lead.enums';
import { Topics } from '../src/realtime/pubsub';
import { createFranchise, createFranchisor, createLead, uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestSmtp, startTestSmtp } from './support/smtp';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, listening, socketClient } from './support/ws-client';

/**
 * Seats of a franchisor company (issue 42 part 2): invitations, accepting, what a member sees and may do, removal
 * (sessions and sockets end at once), ownership transfer, the sign-in log and audit trail naming the person, lead
 * assignment and the 'Assigned to me' filter, the per-person badge.
 */
let server: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const TEAM = `query Team { franchisorTeam { members { id fullName email role founder } invitations { id email expired invitedByName } } }`;
const INVITE = `mutation Invite($input: InviteTeamMemberInput!) { inviteTeamMember(input: $input) { id email expired } }`;
const RESEND = `mutation Resend($id: ID!) { resendTeamInvitation(id: $id) { id expiresAt } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelTeamInvitation(id: $id) }`;
const PREVIEW = `query Preview($token: String!) { teamInvitation(token: $token) { email companyName } }`;
const ACCEPT = `mutation Accept($input: AcceptTeamInvitationInput!) {
  acceptTeamInvitation(input: $input) { id fullName email userType teamRole companyName }
}`;
const REMOVE = `mutation Remove($id: ID!) { removeTeamMember(id: $id) }`;
const TRANSFER = `mutation Transfer($id: ID!) { transferTeamOwnership(id: $id) { members { id role } } }`;
const VIEWER = `query Viewer { viewer { id teamRole } }`;
const LEADS = `query Leads($filter: FranchisorLeadFilter) {
  franchisorLeads(filter: $filter) { total items { id name assignedTo assignee { id fullName } } }
}`;
const MY_FRANCHISES = `query Mine { myFranchises { total items { id name } } }`;
const ASSIGN = `mutation Assign($input: AssignFranchisorLeadInput!) { assignFranchisorLead(input: $input) { id assignedTo assignee { fullName } } }`;
const NEW_COUNT = `query NewCount { newLeadCount }`;
const NEW_COUNT_SUB = `subscription NewLeads { newLeadCount }`;
const SIGN_INS = `query SignIns { mySignIns { id browser } }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { id fullName } }`;

const LINK = /\/franchisor\/join#token=([A-Za-z0-9_-]+)/;
const PASSWORD = 'Member-pass-123';

async function as(profile: Profile): Promise<TestClient> {
  const { token } = await server.services.sessions.create(profile.id, null);
  const client = new TestClient(server.url);
  client.cookie = `${SESSION_COOKIE}=${token}`;
  return client;
}

/** The link token of the newest invitation mail sent to `email`. */
async function invitationToken(email: string, nth = 1): Promise<string> {
  await server.services.mailer.idle();
  const mails = await smtp.waitFor(() => smtp.to(email).length >= nth);
  const mail = mails.filter((m) => m.to.includes(email))[nth - 1];
  const match = LINK.exec(mail.text);
  if (!match) throw new Error(`No invitation link in: ${mail.text}`);
  return match[1];
}

/** A company (owner signed in) with one listing and a member who accepted an invitation (signed in too). */
async function companyWithMember(name = 'Mia Member') {
  const owner = await createFranchisor(server.ds);
  const ownerClient = await as(owner);
  const franchise = await createFranchise(server.ds, { franchisorId: owner.id, name: `Team Coffee ${owner.id.slice(0, 6)}` });
  const email = uniqueEmail('member');
  await ownerClient.data(INVITE, { input: { email } });
  const memberClient = new TestClient(server.url);
  const { acceptTeamInvitation } = await memberClient.data<{ acceptTeamInvitation: { id: string } }>(ACCEPT, {
    input: { token: await invitationToken(email), fullName: name, password: PASSWORD },
  });
  const member = await server.ds.getRepository(Profile).findOneByOrFail({ id: acceptTeamInvitation.id });
  return { owner, ownerClient, franchise, member, memberClient, email };
}

describe('invitations', () => {
  it('mails a single-use link that creates the member account and signs it in', async () => {
    const owner = await createFranchisor(server.ds);
    const client = await as(owner);
    const email = uniqueEmail('Invitee');
    const { inviteTeamMember } = await client.data<{ inviteTeamMember: { email: string; expired: boolean } }>(INVITE, {
      input: { email: `  ${email.toUpperCase()} ` },
    });
    expect(inviteTeamMember).toMatchObject({ email: email.toLowerCase(), expired: false });
    const token = await invitationToken(email.toLowerCase());
    // Stored only as a hash.
    const stored = await server.ds.getRepository(FranchisorInvitation).findOneByOrFail({ email: email.toLowerCase() });
    expect(stored.tokenHash).not.toContain(token);

    const anonymous = new TestClient(server.url);
    expect((await anonymous.data<{ teamInvitation: { email: string; companyName: string } }>(PREVIEW, { token })).teamInvitation).toEqual({
      email: email.toLowerCase(),
      companyName: 'Test Franchise Ltd',
    });
    const { acceptTeamInvitation } = await anonymous.data<{ acceptTeamInvitation: Record<string, unknown> }>(ACCEPT, {
      input: { token, fullName: 'Ivy Invitee', password: PASSWORD },
    });
    expect(acceptTeamInvitation).toMatchObject({ fullName: 'Ivy Invitee', userType: 'FRANCHISOR', teamRole: 'MEMBER' });
    // Signed in: the accept answer set the session cookie.
    expect((await anonymous.data<{ viewer: { id: string; teamRole: string } }>(VIEWER)).viewer).toEqual({
      id: acceptTeamInvitation.id,
      teamRole: 'MEMBER',
    });
    const { franchisorTeam } = await client.data<{
      franchisorTeam: { members: { fullName: string; role: string; founder: boolean }[]; invitations: unknown[] };
    }>(TEAM);
    expect(franchisorTeam.members.map((m) => [m.fullName, m.role, m.founder])).toEqual([
      ['Franchisor Person', 'OWNER', true],
      ['Ivy Invitee', 'MEMBER', false],
    ]);
    expect(franchisorTeam.invitations).toEqual([]);

    // The link works once.
    const again = await new TestClient(server.url).error(ACCEPT, { input: { token, fullName: 'Second Try', password: PASSWORD } });
    expect(again.message).toBe('This invitation has already been used. Please sign in instead.');
    expect(again.extensions?.code).toBe('INVALID_LINK');
  });

  it('refuses an expired, a reused or a wrong link with its message, and writes nothing', async () => {
    const owner = await createFranchisor(server.ds);
    const client = await as(owner);
    const email = uniqueEmail('late');
    await client.data(INVITE, { input: { email } });
    const token = await invitationToken(email);
    await server.ds.query(`UPDATE franchisor_invitations SET expires_at = now() - interval '1 minute' WHERE email = $1`, [email]);
    const profilesBefore = await server.ds.getRepository(Profile).count();

    const expired = await new TestClient(server.url).error(ACCEPT, { input: { token, fullName: 'Late Person', password: PASSWORD } });
    expect(expired.message).toBe('This invitation has expired. Please ask the account owner to send a new one.');
    const wrong = await new TestClient(server.url).error(ACCEPT, { input: { token: 'not-a-real-token', fullName: 'Wrong', password: PASSWORD } });
    expect(wrong.message).toBe('This invitation link is not valid. Please ask for a new invitation.');
    expect((await new TestClient(server.url).error(PREVIEW, { token })).message).toBe(
      'This invitation has expired. Please ask the account owner to send a new one.',
    );
    const weak = await new TestClient(server.url).error(ACCEPT, { input: { token, fullName: 'Weak', password: 'short' } });
    expect(weak.extensions?.code).toBe('BAD_USER_INPUT');

    expect(await server.ds.getRepository(Profile).count()).toBe(profilesBefore);
    expect(await server.ds.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
    expect((await server.ds.getRepository(FranchisorInvitation).findOneByOrFail({ email })).usedAt).toBeNull();

    // Sending it again makes a new link that works; the old one stays refused.
    const { franchisorTeam } = await client.data<{ franchisorTeam: { invitations: { id: string; expired: boolean }[] } }>(TEAM);
    expect(franchisorTeam.invitations).toEqual([expect.objectContaining({ expired: true })]);
    await client.data(RESEND, { id: franchisorTeam.invitations[0].id });
    const fresh = await invitationToken(email, 2);
    expect(fresh).not.toBe(token);
    expect((await new TestClient(server.url).error(ACCEPT, { input: { token, fullName: 'Old', password: PASSWORD } })).message).toBe(
      'This invitation link is not valid. Please ask for a new invitation.',
    );
    await new TestClient(server.url).data(ACCEPT, { input: { token: fresh, fullName: 'On Time', password: PASSWORD } });
  });

  it('refuses inviting an existing account, a member or an address already invited, with messages', async () => {
    const { ownerClient, email } = await companyWithMember();
    const other = await createFranchisor(server.ds);
    const pending = uniqueEmail('pending');
    await ownerClient.data(INVITE, { input: { email: pending } });
    const before = await server.ds.getRepository(FranchisorInvitation).count();
    const member = await ownerClient.error(INVITE, { input: { email } });
    expect(member.message).toBe('This person is already a member of your team.');
    expect((await ownerClient.error(INVITE, { input: { email: other.email } })).message).toBe('An account with this email already exists');
    expect((await ownerClient.error(INVITE, { input: { email: pending } })).message).toBe(
      'An invitation to this e-mail address is already waiting to be accepted.',
    );
    expect((await ownerClient.error(INVITE, { input: { email: 'not-an-email' } })).extensions?.code).toBe('BAD_USER_INPUT');
    expect(await server.ds.getRepository(FranchisorInvitation).count()).toBe(before);
  });

  it('cancels a pending invitation: its link stops working', async () => {
    const owner = await createFranchisor(server.ds);
    const client = await as(owner);
    const email = uniqueEmail('cancelled');
    const { inviteTeamMember } = await client.data<{ inviteTeamMember: { id: string } }>(INVITE, { input: { email } });
    const token = await invitationToken(email);
    expect(await client.data(CANCEL, { id: inviteTeamMember.id })).toEqual({ cancelTeamInvitation: true });
    expect((await new TestClient(server.url).error(ACCEPT, { input: { token, fullName: 'Nope', password: PASSWORD } })).message).toBe(
      'This invitation link is not valid. Please ask for a new invitation.',
    );
  });
});

describe('a member', () => {
  it("sees the company's listings and leads, and follows the company's approval", async () => {
    const { owner, franchise, memberClient } = await companyWithMember();
    await createLead(server.ds, { customer: null, franchise, name: 'Lead For Everyone' });
    const { myFranchises } = await memberClient.data<{ myFranchises: { items: { id: string }[] } }>(MY_FRANCHISES);
    expect(myFranchises.items.map((f) => f.id)).toEqual([franchise.id]);
    const { franchisorLeads } = await memberClient.data<{ franchisorLeads: { items: { name: string }[] } }>(LEADS);
    expect(franchisorLeads.items.map((l) => l.name)).toEqual(['Lead For Everyone']);

    await server.ds.getRepository(Profile).update({ id: owner.id }, { status: AccountStatus.REJECTED });
    const refused = await memberClient.error(LEADS);
    expect(refused.extensions?.code).toBe('ACCOUNT_REJECTED');
    await server.ds.getRepository(Profile).update({ id: owner.id }, { status: AccountStatus.APPROVED });
    await memberClient.data(LEADS);
  });

  it('is refused every owner action by the access check, and nothing changes', async () => {
    const { owner, member, memberClient } = await companyWithMember();
    const { inviteTeamMember } = await (await as(owner)).data<{ inviteTeamMember: { id: string } }>(INVITE, { input: { email: uniqueEmail('x') } });
    const refusals = [
      await memberClient.error(INVITE, { input: { email: uniqueEmail('by-member') } }),
      await memberClient.error(RESEND, { id: inviteTeamMember.id }),
      await memberClient.error(CANCEL, { id: inviteTeamMember.id }),
      await memberClient.error(REMOVE, { id: owner.id }),
      await memberClient.error(TRANSFER, { id: member.id }),
    ];
    for (const error of refusals) {
      expect(error.message).toBe('Only the owner of the company account can manage its team.');
      expect(error.extensions?.code).toBe('FORBIDDEN');
    }
    const roles = await server.ds.query(`SELECT user_id AS id, role FROM franchisor_members WHERE franchisor_id = $1 ORDER BY role`, [owner.id]);
    expect(roles).toEqual([
      { id: owner.id, role: 'owner' },
      { id: member.id, role: 'member' },
    ]);
    expect(await server.ds.getRepository(FranchisorInvitation).countBy({ franchisorId: owner.id, usedAt: IsNull() })).toBe(1);
  });

  it('signs in with their own account: the sign-in log and the audit trail name the person', async () => {
    const { owner, member, email } = await companyWithMember('Sam Signer');
    const client = new TestClient(server.url);
    const { signIn } = await client.data<{ signIn: { id: string; fullName: string } }>(SIGN_IN, {
      input: { email, password: PASSWORD, userType: 'FRANCHISOR' },
    });
    expect(signIn).toEqual({ id: member.id, fullName: 'Sam Signer' });
    const { mySignIns } = await client.data<{ mySignIns: unknown[] }>(SIGN_INS);
    expect(mySignIns).toHaveLength(2); // accepting the invitation, then this sign-in
    const rows = await server.ds.query<{ userId: string }[]>(`SELECT user_id AS "userId" FROM sign_ins WHERE user_id = ANY($1)`, [
      [member.id, owner.id],
    ]);
    expect(rows.every((r) => r.userId === member.id)).toBe(true);
    const audit = await server.ds.query<{ actorId: string; action: string; detail: { name?: string } }[]>(
      `SELECT actor_id AS "actorId", action, detail FROM admin_actions WHERE target_type = 'franchisor_team' AND target_id = $1 ORDER BY created_at`,
      [owner.id],
    );
    expect(audit.map((a) => [a.actorId, a.action])).toEqual([
      [owner.id, 'invite'],
      [member.id, 'join'],
    ]);
    expect(audit[1].detail.name).toBe('Sam Signer');
  });
});

describe('the owner', () => {
  it('removes a member: their session ends and their open websocket closes at once', async () => {
    const { owner, ownerClient, member, memberClient } = await companyWithMember();
    const { client, closes } = socketClient(server.url, { cookie: memberClient.cookie });
    const sub = collect<{ newLeadCount: number }>(client, NEW_COUNT_SUB);
    try {
      await listening(server, Topics.NEW_LEADS, member.id);
      expect(await ownerClient.data(REMOVE, { id: member.id })).toEqual({ removeTeamMember: true });
      await sub.settled();
      expect(closes[0]?.code).toBe(4401);
    } finally {
      sub.dispose();
      await client.dispose();
    }
    expect((await memberClient.error(LEADS)).extensions?.code).toBe('SESSION_EXPIRED');
    expect(await server.ds.query(`SELECT 1 FROM sessions WHERE user_id = $1`, [member.id])).toEqual([]);
    const { franchisorTeam } = await ownerClient.data<{ franchisorTeam: { members: { id: string }[] } }>(TEAM);
    expect(franchisorTeam.members.map((m) => m.id)).toEqual([owner.id]);
  });

  it('cannot remove themself, nor a member of another company', async () => {
    const { owner, ownerClient } = await companyWithMember();
    const { member: stranger } = await companyWithMember();
    expect((await ownerClient.error(REMOVE, { id: owner.id })).message).toBe('The founding account holds the company record and cannot be removed.');
    expect((await ownerClient.error(REMOVE, { id: stranger.id })).message).toBe('Team member not found');
    expect(await server.ds.getRepository(Profile).existsBy({ id: stranger.id })).toBe(true);
  });

  it('passes ownership on: the member manages the team, the former owner is a member', async () => {
    const { owner, ownerClient, member, memberClient } = await companyWithMember();
    const { transferTeamOwnership } = await ownerClient.data<{ transferTeamOwnership: { members: { id: string; role: string }[] } }>(TRANSFER, {
      id: member.id,
    });
    expect(transferTeamOwnership.members).toEqual([
      { id: member.id, role: 'OWNER' },
      { id: owner.id, role: 'MEMBER' },
    ]);
    expect((await ownerClient.error(INVITE, { input: { email: uniqueEmail('after') } })).message).toBe(
      'Only the owner of the company account can manage its team.',
    );
    await memberClient.data(INVITE, { input: { email: uniqueEmail('new-owner-invites') } });
    // The founding account stays the company's record: the new owner cannot remove it.
    expect((await memberClient.error(REMOVE, { id: owner.id })).message).toBe('The founding account holds the company record and cannot be removed.');
    // The company is still the founding account's: listings stay where they were.
    expect((await memberClient.data<{ myFranchises: { total: number } }>(MY_FRANCHISES)).myFranchises.total).toBe(1);
  });
});

describe('lead assignment', () => {
  it("assigns a lead to a member, who finds it under 'Assigned to me'; another company's member is refused", async () => {
    const { owner, ownerClient, franchise, member, memberClient } = await companyWithMember('Asha Assignee');
    const lead = await createLead(server.ds, { customer: null, franchise, name: 'Assigned Lead' });
    await createLead(server.ds, { customer: null, franchise, name: 'Unassigned Lead' });
    const { member: stranger } = await companyWithMember();

    const refused = await ownerClient.error(ASSIGN, { input: { leadId: lead.id, assigneeId: stranger.id } });
    expect(refused.message).toBe('Leads can only be assigned to a member of your team.');
    expect((await server.ds.query(`SELECT assigned_to FROM franchise_leads WHERE id = $1`, [lead.id]))[0].assigned_to).toBeNull();

    const { assignFranchisorLead } = await ownerClient.data<{ assignFranchisorLead: { assignedTo: string; assignee: { fullName: string } } }>(
      ASSIGN,
      {
        input: { leadId: lead.id, assigneeId: member.id },
      },
    );
    expect(assignFranchisorLead).toEqual({ id: lead.id, assignedTo: member.id, assignee: { fullName: 'Asha Assignee' } });

    const mine = await memberClient.data<{ franchisorLeads: { total: number; items: { name: string }[] } }>(LEADS, {
      filter: { assignedToMe: true },
    });
    expect(mine.franchisorLeads.items.map((l) => l.name)).toEqual(['Assigned Lead']);
    const ownerMine = await ownerClient.data<{ franchisorLeads: { total: number } }>(LEADS, { filter: { assignedToMe: true } });
    expect(ownerMine.franchisorLeads.total).toBe(0);
    // Every member sees all the company's leads.
    expect((await memberClient.data<{ franchisorLeads: { total: number } }>(LEADS)).franchisorLeads.total).toBe(2);
    // Any member may reassign; null leaves it unassigned.
    await memberClient.data(ASSIGN, { input: { leadId: lead.id, assigneeId: owner.id } });
    await memberClient.data(ASSIGN, { input: { leadId: lead.id, assigneeId: null } });
  });

  it('counts on the badge the new leads unassigned or assigned to the person, pushed to each member', async () => {
    const { owner, ownerClient, franchise, member, memberClient } = await companyWithMember();
    const toMember = await createLead(server.ds, { customer: null, franchise, status: LeadStatus.NEW });
    await createLead(server.ds, { customer: null, franchise, status: LeadStatus.NEW });
    const toOwner = await createLead(server.ds, { customer: null, franchise, status: LeadStatus.NEW });
    await ownerClient.data(ASSIGN, { input: { leadId: toOwner.id, assigneeId: owner.id } });

    const { client } = socketClient(server.url, { cookie: memberClient.cookie });
    const sub = collect<{ newLeadCount: number }>(client, NEW_COUNT_SUB);
    try {
      await listening(server, Topics.NEW_LEADS, member.id);
      await ownerClient.data(ASSIGN, { input: { leadId: toMember.id, assigneeId: member.id } });
      await sub.next(1);
      // Unassigned (1) + assigned to the member (1); the owner's lead is not theirs.
      expect(sub.values.at(-1)).toEqual({ newLeadCount: 2 });
    } finally {
      sub.dispose();
      await client.dispose();
    }
    expect(await memberClient.data(NEW_COUNT)).toEqual({ newLeadCount: 2 });
    expect(await ownerClient.data(NEW_COUNT)).toEqual({ newLeadCount: 2 });
  });
});

describe("the company's integrations", () => {
  const TOKENS = `query Tokens { apiTokens { id } }`;
  const CREATE_TOKEN = `mutation Create($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`;

  it('are the owner’s to manage: a member is refused API tokens with the message, and nothing is written', async () => {
    const { owner, ownerClient, memberClient } = await companyWithMember();
    const input = { name: 'Our CRM', scopes: ['LEADS_READ'] };
    const refusal = { message: 'Only the owner of the company account can manage its API tokens and webhooks.', extensions: { code: 'FORBIDDEN' } };
    expect(await memberClient.error(TOKENS)).toMatchObject(refusal);
    expect(await memberClient.error(CREATE_TOKEN, { input })).toMatchObject(refusal);
    expect(await server.ds.query(`SELECT count(*)::int AS n FROM api_tokens WHERE franchisor_id = $1`, [owner.id])).toEqual([{ n: 0 }]);
    await ownerClient.data(CREATE_TOKEN, { input });
    expect(await ownerClient.data(TOKENS)).toEqual({ apiTokens: [expect.objectContaining({ id: expect.any(String) })] });
  });
});
