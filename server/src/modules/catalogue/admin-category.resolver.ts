import { Arg, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { CategoryArticleInput, CreateCategoryInput, UpdateCategoryInput } from './admin-category.inputs';
import { AdminCategory, AdminCategoryArticle, DeletedCategory } from './admin-category.types';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';

/** The admin Categories screen: the tree, create, rename, delete, and each category's article. */
@Resolver(() => AdminCategory)
export class AdminCategoryResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.ADMIN)
  @Query(() => [AdminCategory], { description: 'Every main category by name, with its subcategories and counts.' })
  adminCategories(): Promise<AdminCategory[]> {
    return this.services.adminCategories.tree();
  }

  @Authorized(UserType.ADMIN)
  @Query(() => AdminCategoryArticle, { nullable: true, description: "A category's article for the editor; null when it has none." })
  adminCategoryArticle(@Arg('categoryId', () => ID) categoryId: string): Promise<AdminCategoryArticle | null> {
    return this.services.adminCategories.article(categoryId);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminCategory, { description: 'Adds a main category, or a subcategory of a main category.' })
  createCategory(@Arg('input') input: CreateCategoryInput, @CurrentUser() user: Profile): Promise<AdminCategory> {
    return this.services.adminCategories.create(user.id, input);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminCategory, { description: 'Renames a category.' })
  updateCategory(@Arg('id', () => ID) id: string, @Arg('input') input: UpdateCategoryInput, @CurrentUser() user: Profile): Promise<AdminCategory> {
    return this.services.adminCategories.update(user.id, id, input);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => DeletedCategory, {
    description: 'Deletes a category with its subcategories, their articles and every listing mapping to them, in one step.',
  })
  deleteCategory(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<DeletedCategory> {
    return this.services.adminCategories.delete(user.id, id);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminCategoryArticle, { description: "Creates or replaces a category's article." })
  saveCategoryArticle(
    @Arg('categoryId', () => ID) categoryId: string,
    @Arg('input') input: CategoryArticleInput,
    @CurrentUser() user: Profile,
  ): Promise<AdminCategoryArticle> {
    return this.services.adminCategories.saveArticle(user.id, categoryId, input);
  }
}
