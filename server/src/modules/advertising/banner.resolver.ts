import { Arg, ID, Query, Resolver } from 'type-graphql';
import type { Services } from '../../services';
import { PublicBanner } from './banner.types';

@Resolver()
export class BannerResolver {
  constructor(private readonly services: Services) {}

  @Query(() => PublicBanner, { nullable: true, description: 'The main banner ad under the header, if one is live.' })
  mainBanner(): Promise<PublicBanner | null> {
    return this.services.banners.liveMain();
  }

  @Query(() => PublicBanner, { nullable: true, description: 'The category banner ad for a category, if one is live.' })
  categoryBanner(@Arg('categoryId', () => ID) categoryId: string): Promise<PublicBanner | null> {
    return this.services.banners.liveForCategory(categoryId);
  }
}
