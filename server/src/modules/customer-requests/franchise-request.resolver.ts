import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { FranchiseView, toFranchiseView } from '../catalogue/franchise.types';
import type { FileUpload } from '../files/upload.service';
import { MessageView, toMessageView } from '../messages/message.types';
import { Correspondent, toCorrespondent } from '../messages/message.types';
import { isAvailable } from './franchise-request.service';
import { ConsentRecordView, toConsentRecordView } from '../consents/consent.types';
import {
  FranchiseRequest,
  FranchiseRequestPage,
  SendRequestMessageInput,
  SetRequestContactPreferenceInput,
  SetRequestInterestInput,
} from './franchise-request.types';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';
import { CustomerIntroCall, toCustomerIntroCall } from '../intro-calls/intro-call.types';

/** The customer's own requests: My Franchises and the dashboard. */
@Resolver(() => FranchiseRequest)
export class FranchiseRequestResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.CUSTOMER)
  @Query(() => FranchiseRequestPage, { description: "The viewer's information requests, newest first." })
  async myFranchiseRequests(
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
    @CurrentUser() user: Profile,
  ): Promise<FranchiseRequestPage> {
    const [items, total] = await this.services.franchiseRequests.list(user.id, pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => FranchiseRequest, { description: 'Marks the viewer as still interested or not interested.' })
  setFranchiseRequestInterest(@Arg('input') input: SetRequestInterestInput, @CurrentUser() user: Profile): Promise<FranchiseRequest> {
    return this.services.franchiseRequests.setInterest(user.id, input.requestId, input.interestStatus);
  }

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => FranchiseRequest, { description: 'Changes how and when the viewer wants to be contacted about one of their requests.' })
  setFranchiseRequestContactPreference(
    @Arg('input') input: SetRequestContactPreferenceInput,
    @CurrentUser() user: Profile,
  ): Promise<FranchiseRequest> {
    return this.services.franchiseRequests.setContactPreference(user.id, input.requestId, input.contactMethod, input.contactTime);
  }

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => ID, { description: "Deletes one of the viewer's requests; returns its id." })
  deleteFranchiseRequest(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<string> {
    return this.services.franchiseRequests.delete(user.id, id);
  }

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => MessageView, {
    description: "Messages the franchisor of one of the viewer's requests (subject 'Re: {franchise name}').",
  })
  async sendFranchiseRequestMessage(
    @Arg('input') input: SendRequestMessageInput,
    @Arg('attachment', () => GraphQLUpload, { nullable: true }) attachment: Promise<FileUpload> | null,
    @CurrentUser() user: Profile,
  ): Promise<MessageView> {
    return toMessageView(await this.services.franchiseRequests.sendMessage(user.id, input.requestId, input.content, attachment));
  }

  @FieldResolver(() => FranchiseView, {
    nullable: true,
    description: "Null when the franchise was removed or is no longer listed ('Franchise Not Available').",
  })
  async franchise(@Root() request: FranchiseRequest, @Ctx() ctx: Context): Promise<FranchiseView | null> {
    if (!request.franchiseId) return null;
    const franchise = await ctx.loaders.franchiseById.load(request.franchiseId);
    return isAvailable(franchise) ? toFranchiseView(franchise) : null;
  }

  @FieldResolver(() => Correspondent, { nullable: true, description: "Null when the franchisor's account was removed." })
  async franchisor(@Root() request: FranchiseRequest, @Ctx() ctx: Context): Promise<Correspondent | null> {
    return request.franchisorId ? toCorrespondent(await ctx.loaders.profileById.load(request.franchisorId)) : null;
  }

  @FieldResolver(() => ConsentRecordView, {
    nullable: true,
    description:
      'The consent the customer gave for this request: the exact text shown, who it named, when, where and the privacy notice version. Null for requests sent before records were kept.',
  })
  async consent(@Root() request: FranchiseRequest, @Ctx() ctx: Context): Promise<ConsentRecordView | null> {
    const record = await ctx.loaders.consentByLeadId.load(request.id);
    return record && toConsentRecordView(record);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the franchisor can be messaged about this request: the franchise is listed and its franchisor exists.',
  })
  async canMessage(@Root() request: FranchiseRequest, @Ctx() ctx: Context): Promise<boolean> {
    return Boolean((await this.franchise(request, ctx)) && (await this.franchisor(request, ctx)));
  }

  @FieldResolver(() => CustomerIntroCall, {
    nullable: true,
    description: 'The intro call booked on this request (issue 43 part 4): the live one, else the one cancelled last; null when none.',
  })
  async introCall(@Root() request: FranchiseRequest, @Ctx() ctx: Context): Promise<CustomerIntroCall | null> {
    const row = await ctx.loaders.introCallByLeadId.load(request.id);
    return row && toCustomerIntroCall(row);
  }

  @FieldResolver(() => Boolean, { description: "Whether the request's franchisor offers intro calls that can be booked." })
  async introCallOffered(@Root() request: FranchiseRequest, @Ctx() ctx: Context): Promise<boolean> {
    return request.franchisorId ? ctx.loaders.introCallsOfferedByFranchisorId.load(request.franchisorId) : false;
  }
}
