import { registerEnumType } from 'type-graphql';

// The facts of a listing the matching quiz asks about (issue 43): how involved its owner is, and for how long.

/** How involved an owner is; a listing states every style it suits, a buyer picks one. */
export enum OwnershipStyle {
  OWNER_OPERATOR = 'owner_operator',
  MANAGER = 'manager',
  SEMI_PASSIVE = 'semi_passive',
}

/** Hours a week: a listing states what it asks of its owner, a buyer what they can give. Ordered, fewest first. */
export enum WorkingHours {
  PART_TIME = 'part_time',
  FULL_TIME = 'full_time',
  EXTENDED = 'extended',
}

registerEnumType(OwnershipStyle, { name: 'OwnershipStyle', description: 'How involved the owner of a franchise is.' });
registerEnumType(WorkingHours, { name: 'WorkingHours', description: 'Hours a week given to the business.' });

/** As the buyer picks them in the quiz. */
export const OWNERSHIP_STYLE_LABELS: Record<OwnershipStyle, string> = {
  [OwnershipStyle.OWNER_OPERATOR]: 'Owner-operator: I run it myself, day to day',
  [OwnershipStyle.MANAGER]: 'Manager-owner: I lead a team that does the work',
  [OwnershipStyle.SEMI_PASSIVE]: 'Semi-passive: a manager runs it, I oversee',
};

/** As the buyer picks them in the quiz. */
export const WORKING_HOURS_LABELS: Record<WorkingHours, string> = {
  [WorkingHours.PART_TIME]: 'Part time, up to 20 hours a week',
  [WorkingHours.FULL_TIME]: 'Full time, 20 to 45 hours a week',
  [WorkingHours.EXTENDED]: 'More than 45 hours a week',
};

/** As a listing states them (key facts, the admin's review). */
export const OWNERSHIP_STYLE_NAMES: Record<OwnershipStyle, string> = {
  [OwnershipStyle.OWNER_OPERATOR]: 'Owner-operators',
  [OwnershipStyle.MANAGER]: 'Manager-owners',
  [OwnershipStyle.SEMI_PASSIVE]: 'Semi-passive owners',
};

/** As a listing states them (key facts, the admin's review). */
export const WORKING_HOURS_NAMES: Record<WorkingHours, string> = {
  [WorkingHours.PART_TIME]: 'Part time (up to 20 hours a week)',
  [WorkingHours.FULL_TIME]: 'Full time (20 to 45 hours a week)',
  [WorkingHours.EXTENDED]: 'More than 45 hours a week',
};
