/**
 * Import boundaries of server/src and client/src (issue 28). The module map and the directions are explained in
 * docs/architecture.md ("Modules and import directions"); keep the two in step.
 *
 * Checked by `npm run check:boundaries` (scripts/check-boundaries.mjs), which fails on any violation not listed in
 * .dependency-cruiser-known-violations.json. Fix a listed one, then `npm run check:boundaries -- --baseline` to
 * shrink the list. Never add to the list to make a new import pass.
 */

/** Server wiring: the composition root and the adapters that assemble the app; they may import anything. */
const SERVER_WIRING = '^server/src/(main|app|services)\\.ts$|^server/src/(graphql|http|observability|db)/';
/**
 * Server platform: plain infrastructure any module may use (configuration, paths, the job queue, and the realtime
 * parts: the event bus subscriptions are published on and the registry of open sockets, which services close).
 */
const SERVER_PLATFORM = '^server/src/(config|paths)\\.ts$|^server/src/(jobs|realtime)/';

/**
 * Server modules and the other modules each may import (besides itself, common/ and the platform). A module not
 * listed in another's line may not be imported by it; the lines read bottom-up: the base modules first.
 */
const BASE = ['mail', 'auth', 'audit', 'files'];
const SERVER_MODULES = {
  mail: [],
  auth: ['mail'],
  audit: ['auth', 'mail'],
  files: ['auth', 'mail'],
  blog: [...BASE],
  catalogue: [...BASE, 'blog'],
  advertising: [...BASE, 'catalogue'],
  payments: [...BASE, 'catalogue', 'advertising'],
  messages: [...BASE, 'catalogue'],
  // Consent records (issue 41): the consent line names each franchise and its franchisor company.
  consents: [...BASE, 'catalogue'],
  // An alert switched on or off is a marketing consent given or withdrawn (issue 41).
  'saved-searches': [...BASE, 'catalogue', 'consents'],
  // The enquirer's side: the lead form and the Request Information dialog write leads. A request that opts in to
  // marketing starts a saved-search alert for its franchises; each request records its consent.
  'lead-intake': [...BASE, 'catalogue', 'advertising', 'saved-searches', 'consents'],
  // The customer's side: the requests they sent, their messages about them, the consent each was sent under.
  'customer-requests': [...BASE, 'catalogue', 'messages', 'consents', 'lead-intake', 'intro-calls'],
  // The franchisor's side: their leads, the CSV, the reminders.
  'franchisor-leads': [...BASE, 'catalogue', 'messages', 'lead-intake', 'intro-calls'],
  'franchisor-dashboard': [...BASE, 'catalogue', 'lead-intake'],
  // A listing's changes in review (issue 42) are approved through the listings' own writer.
  'admin-approvals': [...BASE, 'catalogue', 'franchisor-franchises'],
  'admin-accounts': [...BASE, 'catalogue'],
  'franchisor-franchises': [...BASE, 'catalogue'],
  contact: [...BASE],
  // Reports of listings: a resolution may unpublish the listing (issue 40).
  'listing-reports': [...BASE, 'catalogue'],
  // Complaints about personal data (issue 41): a module of its own.
  'data-complaints': [...BASE],
  account: [...BASE, 'catalogue', 'lead-intake', 'messages', 'saved-searches', 'consents'],
  // Companies House facts (issue 40): fields of the catalogue's Franchise and of the admin's account views; a gone
  // company's listings leave the directory.
  'company-checks': [...BASE, 'catalogue', 'admin-approvals', 'admin-accounts', 'memberships'],
  // Franchise.membership is a field of the catalogue's Franchise type.
  memberships: [...BASE, 'catalogue'],
  // Seats of a franchisor company (issue 42): members, invitations, ownership; the lead routing rules of its listings.
  'franchisor-team': [...BASE, 'catalogue', 'lead-intake'],
  // Deletes and anonymises by SQL over other modules' tables (their names, not their entities); files for attachments.
  retention: [...BASE],
  // A franchisor company's API tokens (issue 42); the scopes and the check they feed are auth's (api-scope.ts).
  'api-tokens': [...BASE],
  // Franchisors' webhooks (issue 42): payloads read leads and messages by SQL; the events come through services.ts.
  webhooks: [...BASE],
  // Issue 43, the buyer's next step. The matching quiz ranks the catalogue by the answers' shape (lead-intake's).
  'franchise-match': [...BASE, 'catalogue', 'lead-intake'],
  // Territories by postcode district: the public lookup and search filter; the franchisor's editor.
  territories: [...BASE, 'catalogue'],
  'franchisor-territories': [...BASE, 'catalogue', 'territories'],
  // Intro calls: the enquirer books a slot of a lead's franchisor; the franchisor sets availability.
  'intro-calls': [...BASE, 'catalogue', 'lead-intake'],
  'franchisor-intro-calls': [...BASE, 'catalogue', 'lead-intake', 'intro-calls'],
};

const escape = (name) => name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // Cycles make load order matter and hide which side owns what (entity pairs, service <-> helper loops).
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(server|client)/src/' },
      to: { circular: true },
    },
    // Neither side may reach into the other's sources: they share only schema.graphql and the generated types.
    {
      name: 'no-cross-workspace',
      severity: 'error',
      from: { path: '^(server|client|e2e)/' },
      to: { path: '^(server|client|e2e)/', pathNot: '^$1/' },
    },

    // --- server ---
    // common/ is the bottom layer (errors, money, pagination...): it imports nothing else of the server.
    {
      name: 'server-common-is-a-leaf',
      severity: 'error',
      from: { path: '^server/src/common/' },
      to: { path: '^server/src/', pathNot: '^server/src/common/' },
    },
    // The platform (config, paths, jobs, realtime) serves the modules; it must not know them or the wiring above it.
    {
      name: 'server-platform-not-to-modules-or-wiring',
      severity: 'error',
      from: { path: SERVER_PLATFORM },
      to: { path: `^server/src/modules/|${SERVER_WIRING}`, pathNot: '^server/src/db/' },
    },
    // Domain code in a module (services, entities, types, loaders) gets its collaborators through its constructor;
    // it must not import the wiring that assembles it (graphql/, http/, db/, services.ts, app.ts).
    {
      name: 'server-domain-not-to-wiring',
      severity: 'error',
      from: { path: '^server/src/modules/', pathNot: '\\.(resolver|routes)\\.ts$' },
      to: { path: SERVER_WIRING },
    },
    // A module's adapters (*.resolver.ts, *.routes.ts) may name the types the wiring hands them (Context, Services),
    // type-only; a runtime import (or any other wiring file) ties the module to the app. One exception: an Express
    // route puts the one access check (http/require-account.ts) in front of itself, as a resolver does with @Authorized.
    {
      name: 'server-adapter-wiring-types-only',
      severity: 'error',
      from: { path: '^server/src/modules/.+\\.(resolver|routes)\\.ts$' },
      to: { path: SERVER_WIRING, pathNot: '^server/src/(graphql/context|services)\\.ts$|^server/src/http/require-account\\.ts$' },
    },
    {
      name: 'server-adapter-wiring-types-only',
      severity: 'error',
      from: { path: '^server/src/modules/.+\\.(resolver|routes)\\.ts$' },
      to: { path: '^server/src/(graphql/context|services)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    // Modules depend on one another in one direction only (SERVER_MODULES above): a new edge is a design decision.
    ...Object.entries(SERVER_MODULES).map(([name, allowed]) => ({
      name: 'server-module-direction',
      comment: `${name} may import only: ${allowed.length ? allowed.join(', ') : '(no other module)'}`,
      severity: 'error',
      from: { path: `^server/src/modules/${escape(name)}/` },
      to: {
        path: '^server/src/modules/',
        pathNot: `^server/src/modules/(${[name, ...allowed].map(escape).join('|')})/`,
      },
    })),
    // Every module is in the map above, so a new module gets its directions decided when it is added.
    {
      name: 'server-module-unmapped',
      severity: 'error',
      from: {
        path: '^server/src/modules/',
        pathNot: `^server/src/modules/(${Object.keys(SERVER_MODULES).map(escape).join('|')})/`,
      },
      to: {},
    },

    // --- client ---
    // shared/ holds generic pieces (header, footer, format, guards) every feature uses: it must not import features.
    {
      name: 'client-shared-not-to-modules',
      severity: 'error',
      from: { path: '^client/src/shared/' },
      to: { path: '^client/src/modules/' },
    },
    // shared/ must not import the app shell either (router, layouts, apollo): the shell is built from shared/.
    {
      name: 'client-shared-not-to-app',
      severity: 'error',
      from: { path: '^client/src/shared/' },
      to: { path: '^client/src/app/' },
    },
    // Feature modules are mounted by the app shell (routes, layouts); they never import it.
    {
      name: 'client-modules-not-to-app',
      severity: 'error',
      from: { path: '^client/src/(modules|ssr)/' },
      to: { path: '^client/src/app/' },
    },
    // Portal features (admin-*, franchisor-*) are leaves: only the app shell imports them. A widget or hook two
    // features need is generic and goes to shared/ (or to the public module that owns its domain).
    {
      name: 'client-portal-modules-are-leaves',
      severity: 'error',
      from: { path: '^client/src/modules/([^/]+)/' },
      to: { path: '^client/src/modules/(admin|franchisor)-[^/]+/', pathNot: '^client/src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^client/src/gql/' },
    // Type-only imports count: a cycle or a wrong direction through types is still a dependency.
    tsPreCompilationDeps: true,
    skipAnalysisNotInRules: true,
    // A fixed exception must leave the list too (npm run check:boundaries -- --baseline): the list only shrinks.
    baseline: { staleEntriesSeverity: 'error' },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
