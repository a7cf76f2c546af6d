import { IsUUID } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Messages } from '../../common/errors';
import { Paginated } from '../../common/pagination';
import { MaxChars, NotBlank } from '../../common/validation';
import { InterestStatus, LeadStatus } from './leads.enums';

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
