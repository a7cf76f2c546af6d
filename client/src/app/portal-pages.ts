// The portals' pages (a customer's, a franchisor's, an administrator's), each its own chunk, loaded when first
// needed. Their loaders, with the bundler's lists of the chunks each one brings, are this module's chunk, which
// a portal's layout fetches as it loads (routes.tsx, portalLayout): no part of a public page's first load.
export const portalPages = import.meta.glob<Record<string, unknown>>([
  '../modules/{admin,franchisor}-*/pages/*.page.tsx',
  '../modules/featured-ads/pages/featured-ads.page.tsx',
  '../modules/{customer-requests,messages,account}/pages/*.page.tsx',
  '../modules/saved-searches/pages/saved-searches.page.tsx',
  '../modules/franchise-match/pages/my-matches.page.tsx',
]);
