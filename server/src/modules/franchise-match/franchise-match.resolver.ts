import { Arg, Query, Resolver } from 'type-graphql';
import { PageInput, pageOffset } from '../../common/pagination';
import type { Services } from '../../services';
import { toFranchiseView } from '../catalogue/franchise.types';
import { MatchAnswersInput } from '../lead-intake/match-answers';
import { FranchiseMatchPage } from './franchise-match.types';

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
}
