import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { AdminPendingAccount } from '../admin-approvals/admin-approvals.types';
import { UserType } from '../auth/auth.enums';
import { FranchiseView } from '../catalogue/franchise.types';
import { AdminFranchisorAccount } from '../admin-accounts/admin-franchisor-account.types';
import { AdminCompanyCheck, CompanyFacts, CompanyNumberInput, FranchisorCompany, toAdminCompanyCheck, toCompanyFacts } from './company-check.types';
import { isCompanyChecked } from './company-status';
import { VerifiedMembership } from '../memberships/membership.types';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';
import { franchisorIdOf } from '../auth/franchisor-of';

/** The franchisor's Company Account: its company number and what the register says. */
@Resolver()
export class FranchisorCompanyResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.FRANCHISOR)
  @Query(() => FranchisorCompany, { description: "The signed-in franchisor's company number, the register's facts and the flags." })
  myCompany(@CurrentUser() user: Profile): Promise<FranchisorCompany> {
    return this.services.companyChecks.mine(franchisorIdOf(user));
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => FranchisorCompany, {
    description: "Saves the franchisor's company number (or 'We are not a registered company'); a new number is checked against Companies House.",
  })
  updateMyCompanyNumber(@Arg('input') input: CompanyNumberInput, @CurrentUser() user: Profile): Promise<FranchisorCompany> {
    return this.services.companyChecks.updateMine(franchisorIdOf(user), input);
  }
}

/**
 * A listing's checked facts, public: the franchisor's company as the register has it and its verified bfa
 * membership, through one loader keyed by franchisor id (one statement per page, for both).
 */
@Resolver(() => FranchiseView)
export class FranchiseCheckedFactsResolver {
  @FieldResolver(() => CompanyFacts, {
    nullable: true,
    description: "The franchisor's company as Companies House registers it; null when the listing has no franchisor or it has said nothing yet.",
  })
  async companyFacts(@Root() franchise: FranchiseView, @Ctx() ctx: Context): Promise<CompanyFacts | null> {
    const company = franchise.franchisorId ? (await ctx.loaders.trustPanelByFranchisorId.load(franchise.franchisorId)).company : null;
    return company && toCompanyFacts(company);
  }

  @FieldResolver(() => Boolean, {
    description: "'Company checked': read from the register, status active, accounts and confirmation statement not overdue.",
  })
  async companyChecked(@Root() franchise: FranchiseView, @Ctx() ctx: Context): Promise<boolean> {
    const company = franchise.franchisorId ? (await ctx.loaders.trustPanelByFranchisorId.load(franchise.franchisorId)).company : null;
    return Boolean(company && !company.notRegistered && isCompanyChecked(company));
  }

  @FieldResolver(() => VerifiedMembership, {
    nullable: true,
    description: "The franchisor's bfa membership: null unless verified by an administrator and not lapsed (12 months after verification).",
  })
  async membership(@Root() franchise: FranchiseView, @Ctx() ctx: Context): Promise<VerifiedMembership | null> {
    return franchise.franchisorId ? (await ctx.loaders.trustPanelByFranchisorId.load(franchise.franchisorId)).membership : null;
  }
}

async function adminCheck(ctx: Context, franchisorId: string, companyName: string | null): Promise<AdminCompanyCheck | null> {
  const row = await ctx.loaders.companyCheckByFranchisorId.load(franchisorId);
  return row && toAdminCompanyCheck(row, companyName);
}

const ADMIN_CHECK_DESCRIPTION = "The company's number, register facts and flags; null when the franchisor has said nothing about its company.";

/** Account Approvals: each pending account's company check and flags. */
@Resolver(() => AdminPendingAccount)
export class PendingAccountCompanyResolver {
  @FieldResolver(() => AdminCompanyCheck, { nullable: true, description: ADMIN_CHECK_DESCRIPTION })
  companyCheck(@Root() account: AdminPendingAccount, @Ctx() ctx: Context): Promise<AdminCompanyCheck | null> {
    return adminCheck(ctx, account.id, account.companyName);
  }
}

/** The admin's franchisor page: the account's company check and flags. */
@Resolver(() => AdminFranchisorAccount)
export class FranchisorAccountCompanyResolver {
  @FieldResolver(() => AdminCompanyCheck, { nullable: true, description: ADMIN_CHECK_DESCRIPTION })
  companyCheck(@Root() account: AdminFranchisorAccount, @Ctx() ctx: Context): Promise<AdminCompanyCheck | null> {
    return adminCheck(ctx, account.id, account.companyName);
  }
}
