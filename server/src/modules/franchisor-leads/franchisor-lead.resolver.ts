import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import { Topics } from '../../realtime/pubsub';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { FranchiseView, toFranchiseView, toFranchiseViewOrNull } from '../catalogue/franchise.types';
import type { FileUpload } from '../files/upload.service';
import { MessagePage, MessageView, toMessageView } from '../messages/message.types';
import { MAX_SCORE_POINTS, scoreReasons } from './lead-score';
import { quizAnswerLines } from './lead-quiz-answers';
import {
  AssignFranchisorLeadInput,
  FranchisorLead,
  FranchisorLeadFilter,
  FranchisorLeadPage,
  FranchisorLeadSort,
  FranchisorLeadStats,
  LeadAssignee,
  LeadQuizAnswer,
  LeadScoreView,
  ReplyToFranchisorLeadInput,
  SetFranchisorLeadStatusInput,
} from './franchisor-lead.types';
import { ApiScope, Scope } from '../auth/api-scope';
import { CurrentUser, signedInUser } from '../auth/current-user';
import { franchisorIdOf } from '../auth/franchisor-of';
import type { Profile } from '../auth/profile.entity';
import { LeadIntroCall, toLeadIntroCall } from '../intro-calls/intro-call.types';

/**
 * The franchisor's Leads page and the Leads badge (spec 02 sections 2 and 4): their own leads only. The fields a
 * CRM may reach with an API token carry the scope that allows them (`@Scope`, issue 42).
 */
@Resolver(() => FranchisorLead)
export class FranchisorLeadResolver {
  constructor(private readonly services: Services) {}

  @Scope(ApiScope.LEADS_READ)
  @Authorized(UserType.FRANCHISOR)
  @Query(() => FranchisorLeadPage, { description: "The viewer's leads, filtered, newest (or highest score) first." })
  async franchisorLeads(
    @Arg('filter', () => FranchisorLeadFilter, { defaultValue: {} }) filter: FranchisorLeadFilter,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
    @Arg('sort', () => FranchisorLeadSort, { defaultValue: FranchisorLeadSort.NEWEST }) sort: FranchisorLeadSort,
    @CurrentUser() user: Profile,
  ): Promise<FranchisorLeadPage> {
    const [items, total] = await this.services.franchisorLeads.list(franchisorIdOf(user), filter, pageOffset(page), page.pageSize, sort, user.id);
    return toPage(items, total, page);
  }

  @Scope(ApiScope.LEADS_READ)
  @Authorized(UserType.FRANCHISOR)
  @Query(() => FranchisorLead, { description: "One of the viewer's leads, read only (opening it is openFranchisorLead)." })
  franchisorLead(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<FranchisorLead> {
    return this.services.franchisorLeads.get(franchisorIdOf(user), id);
  }

  @Scope(ApiScope.LEADS_READ)
  @Authorized(UserType.FRANCHISOR)
  @Query(() => FranchisorLeadStats, { description: 'The stat cards: Total Leads, New, Qualified, Converted.' })
  franchisorLeadStats(@CurrentUser() user: Profile): Promise<FranchisorLeadStats> {
    return this.services.franchisorLeads.stats(franchisorIdOf(user));
  }

  @Scope(ApiScope.LEADS_READ)
  @Authorized(UserType.FRANCHISOR)
  @Query(() => [FranchiseView], { description: "The viewer's own franchises, any status, by name (the franchise filter)." })
  async franchisorLeadFranchises(@CurrentUser() user: Profile): Promise<FranchiseView[]> {
    return (await this.services.franchisorLeads.franchises(franchisorIdOf(user))).map(toFranchiseView);
  }

  @Scope(ApiScope.LEADS_READ)
  @Authorized(UserType.FRANCHISOR)
  @Query(() => Int, { description: "How many of the company's new leads are unassigned or assigned to the viewer (the Leads badge)." })
  newLeadCount(@CurrentUser() user: Profile): Promise<number> {
    return this.services.franchisorLeads.newLeadCount(franchisorIdOf(user), user.id);
  }

  @Authorized(UserType.FRANCHISOR)
  @Subscription(() => Int, {
    topics: Topics.NEW_LEADS,
    // Each member's own count (unassigned + assigned to them): published per person (NewLeadCounts.publish).
    topicId: ({ context }: { context: Context }) => signedInUser(context).id,
    name: 'newLeadCount',
    description: "The viewer's new-lead count, pushed whenever it changes.",
  })
  newLeadCountChanged(@Root() payload: { count: number }): number {
    return payload.count;
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => FranchisorLead, {
    description: "Opens one of the viewer's leads: a new lead becomes contacted and the customer's messages about it are marked read.",
  })
  openFranchisorLead(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<FranchisorLead> {
    return this.services.franchisorLeads.open(franchisorIdOf(user), id);
  }

  @Scope(ApiScope.LEADS_WRITE)
  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => FranchisorLead, { description: "Sets the status of one of the viewer's leads." })
  setFranchisorLeadStatus(@Arg('input') input: SetFranchisorLeadStatusInput, @CurrentUser() user: Profile): Promise<FranchisorLead> {
    return this.services.franchisorLeads.setStatus(franchisorIdOf(user), input.leadId, input.status);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => FranchisorLead, { description: "Assigns one of the company's leads to a member, or leaves it unassigned (null)." })
  assignFranchisorLead(@Arg('input') input: AssignFranchisorLeadInput, @CurrentUser() user: Profile): Promise<FranchisorLead> {
    return this.services.franchisorLeads.assign(franchisorIdOf(user), input.leadId, input.assigneeId ?? null);
  }

  @Scope(ApiScope.MESSAGES_READ)
  @Authorized(UserType.FRANCHISOR)
  @Query(() => MessagePage, { description: 'The messages exchanged with the enquirer about one of the viewer’s leads, newest first.' })
  async franchisorLeadMessages(
    @Arg('leadId', () => ID) leadId: string,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
    @CurrentUser() user: Profile,
  ): Promise<MessagePage> {
    const [items, total] = await this.services.franchisorLeads.leadMessages(franchisorIdOf(user), leadId, pageOffset(page), page.pageSize);
    return toPage(items.map(toMessageView), total, page);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => MessageView, { description: "Answers the enquirer of one of the viewer's leads (subject 'Re: {franchise name}')." })
  async replyToFranchisorLead(
    @Arg('input') input: ReplyToFranchisorLeadInput,
    @Arg('attachment', () => GraphQLUpload, { nullable: true }) attachment: Promise<FileUpload> | null,
    @CurrentUser() user: Profile,
  ): Promise<MessageView> {
    return toMessageView(await this.services.franchisorLeads.reply(franchisorIdOf(user), input.leadId, input.content, attachment));
  }

  @FieldResolver(() => LeadScoreView, { description: 'High, Medium or Low, its points and the reasons, from what is stored on the lead.' })
  score(@Root() lead: FranchisorLead): LeadScoreView {
    return { band: lead.scoreBand, points: lead.scorePoints, maxPoints: MAX_SCORE_POINTS, reasons: scoreReasons(lead) };
  }

  @FieldResolver(() => [LeadQuizAnswer], { description: "The matching quiz's answers the enquirer sent (issue 43); empty when none." })
  async quizAnswers(@Root() lead: FranchisorLead, @Ctx() ctx: Context): Promise<LeadQuizAnswer[]> {
    if (!lead.matchAnswers) return [];
    const sectors = await Promise.all((lead.matchAnswers.sectorIds ?? []).map((id) => ctx.loaders.categoryById.load(id)));
    return quizAnswerLines(
      lead.matchAnswers,
      sectors.filter((c): c is NonNullable<typeof c> => Boolean(c)).map((c) => c.name),
    );
  }

  @FieldResolver(() => LeadAssignee, { nullable: true, description: 'The member the lead is assigned to; null when unassigned.' })
  async assignee(@Root() lead: FranchisorLead, @Ctx() ctx: Context): Promise<LeadAssignee | null> {
    const profile = lead.assignedTo ? await ctx.loaders.profileById.load(lead.assignedTo) : null;
    return profile ? { id: profile.id, fullName: profile.fullName } : null;
  }

  @FieldResolver(() => LeadIntroCall, {
    nullable: true,
    description: 'The intro call the enquirer booked (issue 43 part 4): the live one, else the one cancelled last; null when none.',
  })
  async introCall(@Root() lead: FranchisorLead, @Ctx() ctx: Context): Promise<LeadIntroCall | null> {
    const row = await ctx.loaders.introCallByLeadId.load(lead.id);
    return row && toLeadIntroCall(row);
  }

  @FieldResolver(() => FranchiseView, { nullable: true, description: 'Null when the franchise was removed.' })
  async franchise(@Root() lead: FranchisorLead, @Ctx() ctx: Context): Promise<FranchiseView | null> {
    return lead.franchiseId ? toFranchiseViewOrNull(await ctx.loaders.franchiseById.load(lead.franchiseId)) : null;
  }
}
