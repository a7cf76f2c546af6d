import ical, { ICalCalendarMethod } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { UK_ZONE } from './slots';

export interface InvitationInput {
  bookingId: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  cancel: boolean;
  /** Who holds the call (the franchisor) and who is invited (the enquirer): calendars show the invitation as one. */
  organizer?: { name: string; email: string };
  attendees?: { name: string; email: string }[];
}

/** RFC 5545 invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL), in Europe/London with its VTIMEZONE. */
export function invitationIcs(input: InvitationInput): string {
  const calendar = ical({ name: 'Intro call', prodId: { company: 'franchise-compass', product: 'intro-calls' } });
  calendar.method(input.cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  calendar.timezone({ name: UK_ZONE, generator: (tz: string) => tzlib_get_ical_block(tz)[0] });
  calendar.createEvent({
    id: `intro-call-${input.bookingId}@franchise-compass`,
    sequence: input.sequence,
    start: input.start,
    end: input.end,
    timezone: UK_ZONE,
    summary: input.summary,
    description: input.description,
    location: input.location,
    ...(input.organizer ? { organizer: input.organizer } : {}),
    ...(input.attendees ? { attendees: input.attendees.map((a) => ({ ...a, rsvp: false })) } : {}),
  });
  return calendar.toString();
}
