import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { FranchiseSearchInput } from './catalogue.inputs';
import { MAX_COMPARE, MAX_SEARCH_TEXT } from './catalogue.service';
import { FranchisePage, SearchFacetsResult } from './catalogue.types';
import { CategoryView, toCategoryView } from './category.types';
import { FranchiseDetailsView, FranchiseView, toFranchiseDetailsView, toFranchiseView } from './franchise.types';
import { PlaceArea } from './place.types';
import { rememberSearchHit, searchHitOf } from './search-hits';

/** The public catalogue queries, and the fields of Franchise that come from related tables (through DataLoaders). */
@Resolver(() => FranchiseView)
export class FranchiseResolver {
  constructor(private readonly services: Services) {}

  @Query(() => FranchisePage, { description: 'Approved franchises matching every given filter, one page at a time.' })
  async franchiseSearch(
    @Arg('filters', () => FranchiseSearchInput, { defaultValue: new FranchiseSearchInput() }) filters: FranchiseSearchInput,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
    @Ctx() ctx: Context,
  ): Promise<FranchisePage> {
    const [hits, total] = await this.services.catalogue.search(filters, pageOffset(page), page.pageSize);
    // The search statement already read each row's featured ad, categories and response figures: the field
    // resolvers answer them at once (no promise per field), and the loaders know the first two for any other field
    // of the same franchise.
    const cards = hits.map((hit) => toFranchiseView(hit.franchise));
    hits.forEach((hit, i) => {
      rememberSearchHit(cards[i], hit);
      ctx.loaders.featuredAdIdByFranchiseId.prime(hit.franchise.id, hit.featuredAdId);
      ctx.loaders.categoriesByFranchiseId.prime(hit.franchise.id, hit.categories);
    });
    // The total may still be counting: graphql-js completes the cards meanwhile and waits for it at the end.
    // If the count fails, `total` (non-null) carries the error and nulls the page, so pageCount's value is never sent.
    return {
      items: cards,
      total,
      page: page.page,
      pageSize: page.pageSize,
      pageCount: total.then(
        (t) => toPage([], t, page).pageCount,
        () => 1,
      ),
    } as unknown as FranchisePage;
  }

  @Query(() => SearchFacetsResult, {
    description: "Result counts beside the search filters' options, for the other filters given (sort is ignored).",
  })
  franchiseSearchFacets(
    @Arg('filters', () => FranchiseSearchInput, { defaultValue: new FranchiseSearchInput() }) filters: FranchiseSearchInput,
  ): Promise<SearchFacetsResult> {
    return this.services.catalogue.searchFacets(filters);
  }

  @Query(() => String, {
    nullable: true,
    description: "A spelling of the free text that public listings use ('cofee' -> 'coffee'), or null when every word is known or nothing is close.",
  })
  searchSuggestion(@Arg('text', () => String) text: string): Promise<string | null> {
    return this.services.catalogue.suggestSpelling(text.slice(0, MAX_SEARCH_TEXT));
  }

  @Query(() => FranchiseView, { nullable: true, description: 'An approved franchise; null for any other id.' })
  async franchise(@Arg('id', () => ID) id: string): Promise<FranchiseView | null> {
    const found = await this.services.catalogue.publicFranchise(id);
    return found && toFranchiseView(found);
  }

  @Query(() => [FranchiseView], {
    description: `The approved franchises among the ids (at most ${MAX_COMPARE}), in the order given; others are left out.`,
  })
  async franchisesByIds(@Arg('ids', () => [ID]) ids: string[]): Promise<FranchiseView[]> {
    return (await this.services.catalogue.publicFranchises(ids)).map(toFranchiseView);
  }

  @FieldResolver(() => [PlaceArea], { description: 'Where the franchise is offered, widest first (empty when not given).' })
  areas(@Root() franchise: FranchiseView): Promise<PlaceArea[]> {
    return this.services.catalogue.describeAreas(franchise.areaKeys);
  }

  @Query(() => [PlaceArea], {
    description: 'The UK, nations, regions and towns whose name contains the search (any case), those starting with it first.',
  })
  places(@Arg('search', () => String) search: string, @Arg('limit', () => Int, { defaultValue: 10 }) limit: number): Promise<PlaceArea[]> {
    return this.services.catalogue.suggestPlaces(search, limit);
  }

  @FieldResolver(() => FranchiseDetailsView, { nullable: true })
  async details(@Root() franchise: FranchiseView, @Ctx() ctx: Context): Promise<FranchiseDetailsView | null> {
    // A search row arrives with its details already read.
    if (franchise.details !== undefined) return franchise.details;
    const details = await ctx.loaders.detailsByFranchiseId.load(franchise.id);
    return details && toFranchiseDetailsView(details);
  }

  @FieldResolver(() => [CategoryView], { description: 'Main categories first, then subcategories, by name.' })
  async categories(@Root() franchise: FranchiseView, @Ctx() ctx: Context): Promise<CategoryView[]> {
    return (searchHitOf(franchise)?.categories ?? (await ctx.loaders.categoriesByFranchiseId.load(franchise.id))).map(toCategoryView);
  }

  @FieldResolver(() => Boolean, { description: 'Only franchises with a franchisor can be ticked for an information request.' })
  canRequestInfo(@Root() franchise: FranchiseView): boolean {
    return franchise.franchisorId !== null;
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description: 'The featured ad currently showing this franchise (active, paid, not expired), or null.',
  })
  featuredAdId(@Root() franchise: FranchiseView, @Ctx() ctx: Context): Promise<string | null> | string | null {
    const hit = searchHitOf(franchise);
    return hit ? hit.featuredAdId : ctx.loaders.featuredAdIdByFranchiseId.load(franchise.id);
  }
}
