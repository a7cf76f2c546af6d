import { Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { FranchiseView } from '../catalogue/franchise.types';
import { searchHitOf } from '../catalogue/search-hits';
import { publicResponseTime } from './response-times.service';
import { FranchisorResponseTimes, ResponseTime } from './response-times.types';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';
import { franchisorIdOf } from '../auth/franchisor-of';

/** Response times: the listings' public figures and the franchisor's own (issue 29). */
@Resolver(() => FranchiseView)
export class ResponseTimesResolver {
  constructor(private readonly services: Services) {}

  @FieldResolver(() => ResponseTime, {
    nullable: true,
    description: "The franchisor's response figures over the last 90 days; null with fewer than 5 leads.",
  })
  responseTime(@Root() franchise: FranchiseView, @Ctx() ctx: Context): Promise<ResponseTime | null> | ResponseTime | null {
    if (!franchise.franchisorId) return null;
    // A search card: its row already carries the figures.
    const hit = searchHitOf(franchise);
    return hit ? publicResponseTime(hit.responseStats) : ctx.loaders.responseTimeByFranchisorId.load(franchise.franchisorId);
  }

  @Authorized(UserType.FRANCHISOR)
  @Query(() => FranchisorResponseTimes, { description: "The viewer's own response times over the last 90 days, with a weekly trend." })
  franchisorResponseTimes(@CurrentUser() user: Profile): Promise<FranchisorResponseTimes> {
    return this.services.responseTimes.forFranchisor(franchisorIdOf(user));
  }
}
