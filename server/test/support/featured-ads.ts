import type { DataSource } from 'typeorm';
import { FeaturedAd } from '../../src/modules/advertising/featured-ad.entity';
import type { Profile } from '../../src/modules/auth/profile.entity';
import type { Franchise } from '../../src/modules/catalogue/franchise.entity';
import { FACTORY_PASSWORD, createFranchise, createFranchisor } from './factories';
import { TestClient } from './graphql-client';

/** Operations of the franchisor's Featured Ads page and the sandbox checkout (issue 10 contract). */
export const CREATE_FEATURED_AD = `mutation CreateFeaturedAd($input: CreateFeaturedAdInput!) {
  createFeaturedAd(input: $input) { adId checkoutUrl }
}`;
export const PAY_FEATURED_AD = `mutation PayFeaturedAd($id: ID!) { payFeaturedAd(id: $id) { adId checkoutUrl } }`;
export const MY_FEATURED_ADS = `query MyFeaturedAds($page: PageInput) {
  myFeaturedAds(page: $page) {
    total page pageSize pageCount
    items {
      id franchiseId franchiseName additionalCategories { id name } duration status paymentStatus amount
      startDate endDate createdAt canPay
    }
  }
}`;
export const SANDBOX_CHECKOUT = `query SandboxCheckout($sessionId: ID!) {
  sandboxCheckout(sessionId: $sessionId) { sessionId adId franchiseName description amount currency status cancelUrl }
}`;
export const PAY_SANDBOX_CHECKOUT = `mutation PaySandboxCheckout($sessionId: ID!) { paySandboxCheckout(sessionId: $sessionId) }`;

export interface CheckoutStartResult {
  createFeaturedAd: { adId: string; checkoutUrl: string };
}

/** A client signed in as `profile`. */
export async function signedIn(baseUrl: string, profile: Pick<Profile, 'email'>, type: 'ADMIN' | 'FRANCHISOR' | 'CUSTOMER') {
  const client = new TestClient(baseUrl);
  await client.signIn(profile.email, FACTORY_PASSWORD, type);
  return client;
}

/** An approved franchisor with one approved franchise, signed in. */
export async function franchisorWithFranchise(
  ds: DataSource,
  baseUrl: string,
  name?: string,
): Promise<{ franchisor: Profile; franchise: Franchise; client: TestClient }> {
  const franchisor = await createFranchisor(ds);
  const franchise = await createFranchise(ds, { franchisorId: franchisor.id, ...(name ? { name } : {}) });
  return { franchisor, franchise, client: await signedIn(baseUrl, franchisor, 'FRANCHISOR') };
}

/** The stored ad, as the database has it now. */
export const storedAd = (ds: DataSource, id: string) => ds.getRepository(FeaturedAd).findOneByOrFail({ id });

/** How many payment events have been recorded. */
export async function paymentEventCount(ds: DataSource): Promise<number> {
  const [{ n }]: { n: number }[] = await ds.query(`SELECT count(*)::int AS n FROM payment_events`);
  return n;
}
