import { Arg, Authorized, Ctx, FieldResolver, Float, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { PlaceArea } from '../catalogue/place.types';
import { CategoryView, toCategoryView } from '../catalogue/category.types';
import type { FranchiseDetails } from '../catalogue/franchise-details.entity';
import { FranchiseDetailsView, FranchiseView, toFranchiseDetailsView, toFranchiseView } from '../catalogue/franchise.types';
import { FranchiseFormInput } from './franchise-form.inputs';
import { FranchisorFranchise, FranchisorFranchisePage, FranchisorRevisionState, toFranchisorFranchise } from './franchisor-franchise.types';
import { Category } from '../catalogue/category.entity';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';
import { franchisorIdOf } from '../auth/franchisor-of';

/** The franchisor portal's listings: My Franchises, the add and edit forms, and the owner's preview. */
@Resolver(() => FranchisorFranchise)
export class FranchisorFranchiseResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.FRANCHISOR)
  @Query(() => FranchisorFranchisePage, { description: "The viewer's own listings in every status, newest first." })
  async myFranchises(
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
    @CurrentUser() user: Profile,
  ): Promise<FranchisorFranchisePage> {
    const [items, total] = await this.services.franchisorFranchises.list(franchisorIdOf(user), pageOffset(page), page.pageSize);
    return toPage(
      items.map((f) => toFranchisorFranchise(f)),
      total,
      page,
    );
  }

  @Authorized(UserType.FRANCHISOR)
  @Query(() => FranchisorFranchise, { description: "One of the viewer's own listings, for the edit form." })
  myFranchise(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<FranchisorFranchise> {
    return this.services.franchisorFranchises.get(franchisorIdOf(user), id);
  }

  @Authorized(UserType.FRANCHISOR)
  @Query(() => FranchiseView, {
    description: "One of the viewer's own listings as the public page shows it, whatever its status (the View action before approval).",
  })
  async myFranchisePreview(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<FranchiseView> {
    return toFranchiseView(await this.services.franchisorFranchises.preview(franchisorIdOf(user), id));
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => FranchisorFranchise, { description: 'Lists a new franchise; it waits, pending, for an administrator.' })
  createMyFranchise(@Arg('input') input: FranchiseFormInput, @CurrentUser() user: Profile): Promise<FranchisorFranchise> {
    return this.services.franchisorFranchises.create(franchisorIdOf(user), input);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => FranchisorFranchise, {
    description:
      "Saves the whole form over one of the viewer's listings: a pending or rejected one goes (back) to review; an approved one stays live and the form becomes its changes in review.",
  })
  updateMyFranchise(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: FranchiseFormInput,
    @CurrentUser() user: Profile,
  ): Promise<FranchisorFranchise> {
    return this.services.franchisorFranchises.update(franchisorIdOf(user), id, input);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => FranchisorFranchise, {
    description: "Withdraws the changes in review of one of the viewer's live listings; the live version stays.",
  })
  withdrawMyFranchiseChanges(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<FranchisorFranchise> {
    return this.services.franchisorFranchises.withdrawChanges(franchisorIdOf(user), id);
  }

  @FieldResolver(() => FranchisorRevisionState, {
    nullable: true,
    description: 'Changes to this live listing in review (OPEN), or the last ones an administrator rejected; null otherwise.',
  })
  revision(@Root() f: FranchisorFranchise, @Ctx() ctx: Context): Promise<FranchisorRevisionState | null> {
    return ctx.loaders.revisionStateByFranchiseId.load(f.id);
  }

  @FieldResolver(() => [PlaceArea], { description: 'Where the franchise is offered, widest first.' })
  areas(@Root() f: FranchisorFranchise): Promise<PlaceArea[]> {
    return this.services.catalogue.describeAreas(f.areaKeys);
  }

  @FieldResolver(() => String)
  async shortDescription(@Root() f: FranchisorFranchise, @Ctx() ctx: Context): Promise<string> {
    return (await this.details(f, ctx))?.shortDescription ?? '';
  }

  @FieldResolver(() => String)
  async longDescription(@Root() f: FranchisorFranchise, @Ctx() ctx: Context): Promise<string> {
    return (await this.details(f, ctx))?.longDescription ?? '';
  }

  @FieldResolver(() => Float, { nullable: true, description: 'Pounds.' })
  async investmentAmount(@Root() f: FranchisorFranchise, @Ctx() ctx: Context): Promise<number | null> {
    return (await this.details(f, ctx))?.investmentAmount ?? null;
  }

  @FieldResolver(() => FranchiseDetailsView, {
    nullable: true,
    name: 'keyFacts',
    description: "The listing's details, for its key facts (franchise fee, liquid capital, royalty, finance, founded, outlets, training).",
  })
  async keyFacts(@Root() f: FranchisorFranchise, @Ctx() ctx: Context): Promise<FranchiseDetailsView | null> {
    const details = await this.details(f, ctx);
    return details && toFranchiseDetailsView(details);
  }

  @FieldResolver(() => String, { nullable: true })
  async mainImageUrl(@Root() f: FranchisorFranchise, @Ctx() ctx: Context): Promise<string | null> {
    return (await this.details(f, ctx))?.mainImageUrl ?? null;
  }

  @FieldResolver(() => String, { nullable: true })
  async brochureUrl(@Root() f: FranchisorFranchise, @Ctx() ctx: Context): Promise<string | null> {
    return (await this.details(f, ctx))?.brochureUrl ?? null;
  }

  @FieldResolver(() => [CategoryView], { description: 'Main categories first, then subcategories, by name.' })
  async categories(@Root() f: FranchisorFranchise, @Ctx() ctx: Context): Promise<CategoryView[]> {
    if (!f.content) return (await ctx.loaders.categoriesByFranchiseId.load(f.id)).map(toCategoryView);
    const found = (await ctx.loaders.categoryById.loadMany(f.content.categoryIds)).filter((c): c is Category => c instanceof Category);
    return found.sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null) || a.name.localeCompare(b.name)).map(toCategoryView);
  }

  /** The live details, or those of the changes in review. */
  private async details(f: FranchisorFranchise, ctx: Context): Promise<FranchiseDetails | null> {
    if (f.content) return { ...f.content.details, franchiseId: f.id } as FranchiseDetails;
    return ctx.loaders.detailsByFranchiseId.load(f.id);
  }
}
