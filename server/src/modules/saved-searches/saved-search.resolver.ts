import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { CategoryView, toCategoryView } from '../catalogue/category.types';
import { SearchAlert } from './saved-search.enums';
import { SaveSearchInput } from './saved-search.inputs';
import { SavedSearchView, toSavedSearchView } from './saved-search.types';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';

@Resolver(() => SavedSearchView)
export class SavedSearchResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.CUSTOMER)
  @Query(() => [SavedSearchView], { description: "The viewer's saved searches, newest first (at most 20)." })
  async mySavedSearches(@CurrentUser() user: Profile): Promise<SavedSearchView[]> {
    return (await this.services.savedSearches.list(user.id)).map(toSavedSearchView);
  }

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => SavedSearchView, { description: 'Saves the search with a name and, if asked, a daily or weekly alert.' })
  async saveSearch(@Arg('input') input: SaveSearchInput, @CurrentUser() user: Profile): Promise<SavedSearchView> {
    return toSavedSearchView(await this.services.savedSearches.save(user.id, input));
  }

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => SavedSearchView, { description: "Switches one of the viewer's search alerts on, off, or between daily and weekly." })
  async setSavedSearchAlert(
    @Arg('id', () => ID) id: string,
    @Arg('alert', () => SearchAlert) alert: SearchAlert,
    @CurrentUser() user: Profile,
  ): Promise<SavedSearchView> {
    return toSavedSearchView(await this.services.savedSearches.setAlert(user.id, id, alert));
  }

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => Boolean, { description: "Deletes one of the viewer's saved searches and its alert." })
  deleteSavedSearch(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<boolean> {
    return this.services.savedSearches.delete(user.id, id);
  }

  @Mutation(() => String, {
    description: "An alert mail's unsubscribe link: switches that alert off without signing in; returns the search's name.",
  })
  unsubscribeSearchAlert(@Arg('token') token: string): Promise<string> {
    return this.services.savedSearches.unsubscribe(token);
  }

  @FieldResolver(() => CategoryView, { nullable: true })
  async category(@Root() s: SavedSearchView, @Ctx() ctx: Context): Promise<CategoryView | null> {
    const category = s.categoryId ? await ctx.loaders.categoryById.load(s.categoryId) : null;
    return category && toCategoryView(category);
  }

  @FieldResolver(() => CategoryView, { nullable: true })
  async subcategory(@Root() s: SavedSearchView, @Ctx() ctx: Context): Promise<CategoryView | null> {
    const subcategory = s.subcategoryId ? await ctx.loaders.categoryById.load(s.subcategoryId) : null;
    return subcategory && toCategoryView(subcategory);
  }
}
