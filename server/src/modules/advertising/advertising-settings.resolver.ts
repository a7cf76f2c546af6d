import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { AdvertisingSettingsInput, AdvertisingSettingsView } from './advertising-settings.types';

/** Advertising Settings (spec 02 sections 2, 5 and 7): prices, discounts and Sync to Stripe. */
@Resolver()
export class AdvertisingSettingsResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.ADMIN)
  @Query(() => AdvertisingSettingsView)
  advertisingSettings(): Promise<AdvertisingSettingsView> {
    return this.services.adminAdvertisingSettings.view();
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdvertisingSettingsView, { description: 'Saves the prices and discount tiers (tiers sorted by category count).' })
  updateAdvertisingSettings(@Arg('input') input: AdvertisingSettingsInput): Promise<AdvertisingSettingsView> {
    return this.services.adminAdvertisingSettings.update(input);
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdvertisingSettingsView, { description: 'Creates the featured prices at the payment provider and records their ids.' })
  syncStripePricing(): Promise<AdvertisingSettingsView> {
    return this.services.adminAdvertisingSettings.sync();
  }
}
