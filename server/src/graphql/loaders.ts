import { In, type DataSource } from 'typeorm';
import { byIdLoader } from '../common/by-id-loader';
import { Profile } from '../modules/auth/profile.entity';
import { createBlogLoaders } from '../modules/blog/blog.loaders';
import { createAdvertisingLoaders } from '../modules/advertising/advertising.loaders';
import { createCatalogueLoaders } from '../modules/catalogue/catalogue.loaders';
import { createCompanyCheckLoaders } from '../modules/company-checks/company-check.loaders';
import { createCustomerRequestsLoaders } from '../modules/customer-requests/customer-requests.loaders';
import { createFranchisorFranchiseLoaders } from '../modules/franchisor-franchises/franchisor-franchises.loaders';
import { createResponseTimesLoaders } from '../modules/franchisor-dashboard/response-times.loaders';
import { createTrustPanelLoaders } from '../modules/company-checks/trust-panel.loaders';
import { createIntroCallLoaders } from '../modules/intro-calls/intro-calls.loaders';

/**
 * Per-request DataLoaders: relations are resolved through these, never one query per row.
 * Each module keeps its loaders in <module>.loaders.ts and adds them here.
 */
export function createLoaders(ds: DataSource) {
  return {
    profileById: byIdLoader((ids) => ds.getRepository(Profile).findBy({ id: In([...ids]) })),
    ...createCatalogueLoaders(ds),
    ...createBlogLoaders(ds),
    ...createAdvertisingLoaders(ds),
    ...createCustomerRequestsLoaders(ds),
    ...createResponseTimesLoaders(ds),
    ...createCompanyCheckLoaders(ds),
    ...createTrustPanelLoaders(ds),
    ...createFranchisorFranchiseLoaders(ds),
    ...createIntroCallLoaders(ds),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
