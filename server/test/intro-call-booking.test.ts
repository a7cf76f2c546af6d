import { DateTime } from 'luxon';
import type { Profile } from '../src/modules/auth/profile.entity';
import { FranchiseLead } from '../src/modules/lead-intake/franchise-lead.entity';
import { INTRO_CALL_REMINDER_QUEUE } from '../src/modules/intro-calls/intro-call.service';
import { freeSlots } from '../src/modules/intro-calls/slots';
import { FACTORY_PASSWORD, createCustomer, createFranchise, createFranchisor, createLead } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type ReceivedMail, type TestSmtp, startTestSmtp } from './support/smtp';
import { statementsDuring } from './support/statements';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * Intro calls (issue 43 part 4), over HTTP against a real database and a real SMTP server: the franchisor's
 * calendar, the enquirer's free times, booking (one winner among concurrent bookings), moving, cancelling by either
 * side, the e-mails with their iCalendar invitations, the reminders, and who may do what.
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

const SETTINGS_FIELDS = 'offered windows { weekday startMinute endMinute } callMinutes meetingLink phone noticeHours horizonDays updatedAt';
const MY_SETTINGS = `query MySettings { myIntroCallSettings { ${SETTINGS_FIELDS} } }`;
const SAVE = `mutation Save($input: IntroCallSettingsInput!) { saveIntroCallSettings(input: $input) { ${SETTINGS_FIELDS} } }`;
const TURN_OFF = `mutation Off { turnOffIntroCalls { offered windows { weekday } } }`;
const SLOTS = `query Slots($leadId: ID!) { introCallSlots(leadId: $leadId) { callMinutes meetingKind meetingLink phone slots { startsAt label } } }`;
const CALL_FIELDS = 'id startsAt endsAt status cancelledBy label meetingLink phone';
const BOOK = `mutation Book($leadId: ID!, $startsAt: DateTimeISO!) { bookIntroCall(leadId: $leadId, startsAt: $startsAt) { ${CALL_FIELDS} } }`;
const MOVE = `mutation Move($bookingId: ID!, $startsAt: DateTimeISO!) { moveIntroCall(bookingId: $bookingId, startsAt: $startsAt) { ${CALL_FIELDS} } }`;
const CANCEL = `mutation Cancel($bookingId: ID!) { cancelIntroCall(bookingId: $bookingId) { ${CALL_FIELDS} } }`;
const LEAD_CANCEL = `mutation LeadCancel($bookingId: ID!) { cancelLeadIntroCall(bookingId: $bookingId) { id status cancelledBy label } }`;
const LEAD_SLOTS = `query LeadSlots($bookingId: ID!) { leadIntroCallSlots(bookingId: $bookingId) { callMinutes slots { startsAt label } } }`;
const LEAD_MOVE = `mutation LeadMove($bookingId: ID!, $startsAt: DateTimeISO!) { moveLeadIntroCall(bookingId: $bookingId, startsAt: $startsAt) { id status startsAt label } }`;
const LEADS = `query Leads { franchisorLeads(page: { pageSize: 50 }) { items { id introCall { id status cancelledBy startsAt endsAt label } } } }`;
const REQUESTS = `query Requests { myFranchiseRequests { items { id introCallOffered introCall { id status cancelledBy meetingLink } } } }`;

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 }));
const SETTINGS = {
  windows: ALL_WEEK,
  callMinutes: 30,
  meetingLink: 'https://meet.example.com/intro',
  phone: '0113 496 0000',
  noticeHours: 1,
  horizonDays: 4,
};

interface Slot {
  startsAt: string;
  label: string;
}
interface Call {
  id: string;
  startsAt: string;
  endsAt: string;
  status: string;
  cancelledBy: string | null;
  label: string;
  meetingLink: string | null;
  phone: string | null;
}

async function as(profile: Profile, type: 'FRANCHISOR' | 'CUSTOMER'): Promise<TestClient> {
  const client = new TestClient(server.url);
  await client.signIn(profile.email, FACTORY_PASSWORD, type);
  return client;
}

/** A franchisor (signed in) with a listing and, unless told otherwise, a saved calendar. */
async function franchisorWithCalendar(settings: object | null = SETTINGS) {
  const franchisor = await createFranchisor(server.ds);
  const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id, name: 'Bean There Coffee' });
  const franchisorClient = await as(franchisor, 'FRANCHISOR');
  if (settings) await franchisorClient.data(SAVE, { input: settings });
  return { franchisor, franchise, franchisorClient };
}

/** A customer (signed in) with a request to the franchise. */
async function enquirer(franchise: Awaited<ReturnType<typeof franchisorWithCalendar>>['franchise']) {
  const customer = await createCustomer(server.ds);
  const lead = await createLead(server.ds, { customer, franchise });
  return { customer, lead, client: await as(customer, 'CUSTOMER') };
}

async function slotsOf(client: TestClient, leadId: string): Promise<Slot[]> {
  return (await client.data<{ introCallSlots: { slots: Slot[] } }>(SLOTS, { leadId })).introCallSlots.slots;
}

/** The free time at least `hours` ahead (the `nth` after it: several picks must differ, not all fall on one morning). */
const slotAfter = (slots: Slot[], hours: number, nth = 0): Slot => {
  const slot = slots.filter((s) => new Date(s.startsAt).getTime() > Date.now() + hours * 3_600_000)[nth];
  if (!slot) throw new Error(`No slot ${hours} hours ahead`);
  return slot;
};

const unfold = (ics: string): string[] => ics.replace(/\r\n[ \t]/g, '').split(/\r?\n/);

/** The calendar attachment of a mail, unfolded into its lines. */
function icsOf(mail: ReceivedMail): string[] {
  const calendar = mail.attachments.find((a) => /^text\/calendar/i.test(a.contentType));
  if (!calendar) throw new Error(`No calendar attachment in '${mail.subject}'`);
  return unfold(calendar.content);
}

const ukStamp = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/London' }).toFormat("yyyyMMdd'T'HHmmss");

async function mailsTo(email: string, subject: RegExp, count = 1): Promise<ReceivedMail[]> {
  await smtp.waitFor(() => smtp.to(email).filter((m) => subject.test(m.subject)).length >= count);
  return smtp.to(email).filter((m) => subject.test(m.subject));
}

const settingsRows = async (franchisorId: string) =>
  (await server.ds.query<unknown[]>(`SELECT 1 FROM intro_call_settings WHERE franchisor_id = $1`, [franchisorId])).length;
const bookingRows = async (leadId: string) =>
  server.ds.query<{ status: string; sequence: number }[]>(`SELECT status, sequence FROM intro_call_bookings WHERE lead_id = $1`, [leadId]);

describe("the franchisor's calendar", () => {
  it('refuses bad settings with the messages and writes nothing', async () => {
    const { franchisor, franchisorClient } = await franchisorWithCalendar(null);
    const before = await franchisorClient.data<{
      myIntroCallSettings: { offered: boolean; callMinutes: number; noticeHours: number; horizonDays: number };
    }>(MY_SETTINGS);
    expect(before.myIntroCallSettings).toMatchObject({ offered: false, callMinutes: 30, noticeHours: 24, horizonDays: 21 });

    const refused = async (change: object) => (await franchisorClient.error(SAVE, { input: { ...SETTINGS, ...change } })).message;
    expect(await refused({ windows: [] })).toBe('Please add at least one weekly time');
    expect(await refused({ meetingLink: null, phone: '  ' })).toBe('Please give a meeting link or a phone number');
    expect(await refused({ meetingLink: 'http://meet.example.com/x' })).toBe('Please enter a meeting link starting with https://');
    expect(await refused({ meetingLink: 'meet.example.com/x' })).toBe('Please enter a meeting link starting with https://');
    expect(await refused({ windows: [{ weekday: 1, startMinute: 600, endMinute: 600 }] })).toBe('A time must end after it starts');
    expect(await refused({ windows: [{ weekday: 1, startMinute: 600, endMinute: 540 }] })).toBe('A time must end after it starts');
    expect(await refused({ callMinutes: 25 })).toBe('Please choose a call length from the list');
    const error = await franchisorClient.error(SAVE, { input: { ...SETTINGS, windows: [] } });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { windows: 'Please add at least one weekly time' } });
    expect(await settingsRows(franchisor.id)).toBe(0);
  });

  it('saves the calendar whole, merging overlapping times of a day, and can turn calls off', async () => {
    const { franchisorClient } = await franchisorWithCalendar(null);
    const { saveIntroCallSettings } = await franchisorClient.data<{ saveIntroCallSettings: Record<string, unknown> }>(SAVE, {
      input: {
        ...SETTINGS,
        phone: null,
        windows: [
          { weekday: 2, startMinute: 600, endMinute: 720 },
          { weekday: 1, startMinute: 540, endMinute: 600 },
          { weekday: 2, startMinute: 660, endMinute: 780 },
        ],
      },
    });
    expect(saveIntroCallSettings).toMatchObject({
      offered: true,
      windows: [
        { weekday: 1, startMinute: 540, endMinute: 600 },
        { weekday: 2, startMinute: 600, endMinute: 780 },
      ],
      callMinutes: 30,
      meetingLink: 'https://meet.example.com/intro',
      phone: null,
      noticeHours: 1,
      horizonDays: 4,
    });
    expect(saveIntroCallSettings.updatedAt).toEqual(expect.any(String));
    const { turnOffIntroCalls } = await franchisorClient.data<{ turnOffIntroCalls: { offered: boolean; windows: unknown[] } }>(TURN_OFF);
    expect(turnOffIntroCalls).toEqual({ offered: false, windows: [] });
  });

  it('is not offered to enquirers until it has weekly times', async () => {
    const { franchise, franchisorClient } = await franchisorWithCalendar(null);
    const { lead, client } = await enquirer(franchise);
    const { myFranchiseRequests } = await client.data<{ myFranchiseRequests: { items: { id: string; introCallOffered: boolean }[] } }>(REQUESTS);
    expect(myFranchiseRequests.items).toEqual([{ id: lead.id, introCallOffered: false, introCall: null }]);
    expect((await client.error(SLOTS, { leadId: lead.id })).message).toBe('This franchisor does not offer intro calls yet.');
    const book = await client.error(BOOK, { leadId: lead.id, startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(book.message).toBe('This franchisor does not offer intro calls yet.');

    await franchisorClient.data(SAVE, { input: SETTINGS });
    const after = await client.data<{ myFranchiseRequests: { items: { introCallOffered: boolean }[] } }>(REQUESTS);
    expect(after.myFranchiseRequests.items[0].introCallOffered).toBe(true);
    await franchisorClient.data(TURN_OFF);
    expect((await client.error(SLOTS, { leadId: lead.id })).message).toBe('This franchisor does not offer intro calls yet.');
    expect(await bookingRows(lead.id)).toEqual([]);
  });
});

describe('free times', () => {
  it('leave out booked times and any time overlapping a booked call; a time off the list is refused', async () => {
    const { franchise, franchisorClient } = await franchisorWithCalendar();
    const first = await enquirer(franchise);
    const second = await enquirer(franchise);
    const slots = await slotsOf(second.client, second.lead.id);
    const { introCallSlots } = await second.client.data<{ introCallSlots: Record<string, unknown> }>(SLOTS, { leadId: second.lead.id });
    // How the call is held is shown once booked, not before.
    expect(introCallSlots).toMatchObject({ callMinutes: 30, meetingKind: 'VIDEO', meetingLink: null, phone: null });
    const ten = slots.find((s) => s.label.endsWith(', 10:00') && new Date(s.startsAt).getTime() > Date.now() + 2 * 3_600_000)!;
    expect(ten.label).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}, 10:00$/);

    const offList = new Date(new Date(ten.startsAt).getTime() + 60_000).toISOString();
    expect((await first.client.error(BOOK, { leadId: first.lead.id, startsAt: offList })).message).toBe('Please choose a time from the list.');
    await first.client.data(BOOK, { leadId: first.lead.id, startsAt: ten.startsAt });
    expect((await slotsOf(second.client, second.lead.id)).map((s) => s.startsAt)).not.toContain(ten.startsAt);

    // Longer calls: every 45-minute time that would overlap the booked 10:00-10:30 is gone, the others stay.
    await franchisorClient.data(SAVE, { input: { ...SETTINGS, callMinutes: 45 } });
    const now = new Date();
    const longer = (await slotsOf(second.client, second.lead.id)).map((s) => new Date(s.startsAt).getTime());
    const booked = [new Date(ten.startsAt).getTime(), new Date(ten.startsAt).getTime() + 30 * 60_000];
    const overlapping = (t: number) => t < booked[1] && t + 45 * 60_000 > booked[0];
    const grid = freeSlots({ ...SETTINGS, callMinutes: 45 }, now).map((d) => d.getTime());
    expect(grid.filter(overlapping).length).toBeGreaterThan(0);
    expect(longer.filter(overlapping)).toEqual([]);
    const clear = grid.filter((t) => !overlapping(t) && t > now.getTime() + 2 * 3_600_000);
    expect(longer).toEqual(expect.arrayContaining(clear));
    const overlappingTime = new Date(grid.find(overlapping)!).toISOString();
    expect((await second.client.error(BOOK, { leadId: second.lead.id, startsAt: overlappingTime })).message).toBe(
      'That time has just been taken. Please choose another.',
    );
  });
});

describe('booking', () => {
  it("books a call, mails both sides an invitation in UK time and counts as the franchisor's first response", async () => {
    const { franchisor, franchise, franchisorClient } = await franchisorWithCalendar();
    const { customer, lead, client } = await enquirer(franchise);
    expect((await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: lead.id })).firstResponseAt).toBeNull();
    const slot = slotAfter(await slotsOf(client, lead.id), 2);

    const { bookIntroCall } = await client.data<{ bookIntroCall: Call }>(BOOK, { leadId: lead.id, startsAt: slot.startsAt });
    expect(bookIntroCall).toMatchObject({
      startsAt: slot.startsAt,
      endsAt: new Date(new Date(slot.startsAt).getTime() + 30 * 60_000).toISOString(),
      status: 'BOOKED',
      cancelledBy: null,
      label: slot.label,
      meetingLink: 'https://meet.example.com/intro',
      phone: '0113 496 0000',
    });
    expect((await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: lead.id })).firstResponseAt).toEqual(expect.any(Date));

    for (const [email, subject] of [
      [customer.email, /^Your intro call with .* is booked$/],
      [franchisor.email, /booked an intro call$/],
    ] as const) {
      const [mail] = await mailsTo(email, subject);
      expect(mail.text).toContain(slot.label);
      expect(mail.text).toContain('https://meet.example.com/intro');
      const ics = icsOf(mail);
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain(`UID:intro-call-${bookIntroCall.id}@franchise-compass`);
      expect(ics).toContain('SEQUENCE:0');
      expect(ics).toContain(`DTSTART;TZID=Europe/London:${ukStamp(slot.startsAt)}`);
      expect(ics).toContain('BEGIN:VTIMEZONE');
      expect(mail.attachments[0].contentType).toMatch(/method=REQUEST/);
    }

    // The enquirer now sees how the call is held; one live call per request.
    const { introCallSlots } = await client.data<{ introCallSlots: { meetingLink: string; phone: string } }>(SLOTS, { leadId: lead.id });
    expect(introCallSlots).toMatchObject({ meetingLink: 'https://meet.example.com/intro', phone: '0113 496 0000' });
    const other = slotAfter(await slotsOf(client, lead.id), 2, 3);
    expect((await client.error(BOOK, { leadId: lead.id, startsAt: other.startsAt })).message).toBe(
      'You already have an intro call booked for this enquiry.',
    );
    const requests = await client.data<{ myFranchiseRequests: { items: { introCall: { id: string; status: string } }[] } }>(REQUESTS);
    expect(requests.myFranchiseRequests.items[0].introCall).toMatchObject({ id: bookIntroCall.id, status: 'BOOKED' });
    const leads = await franchisorClient.data<{ franchisorLeads: { items: { id: string; introCall: { label: string; status: string } | null }[] } }>(
      LEADS,
    );
    expect(leads.franchisorLeads.items.find((l) => l.id === lead.id)?.introCall).toMatchObject({ status: 'BOOKED', label: slot.label });
  });

  it('gives a time booked by ten enquirers at once to exactly one; the others are told it has just been taken', async () => {
    const { franchise } = await franchisorWithCalendar();
    const enquirers = await Promise.all(Array.from({ length: 10 }, () => enquirer(franchise)));
    const slot = slotAfter(await slotsOf(enquirers[0].client, enquirers[0].lead.id), 2);

    const results = await Promise.all(enquirers.map((e) => e.client.request(BOOK, { leadId: e.lead.id, startsAt: slot.startsAt })));
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(9);
    for (const r of lost) {
      expect(r.errors![0].message).toBe('That time has just been taken. Please choose another.');
      expect(r.errors![0].extensions?.code).toBe('CONFLICT');
    }
    const [{ n }] = await server.ds.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM intro_call_bookings WHERE franchisor_id = $1 AND status = 'booked'`,
      [franchise.franchisorId],
    );
    expect(n).toBe(1);
  });

  it('moves a call as the same invitation with a higher SEQUENCE; either side cancels it with a CANCEL', async () => {
    const { franchisor, franchise, franchisorClient } = await franchisorWithCalendar();
    const { customer, lead, client } = await enquirer(franchise);
    const slots = await slotsOf(client, lead.id);
    const { bookIntroCall } = await client.data<{ bookIntroCall: Call }>(BOOK, { leadId: lead.id, startsAt: slotAfter(slots, 2).startsAt });

    const to = slotAfter(slots, 2, 4);
    const { moveIntroCall } = await client.data<{ moveIntroCall: Call }>(MOVE, { bookingId: bookIntroCall.id, startsAt: to.startsAt });
    expect(moveIntroCall).toMatchObject({ id: bookIntroCall.id, startsAt: to.startsAt, label: to.label, status: 'BOOKED' });
    for (const email of [customer.email, franchisor.email]) {
      const [mail] = await mailsTo(email, /moved/);
      const ics = icsOf(mail);
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain(`UID:intro-call-${bookIntroCall.id}@franchise-compass`);
      expect(ics).toContain('SEQUENCE:1');
      expect(ics).toContain(`DTSTART;TZID=Europe/London:${ukStamp(to.startsAt)}`);
    }
    // The old time is free again.
    expect((await slotsOf(client, lead.id)).map((s) => s.startsAt)).toContain(slotAfter(slots, 2).startsAt);

    const { cancelLeadIntroCall } = await franchisorClient.data<{ cancelLeadIntroCall: { status: string; cancelledBy: string } }>(LEAD_CANCEL, {
      bookingId: bookIntroCall.id,
    });
    expect(cancelLeadIntroCall).toMatchObject({ status: 'CANCELLED', cancelledBy: 'FRANCHISOR' });
    for (const email of [customer.email, franchisor.email]) {
      const [mail] = await mailsTo(email, /cancelled/);
      const ics = icsOf(mail);
      expect(ics).toContain('METHOD:CANCEL');
      expect(ics).toContain(`UID:intro-call-${bookIntroCall.id}@franchise-compass`);
      expect(ics).toContain('SEQUENCE:2');
    }
    const { myFranchiseRequests } = await client.data<{ myFranchiseRequests: { items: { introCall: object }[] } }>(REQUESTS);
    expect(myFranchiseRequests.items[0].introCall).toMatchObject({ status: 'CANCELLED', cancelledBy: 'FRANCHISOR', meetingLink: null });
    expect((await client.error(MOVE, { bookingId: bookIntroCall.id, startsAt: to.startsAt })).message).toBe(
      'This intro call has been cancelled. Please book a new time.',
    );

    // A new call on the same request, cancelled by the enquirer.
    const again = await client.data<{ bookIntroCall: Call }>(BOOK, { leadId: lead.id, startsAt: to.startsAt });
    expect(again.bookIntroCall.id).not.toBe(bookIntroCall.id);
    const { cancelIntroCall } = await client.data<{ cancelIntroCall: Call }>(CANCEL, { bookingId: again.bookIntroCall.id });
    expect(cancelIntroCall).toMatchObject({ status: 'CANCELLED', cancelledBy: 'CUSTOMER' });
    const cancellations = await mailsTo(franchisor.email, /cancelled/, 2);
    const last = icsOf(cancellations[1]);
    expect(last).toContain('METHOD:CANCEL');
    expect(last).toContain(`UID:intro-call-${again.bookIntroCall.id}@franchise-compass`);
    expect(last).toContain('SEQUENCE:1');
    expect((await bookingRows(lead.id)).map((b) => [b.status, b.sequence]).sort()).toEqual([
      ['cancelled', 1],
      ['cancelled', 2],
    ]);
  });
});

describe("the franchisor's side", () => {
  it('moves a call to another free time, as the same invitation, and another company may not', async () => {
    const { franchisor, franchise, franchisorClient } = await franchisorWithCalendar();
    const { customer, lead, client } = await enquirer(franchise);
    const slots = await slotsOf(client, lead.id);
    const booked = slotAfter(slots, 2);
    const { bookIntroCall } = await client.data<{ bookIntroCall: Call }>(BOOK, { leadId: lead.id, startsAt: booked.startsAt });

    const { leadIntroCallSlots } = await franchisorClient.data<{ leadIntroCallSlots: { slots: Slot[] } }>(LEAD_SLOTS, {
      bookingId: bookIntroCall.id,
    });
    expect(leadIntroCallSlots.slots.map((s) => s.startsAt)).not.toContain(booked.startsAt);
    const to = slotAfter(leadIntroCallSlots.slots, 2, 3);

    const other = await franchisorWithCalendar();
    expect((await other.franchisorClient.error(LEAD_SLOTS, { bookingId: bookIntroCall.id })).message).toBe('Intro call not found');
    expect((await other.franchisorClient.error(LEAD_MOVE, { bookingId: bookIntroCall.id, startsAt: to.startsAt })).message).toBe(
      'Intro call not found',
    );
    expect((await franchisorClient.error(LEAD_MOVE, { bookingId: bookIntroCall.id, startsAt: '2020-01-01T09:00:00.000Z' })).message).toBe(
      'Please choose a time from the list.',
    );
    expect(await bookingRows(lead.id)).toEqual([{ status: 'booked', sequence: 0 }]);

    const { moveLeadIntroCall } = await franchisorClient.data<{ moveLeadIntroCall: { status: string; startsAt: string } }>(LEAD_MOVE, {
      bookingId: bookIntroCall.id,
      startsAt: to.startsAt,
    });
    expect(moveLeadIntroCall).toMatchObject({ status: 'BOOKED', startsAt: to.startsAt });
    for (const email of [customer.email, franchisor.email]) {
      const [mail] = await mailsTo(email, /moved/);
      const ics = icsOf(mail);
      expect(ics).toContain(`UID:intro-call-${bookIntroCall.id}@franchise-compass`);
      expect(ics).toContain('SEQUENCE:1');
      expect(ics).toContain(`DTSTART;TZID=Europe/London:${ukStamp(to.startsAt)}`);
    }
    // The enquirer may not use the franchisor's door, nor the franchisor the enquirer's.
    expect((await client.error(LEAD_MOVE, { bookingId: bookIntroCall.id, startsAt: booked.startsAt })).extensions?.code).toBe('FORBIDDEN');
    expect((await franchisorClient.error(MOVE, { bookingId: bookIntroCall.id, startsAt: booked.startsAt })).extensions?.code).toBe('FORBIDDEN');
  });
});

describe('who may', () => {
  it('refuses strangers and other franchisors, writing nothing; a member of the franchisor company may cancel', async () => {
    const { franchisor, franchise } = await franchisorWithCalendar();
    const { lead, client } = await enquirer(franchise);
    const slots = await slotsOf(client, lead.id);
    const { bookIntroCall } = await client.data<{ bookIntroCall: Call }>(BOOK, { leadId: lead.id, startsAt: slotAfter(slots, 2).startsAt });
    await server.services.mailer.idle();
    const sent = smtp.messages.length;

    const stranger = await as(await createCustomer(server.ds), 'CUSTOMER');
    expect((await stranger.error(SLOTS, { leadId: lead.id })).message).toBe('Franchise request not found');
    expect((await stranger.error(BOOK, { leadId: lead.id, startsAt: slotAfter(slots, 2, 2).startsAt })).message).toBe('Franchise request not found');
    const move = await stranger.error(MOVE, { bookingId: bookIntroCall.id, startsAt: slotAfter(slots, 2, 2).startsAt });
    expect(move).toMatchObject({ message: 'Intro call not found', extensions: { code: 'NOT_FOUND' } });
    expect((await stranger.error(CANCEL, { bookingId: bookIntroCall.id })).message).toBe('Intro call not found');

    const otherFranchisor = await as(await createFranchisor(server.ds), 'FRANCHISOR');
    expect((await otherFranchisor.error(LEAD_CANCEL, { bookingId: bookIntroCall.id })).message).toBe('Intro call not found');
    // The franchisor cannot book or move on the enquirer's behalf; a visitor cannot do anything.
    const own = await as(franchisor, 'FRANCHISOR');
    expect((await own.error(MOVE, { bookingId: bookIntroCall.id, startsAt: slotAfter(slots, 2, 2).startsAt })).extensions?.code).toBe('FORBIDDEN');
    expect((await new TestClient(server.url).error(CANCEL, { bookingId: bookIntroCall.id })).extensions?.code).toBe('UNAUTHENTICATED');

    expect(await bookingRows(lead.id)).toEqual([{ status: 'booked', sequence: 0 }]);
    await server.services.mailer.idle();
    expect(smtp.messages.length).toBe(sent);

    // A member of the company (issue 42 seats) works the company's leads, calls included.
    const member = await createFranchisor(server.ds);
    await server.ds.query(`UPDATE profiles SET franchisor_id = $2 WHERE id = $1`, [member.id, franchisor.id]);
    await server.ds.query(`UPDATE franchisor_members SET franchisor_id = $2, role = 'member' WHERE user_id = $1`, [member.id, franchisor.id]);
    const memberClient = await as(member, 'FRANCHISOR');
    const { cancelLeadIntroCall } = await memberClient.data<{ cancelLeadIntroCall: { status: string } }>(LEAD_CANCEL, {
      bookingId: bookIntroCall.id,
    });
    expect(cancelLeadIntroCall.status).toBe('CANCELLED');
  });
});

describe('reminders', () => {
  /** Makes the call's reminder jobs (those for `startsAt`, or all) due now and runs the queue. */
  async function runReminders(bookingId: string, startsAt?: string): Promise<void> {
    await server.ds.query(
      `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND data->>'bookingId' = $2 AND ($3::text IS NULL OR data->>'startsAt' = $3)`,
      [INTRO_CALL_REMINDER_QUEUE, bookingId, startsAt ?? null],
    );
    await server.services.jobs.idle();
  }

  it('reminds both sides a day and an hour before, and never of a time the call moved from or a cancelled call', async () => {
    const { franchisor, franchise } = await franchisorWithCalendar();
    const { customer, lead, client } = await enquirer(franchise);
    const slots = await slotsOf(client, lead.id);
    const first = slotAfter(slots, 26);
    const { bookIntroCall } = await client.data<{ bookIntroCall: Call }>(BOOK, { leadId: lead.id, startsAt: first.startsAt });
    const jobs = await server.ds.query<{ startAfter: Date; kind: string }[]>(
      `SELECT start_after AS "startAfter", data->>'kind' AS kind FROM pgboss.job WHERE name = $1 AND data->>'bookingId' = $2 ORDER BY start_after`,
      [INTRO_CALL_REMINDER_QUEUE, bookIntroCall.id],
    );
    expect(jobs.map((j) => j.kind)).toEqual(['day', 'hour']);
    const start = new Date(first.startsAt).getTime();
    expect(Math.abs(jobs[0].startAfter.getTime() - (start - 86_400_000))).toBeLessThan(5000);
    expect(Math.abs(jobs[1].startAfter.getTime() - (start - 3_600_000))).toBeLessThan(5000);

    const moved = slotAfter(slots, 26, 3);
    await client.data(MOVE, { bookingId: bookIntroCall.id, startsAt: moved.startsAt });
    await runReminders(bookIntroCall.id, first.startsAt);
    expect(smtp.to(customer.email).filter((m) => /^Reminder/.test(m.subject))).toEqual([]);
    expect(smtp.to(franchisor.email).filter((m) => /^Reminder/.test(m.subject))).toEqual([]);

    await runReminders(bookIntroCall.id, moved.startsAt);
    const toCustomer = await mailsTo(customer.email, /^Reminder/, 2);
    const toFranchisor = await mailsTo(franchisor.email, /^Reminder/, 2);
    expect(toCustomer.map((m) => m.subject).sort()).toEqual([
      'Reminder: your intro call with Test Franchise Ltd is in an hour',
      'Reminder: your intro call with Test Franchise Ltd is tomorrow',
    ]);
    expect(toFranchisor).toHaveLength(2);
    expect(toCustomer[0].text).toContain(moved.label);

    // A cancelled call: its reminders send nothing.
    const second = await enquirer(franchise);
    const { bookIntroCall: call } = await second.client.data<{ bookIntroCall: Call }>(BOOK, {
      leadId: second.lead.id,
      startsAt: slotAfter(await slotsOf(second.client, second.lead.id), 26).startsAt,
    });
    await second.client.data(CANCEL, { bookingId: call.id });
    await runReminders(call.id);
    expect(smtp.to(second.customer.email).filter((m) => /^Reminder/.test(m.subject))).toEqual([]);
  });
});

describe("the franchisor's leads", () => {
  it('load their calls in one statement however many leads there are (no N+1)', async () => {
    const { franchise, franchisorClient } = await franchisorWithCalendar();
    const enquirers = await Promise.all(Array.from({ length: 4 }, () => enquirer(franchise)));
    const slots = await slotsOf(enquirers[0].client, enquirers[0].lead.id);
    for (const [i, e] of enquirers.slice(0, 3).entries()) {
      await e.client.data(BOOK, { leadId: e.lead.id, startsAt: slotAfter(slots, 2, i * 2).startsAt });
    }
    type Leads = { franchisorLeads: { items: { id: string; introCall: { status: string } | null }[] } };
    let page: Leads = { franchisorLeads: { items: [] } };
    const statements = await statementsDuring(server.ds, async () => {
      page = await franchisorClient.data<Leads>(LEADS);
    });
    expect(page.franchisorLeads.items).toHaveLength(4);
    expect(page.franchisorLeads.items.filter((l) => l.introCall?.status === 'BOOKED')).toHaveLength(3);
    expect(page.franchisorLeads.items.filter((l) => l.introCall === null)).toHaveLength(1);
    expect(statements.filter((q) => /intro_call_bookings/.test(q))).toHaveLength(1);
  });
});
