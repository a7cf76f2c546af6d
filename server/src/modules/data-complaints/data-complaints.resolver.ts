import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import { Topics } from '../../realtime/pubsub';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import {
  AddDataComplaintNoteInput,
  DataComplaintFilter,
  SendDataComplaintOutcomeInput,
  SetDataComplaintStatusInput,
  SubmitDataComplaintInput,
} from './data-complaints.inputs';
import { AdminDataComplaintDetail, AdminDataComplaintPage, DataComplaintReceipt } from './data-complaints.types';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';

/** Every admin hears the same count (admin-approvals/pending-counts.ts publishes it). */
const ADMINS_TOPIC_ID = 'admins';

/** Make a complaint about your data (anyone), and the admin's Data Complaints queue with its badge. */
@Resolver()
export class DataComplaintResolver {
  constructor(private readonly services: Services) {}

  @Mutation(() => DataComplaintReceipt, {
    description: 'Sends a complaint about personal data (anyone; limited per client address); acknowledged by e-mail with its reference.',
  })
  submitDataComplaint(@Arg('input') input: SubmitDataComplaintInput, @Ctx() ctx: Context): Promise<DataComplaintReceipt> {
    return this.services.dataComplaints.submit(input, ctx.meta.ip);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => AdminDataComplaintPage, { description: 'Data complaints: unanswered first (answer soonest due first), then answered (latest first).' })
  async adminDataComplaints(
    @Arg('filter', () => DataComplaintFilter, { defaultValue: {} }) filter: DataComplaintFilter,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
  ): Promise<AdminDataComplaintPage> {
    const [items, total] = await this.services.dataComplaints.list(filter.unanswered, pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => AdminDataComplaintDetail, { description: 'One data complaint with its internal notes and history.' })
  adminDataComplaint(@Arg('id', () => ID) id: string): Promise<AdminDataComplaintDetail> {
    return this.services.dataComplaints.detail(id);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => Int, { description: 'Unanswered data complaints (the Data Complaints badge).' })
  adminUnansweredComplaintCount(): Promise<number> {
    return this.services.pendingCounts.unansweredComplaints();
  }

  @Authorized(UserType.ADMIN)
  @Subscription(() => Int, {
    topics: Topics.ADMIN_UNANSWERED_COMPLAINTS,
    topicId: () => ADMINS_TOPIC_ID,
    name: 'adminUnansweredComplaintCount',
    description: 'The unanswered data complaint count, pushed after every complaint received or answered.',
  })
  adminUnansweredComplaintCountChanged(@Root() payload: { count: number }): number {
    return payload.count;
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminDataComplaintDetail, { description: 'Moves an unanswered complaint between open and in progress (audited).' })
  setDataComplaintStatus(@Arg('input') input: SetDataComplaintStatusInput, @CurrentUser() user: Profile): Promise<AdminDataComplaintDetail> {
    return this.services.dataComplaints.setStatus(user.id, input.complaintId, input.status);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminDataComplaintDetail, { description: 'Adds an internal note, never e-mailed (audited).' })
  addDataComplaintNote(@Arg('input') input: AddDataComplaintNoteInput, @CurrentUser() user: Profile): Promise<AdminDataComplaintDetail> {
    return this.services.dataComplaints.addNote(user.id, input.complaintId, input.note);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminDataComplaintDetail, {
    description: "E-mails the outcome with the person's right to complain to the ICO, and answers the complaint (audited).",
  })
  sendDataComplaintOutcome(@Arg('input') input: SendDataComplaintOutcomeInput, @CurrentUser() user: Profile): Promise<AdminDataComplaintDetail> {
    return this.services.dataComplaints.sendOutcome(user.id, input.complaintId, input.outcome);
  }
}
