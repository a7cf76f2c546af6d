import { Arg, Ctx, FieldResolver, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { PageInput, Paginated, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { FranchiseSuccessStory } from './franchise-content.entities';
import { Franchise } from './franchise.entity';

@ObjectType()
export class SuccessStoryPage extends Paginated(FranchiseSuccessStory) {}

@Resolver(() => FranchiseSuccessStory)
export class SuccessStoryResolver {
  constructor(private readonly services: Services) {}

  @Query(() => SuccessStoryPage, { description: 'Success stories of approved franchises.' })
  async successStories(@Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput): Promise<SuccessStoryPage> {
    const [items, total] = await this.services.successStories.list(pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @FieldResolver(() => Franchise, { nullable: true })
  franchise(@Root() story: FranchiseSuccessStory, @Ctx() ctx: Context): Promise<Franchise | null> {
    return ctx.loaders.franchiseById.load(story.franchiseId);
  }
}
