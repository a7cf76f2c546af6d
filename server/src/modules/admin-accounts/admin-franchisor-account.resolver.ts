import { Arg, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import {
  AdminAccountHistoryEntry,
  AdminFranchiseCardPage,
  AdminFranchisorAccount,
  AdminFranchisorAccountFilter,
  AdminFranchisorAccountPage,
  DeleteFranchisorAccountsInput,
  DeleteFranchisorAccountsResult,
} from './admin-franchisor-account.types';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';

/** The admin's Accounts page and a franchisor's franchises page (spec 02, admin portal). Approved admins only. */
@Resolver()
export class AdminFranchisorAccountResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.ADMIN)
  @Query(() => AdminFranchisorAccountPage, { description: 'Franchisor accounts in every status, newest first, searchable.' })
  async adminFranchisorAccounts(
    @Arg('filter', () => AdminFranchisorAccountFilter, { defaultValue: {} }) filter: AdminFranchisorAccountFilter,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
  ): Promise<AdminFranchisorAccountPage> {
    const [items, total] = await this.services.adminAccounts.list(filter, pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => AdminFranchisorAccount, { description: 'One franchisor account: the header of its franchises page.' })
  adminFranchisorAccount(@Arg('id', () => ID) id: string): Promise<AdminFranchisorAccount> {
    return this.services.adminAccounts.get(id);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => AdminFranchiseCardPage, { description: "A franchisor's franchises in every status, newest first." })
  async adminFranchisorFranchises(
    @Arg('franchisorId', () => ID) franchisorId: string,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
  ): Promise<AdminFranchiseCardPage> {
    const [items, total] = await this.services.adminAccounts.franchises(franchisorId, pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => [AdminAccountHistoryEntry], { description: 'What administrators did to an account, newest first.' })
  adminAccountHistory(@Arg('id', () => ID) id: string): Promise<AdminAccountHistoryEntry[]> {
    return this.services.adminAccounts.history(id);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => DeleteFranchisorAccountsResult, {
    description: 'Deletes franchisor accounts and their franchises, all or none; their sessions and live sockets end at once.',
  })
  async deleteFranchisorAccounts(
    @Arg('input') input: DeleteFranchisorAccountsInput,
    @CurrentUser() user: Profile,
  ): Promise<DeleteFranchisorAccountsResult> {
    return this.services.adminAccounts.delete(user.id, input.ids);
  }
}
