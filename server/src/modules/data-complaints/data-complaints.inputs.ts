import { IsDefined } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { MaxChars, NotBlank, RequiredEmailAddress } from '../../common/validation';
import { ComplaintMessages, DETAILS_MAX, NAME_MAX, NOTE_MAX, OUTCOME_MAX } from './data-complaints.constants';
import { DataComplaintStatus, DataComplaintTopic } from './data-complaints.enums';

@InputType({ description: 'A complaint about how we handle personal data (the Make a complaint about your data page).' })
export class SubmitDataComplaintInput {
  @Field()
  @NotBlank('Full name')
  @MaxChars('Full name', NAME_MAX)
  fullName: string;

  @Field({ description: 'Required: the acknowledgement and the answer go to it.' })
  @RequiredEmailAddress()
  email: string;

  @Field(() => DataComplaintTopic, { nullable: true, description: "Required: null is refused with the form's message." })
  // IsDefined: TypeGraphQL validates with skipMissingProperties, which would let null through any other rule.
  @IsDefined({ message: ComplaintMessages.chooseTopic })
  topic?: DataComplaintTopic | null;

  @Field({ description: 'Up to 5,000 characters.' })
  @NotBlank('Details', { message: ComplaintMessages.detailsRequired })
  @MaxChars('Details', DETAILS_MAX)
  details: string;
}

@InputType()
export class DataComplaintFilter {
  @Field(() => Boolean, { nullable: true, description: 'True: open and in progress only; false: answered only; null: all.' })
  unanswered?: boolean | null;
}

@InputType({ description: 'Moves a complaint between open and in progress (answering is by sending the outcome).' })
export class SetDataComplaintStatusInput {
  @Field(() => ID)
  complaintId: string;

  @Field(() => DataComplaintStatus)
  status: DataComplaintStatus;
}

@InputType({ description: 'An internal note: for administrators only, never e-mailed.' })
export class AddDataComplaintNoteInput {
  @Field(() => ID)
  complaintId: string;

  @Field()
  @NotBlank('Note')
  @MaxChars('Note', NOTE_MAX)
  note: string;
}

@InputType({ description: 'The outcome, e-mailed to the person with their right to complain to the ICO; the complaint is then answered.' })
export class SendDataComplaintOutcomeInput {
  @Field(() => ID)
  complaintId: string;

  @Field()
  @NotBlank('Outcome')
  @MaxChars('Outcome', OUTCOME_MAX)
  outcome: string;
}
