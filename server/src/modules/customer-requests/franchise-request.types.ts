import { IsUUID } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Messages } from '../../common/errors';
import { Paginated } from '../../common/pagination';
import { MaxChars, NotBlank, OneOf } from '../../common/validation';
import { CONTACT_MESSAGES } from '../lead-intake/lead.constants';
import { ContactMethod, ContactTime, InterestStatus, LeadStatus } from '../lead-intake/lead.enums';

/**
 * A customer's view of one of their own information requests (a franchise lead). The franchise and
 * its franchisor are resolved through the request's DataLoaders.
 */
@ObjectType({ description: "A customer's own information request to one franchise." })
export class FranchiseRequest {
  @Field(() => ID)
  id: string;

  /** Null once the franchise was removed. */
  franchiseId: string | null;

  /** Null once the franchisor's account was removed. */
  franchisorId: string | null;

  @Field(() => LeadStatus)
  status: LeadStatus;

  @Field(() => InterestStatus)
  interestStatus: InterestStatus;

  @Field(() => ContactMethod, { description: 'How the customer wants the franchisor to contact them about this request.' })
  contactMethod: ContactMethod;

  @Field(() => ContactTime, { description: 'When the customer wants to be contacted about this request.' })
  contactTime: ContactTime;

  @Field()
  createdAt: Date;

  @Field(() => Date, {
    name: 'answeredAt',
    nullable: true,
    description: 'When the franchisor first answered (a message, or the status moved past new); null until then.',
  })
  firstResponseAt: Date | null;
}

@ObjectType()
export class FranchiseRequestPage extends Paginated(FranchiseRequest) {}

@InputType()
export class SetRequestInterestInput {
  @Field(() => ID)
  @IsUUID('all', { message: Messages.requestNotFound })
  requestId: string;

  @Field(() => InterestStatus)
  interestStatus: InterestStatus;
}

@InputType({ description: 'A change of how and when the customer wants to be contacted about one of their requests.' })
export class SetRequestContactPreferenceInput {
  @Field(() => ID)
  @IsUUID('all', { message: Messages.requestNotFound })
  requestId: string;

  @Field(() => ContactMethod)
  @OneOf('Contact method', Object.values(ContactMethod), CONTACT_MESSAGES.method)
  contactMethod: ContactMethod;

  @Field(() => ContactTime)
  @OneOf('Contact time', Object.values(ContactTime), CONTACT_MESSAGES.time)
  contactTime: ContactTime;
}

@InputType()
export class SendRequestMessageInput {
  @Field(() => ID)
  @IsUUID('all', { message: Messages.requestNotFound })
  requestId: string;

  /** The subject is not an input: it is always 'Re: {franchise name}'. */
  @Field()
  @NotBlank('Message')
  @MaxChars('Message', 10000)
  content: string;
}
