import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { DataComplaintStatus, DataComplaintTopic } from './data-complaints.enums';

/** What the person sees once their complaint is stored. */
@ObjectType({ description: 'A stored data complaint, as its sender sees it.' })
export class DataComplaintReceipt {
  @Field({ description: 'DC-<year>-<six digits>.' })
  reference: string;

  @Field({ description: 'When we will have answered by.' })
  answerDueAt: Date;
}

/** A complaint as the admin queue shows it. */
@ObjectType({ description: 'A complaint about personal data, for administrators.' })
export class AdminDataComplaint {
  @Field(() => ID)
  id: string;

  @Field()
  reference: string;

  @Field()
  fullName: string;

  @Field()
  email: string;

  @Field(() => DataComplaintTopic)
  topic: DataComplaintTopic;

  @Field()
  topicLabel: string;

  @Field()
  details: string;

  @Field(() => DataComplaintStatus)
  status: DataComplaintStatus;

  @Field({ description: 'When it arrived (and the acknowledgement was e-mailed).' })
  createdAt: Date;

  @Field({ description: 'The date by which the answer is due: 30 days after it arrived.' })
  answerDueAt: Date;

  @Field({ description: 'Not answered and past its due date.' })
  overdue: boolean;

  @Field(() => String, { nullable: true, description: 'The outcome as e-mailed; null until answered.' })
  outcome: string | null;

  @Field(() => Date, { nullable: true })
  answeredAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The administrator who sent the outcome (null when unanswered or their account is gone).' })
  answeredByName: string | null;

  @Field(() => Int, { description: 'Internal notes on it.' })
  noteCount: number;
}

@ObjectType()
export class AdminDataComplaintPage extends Paginated(AdminDataComplaint) {}

@ObjectType({ description: 'An internal note on a complaint: never e-mailed.' })
export class AdminDataComplaintNote {
  @Field(() => ID)
  id: string;

  @Field()
  body: string;

  @Field(() => String, { nullable: true, description: 'The administrator, or null once their account is gone.' })
  authorName: string | null;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: "One step of a complaint's history, from the audit trail." })
export class AdminDataComplaintStep {
  @Field(() => ID)
  id: string;

  @Field({ description: "'receive', 'status', 'note' or 'send_outcome'." })
  action: string;

  @Field({ description: "The step in words, e.g. 'Status changed from Open to In progress'." })
  label: string;

  @Field(() => String, { nullable: true, description: 'Who took it: an administrator, or what took it (the complaint form).' })
  actorName: string | null;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: 'One complaint with its internal notes and its history.' })
export class AdminDataComplaintDetail {
  @Field(() => ID, { description: "The complaint's id: a mutation's answer replaces the page's cached one." })
  id: string;

  @Field(() => AdminDataComplaint)
  complaint: AdminDataComplaint;

  @Field(() => [AdminDataComplaintNote], { description: 'Oldest first.' })
  notes: AdminDataComplaintNote[];

  @Field(() => [AdminDataComplaintStep], { description: 'Newest first.' })
  history: AdminDataComplaintStep[];
}
