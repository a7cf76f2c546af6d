import { Field, ID, Int, ObjectType } from 'type-graphql';
import { IntroCallMeetingKind, IntroCallParty, IntroCallStatus } from './intro-call.enums';
import { formatUkSlot } from './slots';

/**
 * One intro call as the loaders and services read it (`b` is intro_call_bookings, `s` the franchisor's settings):
 * the booking with how its franchisor holds calls. Not published; the readers' types below are built from it.
 */
export interface IntroCallRow {
  id: string;
  leadId: string;
  franchisorId: string;
  customerId: string;
  startsAt: Date;
  endsAt: Date;
  status: IntroCallStatus;
  cancelledBy: IntroCallParty | null;
  sequence: number;
  meetingLink: string | null;
  phone: string | null;
}

export const INTRO_CALL_COLUMNS = `b.id, b.lead_id AS "leadId", b.franchisor_id AS "franchisorId", b.customer_id AS "customerId",
  b.starts_at AS "startsAt", b.ends_at AS "endsAt", b.status, b.cancelled_by AS "cancelledBy", b.sequence,
  s.meeting_link AS "meetingLink", s.phone`;

@ObjectType({ description: 'A time an intro call can be booked at.' })
export class IntroCallSlot {
  @Field({ description: 'The start, an instant (ISO 8601); send it back to book.' })
  startsAt: Date;

  @Field({ description: "The start in UK time, en-GB: 'Sunday 31 October 2027, 09:00'." })
  label: string;
}

@ObjectType({ description: "What an enquirer may book with a lead's franchisor: the call's length, how it is held and the free times." })
export class IntroCallSlots {
  @Field(() => Int, { description: 'How long a call lasts, in minutes.' })
  callMinutes: number;

  @Field(() => IntroCallMeetingKind)
  meetingKind: IntroCallMeetingKind;

  @Field(() => String, { nullable: true, description: 'The meeting link; null until the enquirer has a call booked on this lead.' })
  meetingLink: string | null;

  @Field(() => String, { nullable: true, description: "The franchisor's phone number; null until the enquirer has a call booked on this lead." })
  phone: string | null;

  @Field(() => [IntroCallSlot], {
    description:
      "Free times in UK time, soonest first, within the franchisor's notice and horizon. Times overlapping the enquirer's own call on this lead are included (to move it to).",
  })
  slots: IntroCallSlot[];
}

/** The franchisor's view of the call on one of their leads. */
@ObjectType({ description: 'The intro call an enquirer booked on a lead.' })
export class LeadIntroCall {
  @Field(() => ID)
  id: string;

  @Field()
  startsAt: Date;

  @Field()
  endsAt: Date;

  @Field(() => IntroCallStatus)
  status: IntroCallStatus;

  @Field(() => IntroCallParty, { nullable: true, description: 'Who cancelled the call; null while it is booked.' })
  cancelledBy: IntroCallParty | null;

  @Field({ description: "The start in UK time, en-GB: 'Sunday 31 October 2027, 09:00'." })
  label: string;
}

/** The enquirer's view of their call on one of their requests: the franchisor's, and how to join it. */
@ObjectType({ description: "An enquirer's intro call with the franchisor of one of their requests." })
export class CustomerIntroCall extends LeadIntroCall {
  @Field(() => String, { nullable: true, description: 'The meeting link while the call is booked; null when cancelled or held by phone.' })
  meetingLink: string | null;

  @Field(() => String, { nullable: true, description: "The franchisor's phone number while the call is booked; null when cancelled or not given." })
  phone: string | null;
}

export function toLeadIntroCall(row: IntroCallRow): LeadIntroCall {
  return {
    id: row.id,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status,
    cancelledBy: row.cancelledBy,
    label: formatUkSlot(row.startsAt),
  };
}

export function toCustomerIntroCall(row: IntroCallRow): CustomerIntroCall {
  const live = row.status === IntroCallStatus.BOOKED;
  return { ...toLeadIntroCall(row), meetingLink: live ? row.meetingLink : null, phone: live ? row.phone : null };
}
