import { Arg, Ctx, FieldResolver, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { PageInput, Paginated, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { FranchiseSuccessStoryView, FranchiseView, toFranchiseViewOrNull, toSuccessStoryView } from './franchise.types';

@ObjectType()
export class SuccessStoryPage extends Paginated(FranchiseSuccessStoryView) {}

@Resolver(() => FranchiseSuccessStoryView)
export class SuccessStoryResolver {
  constructor(private readonly services: Services) {}

  @Query(() => SuccessStoryPage, { description: 'Success stories of approved franchises.' })
  async successStories(@Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput): Promise<SuccessStoryPage> {
    const [items, total] = await this.services.successStories.list(pageOffset(page), page.pageSize);
    return toPage(items.map(toSuccessStoryView), total, page);
  }

  @FieldResolver(() => FranchiseView, { nullable: true })
  async franchise(@Root() story: FranchiseSuccessStoryView, @Ctx() ctx: Context): Promise<FranchiseView | null> {
    return toFranchiseViewOrNull(await ctx.loaders.franchiseById.load(story.franchiseId));
  }
}
