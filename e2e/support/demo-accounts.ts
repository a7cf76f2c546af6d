/** The seeded demo sign-ins (see server/src/db/seed/demo-accounts.ts and the README). */
export const demo = {
  admin: { email: 'admin@demo.test', password: 'Demo-admin-1' },
  franchisor: { email: 'franchisor@demo.test', password: 'Demo-franchisor-1' },
  pending: { email: 'pending@demo.test', password: 'Demo-pending-1' },
  rejected: { email: 'rejected@demo.test', password: 'Demo-rejected-1' },
  customer: { email: 'customer@demo.test', password: 'Demo-customer-1' },
} as const;

/** The demo admin, franchisor and customer as accounts to sign a test's own page in with (`signedIn` in support/test.ts). */
export const demoAs = {
  admin: { type: 'admin', ...demo.admin },
  franchisor: { type: 'franchisor', ...demo.franchisor },
  customer: { type: 'customer', ...demo.customer },
} as const;
