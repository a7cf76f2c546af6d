import { Field } from 'type-graphql';
import { OneOf } from '../../common/validation';
import { CONTACT_MESSAGES } from './lead.constants';
import { ContactMethod, ContactTime } from './lead.enums';

/**
 * The contact preference of an input (issue 29): the GraphQL enum, nullable, 'either' / 'any' when left out.
 * GraphQL refuses a value not in the enum before the resolver runs; the check here keeps the same message for
 * anything else that builds the input (the no-JavaScript form posts map their fields to it first).
 */
export const ContactMethodField = (): PropertyDecorator => (target, key) => {
  Field(() => ContactMethod, {
    nullable: true,
    defaultValue: ContactMethod.EITHER,
    description: 'How the enquirer wants to be contacted; either when left out.',
  })(target, key as string);
  OneOf('Contact method', Object.values(ContactMethod), CONTACT_MESSAGES.method)(target, key);
};

export const ContactTimeField = (): PropertyDecorator => (target, key) => {
  Field(() => ContactTime, {
    nullable: true,
    defaultValue: ContactTime.ANY,
    description: 'When the enquirer wants to be contacted; any time when left out.',
  })(target, key as string);
  OneOf('Contact time', Object.values(ContactTime), CONTACT_MESSAGES.time)(target, key);
};
