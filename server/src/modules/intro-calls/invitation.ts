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
}

/** RFC 5545 invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL), in Europe/London with its VTIMEZONE. */
export function invitationIcs(input: InvitationInput): string {
  const calendar = ical({ name: 'Intro call', prodId: { company: 'franchise-marketplace', product: 'intro-calls' } });
  calendar.method(input.cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  calendar.timezone({ name: UK_ZONE, generator: (tz: string) => tzlib_get_ical_block(tz)[0] });
  calendar.createEvent({
    id: `intro-call-${input.bookingId}@franchise-marketplace`,
    sequence: input.sequence,
    start: input.start,
    end: input.end,
    timezone: UK_ZONE,
    summary: input.summary,
    description: input.description,
    location: input.location,
  });
  return calendar.toString();
}
