import { registerEnumType } from 'type-graphql';

export enum LeadStatus {
  NEW = 'new',
  CONTACTED = 'contacted',
  MEETING = 'meeting',
  QUALIFIED = 'qualified',
  CONVERTED = 'converted',
  LOST = 'lost',
}

export enum InterestStatus {
  STILL_INTERESTED = 'still_interested',
  NOT_INTERESTED = 'not_interested',
}

registerEnumType(LeadStatus, { name: 'LeadStatus' });
registerEnumType(InterestStatus, { name: 'InterestStatus' });
