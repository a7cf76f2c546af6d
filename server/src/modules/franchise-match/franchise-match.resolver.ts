import { Arg, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PageInput, pageOffset } from '../../common/pagination';
import type { Services } from '../../services';
import { toFranchiseView } from '../catalogue/franchise.types';
import { MatchAnswersInput } from '../lead-intake/match-answers';
import { FranchiseMatchPage, SavedMatchView, toSavedMatchView } from './franchise-match.types';
import { UserType } from '../auth/auth.enums';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';
import { MAX_SAVED_MATCHES } from './saved-match.service';

@Resolver()
export class FranchiseMatchResolver {
  constructor(private readonly services: Services) {}

  @Query(() => FranchiseMatchPage, {
    description: "Public listings ranked by how well they fit the matching quiz's answers, best first, with the reasons for each.",
  })
  async franchiseMatches(
    @Arg('answers', () => MatchAnswersInput) answers: MatchAnswersInput,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
  ): Promise<FranchiseMatchPage> {
    const { hits, total } = await this.services.franchiseMatch.matches(answers, pageOffset(page), page.pageSize);
    return {
      items: hits.map((h) => ({ franchise: toFranchiseView(h.franchise), fit: h.fit, reasons: h.reasons })),
      total,
      page: page.page,
      pageSize: page.pageSize,
      pageCount: Math.max(1, Math.ceil(total / page.pageSize)),
    };
  }

  @Authorized(UserType.CUSTOMER)
  @Query(() => [SavedMatchView], { description: `The viewer's saved quiz answers, newest first (at most ${MAX_SAVED_MATCHES}).` })
  async mySavedMatches(@CurrentUser() user: Profile): Promise<SavedMatchView[]> {
    return (await this.services.savedMatches.list(user.id)).map(toSavedMatchView);
  }

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => SavedMatchView, { description: "Saves the quiz's answers to the viewer's account." })
  async saveMatch(@Arg('answers', () => MatchAnswersInput) answers: MatchAnswersInput, @CurrentUser() user: Profile): Promise<SavedMatchView> {
    return toSavedMatchView(await this.services.savedMatches.save(user.id, answers));
  }

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => Boolean, { description: "Deletes one of the viewer's saved quiz answers." })
  deleteSavedMatch(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<boolean> {
    return this.services.savedMatches.delete(user.id, id);
  }
}
