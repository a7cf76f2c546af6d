import { registerEnumType } from 'type-graphql';

/** A booking is live ('booked') until either side cancels it; a move keeps it live at its new time. */
export enum IntroCallStatus {
  BOOKED = 'booked',
  CANCELLED = 'cancelled',
}

/** Who cancelled a call. */
export enum IntroCallParty {
  CUSTOMER = 'customer',
  FRANCHISOR = 'franchisor',
}

/** How the franchisor holds its calls: a video link (with a phone number as a fallback, if given) or by phone. */
export enum IntroCallMeetingKind {
  VIDEO = 'video',
  PHONE = 'phone',
}

/** The call lengths a franchisor may choose, in minutes. */
export const CALL_MINUTES = [15, 20, 30, 45, 60] as const;

registerEnumType(IntroCallStatus, { name: 'IntroCallStatus', description: 'BOOKED (live, possibly moved) or CANCELLED.' });
registerEnumType(IntroCallParty, { name: 'IntroCallParty', description: 'Who cancelled an intro call.' });
registerEnumType(IntroCallMeetingKind, {
  name: 'IntroCallMeetingKind',
  description: "How the franchisor holds its intro calls: VIDEO (a meeting link) or PHONE (the franchisor's number).",
});
