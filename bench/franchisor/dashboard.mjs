// The dashboard and support part of the franchisor-portal benchmark (run.mjs imports it): the bench
// franchisor's listing events and sign-ins, and the requests of /franchisor/dashboard and /franchisor/support.

export const METRIC_EVENTS = Number(process.env.BENCH_METRICS ?? 1_000_000);

/**
 * METRIC_EVENTS listing events over two years on the bench franchisor's franchises: one request_info per
 * lead at the lead's time, and the rest views and clicks (about 9 to 1) at random times. One statement
 * each; the trigger on ad_metrics fills the daily counts as they go in. A few pending listings, support
 * messages both ways and sign-ins.
 */
export async function seedDashboard({ q, ids }) {
  const requests = await q(
    'request_info per lead',
    `INSERT INTO ad_metrics (franchise_id, metric_type, created_at)
     SELECT franchise_id, 'request_info', created_at FROM franchise_leads WHERE franchisor_id = $1`,
    [ids.franchisorId],
  );
  const rest = METRIC_EVENTS - requests.rowCount;
  await q(
    `${rest.toLocaleString('en-GB')} views and clicks`,
    `INSERT INTO ad_metrics (franchise_id, metric_type, created_at)
     SELECT f.ids[1 + g % array_length(f.ids, 1)], (CASE WHEN random() < 0.9 THEN 'view' ELSE 'click' END)::ad_metric_type,
            now() - random() * interval '730 days'
     FROM (SELECT array_agg(id ORDER BY name) AS ids FROM franchises WHERE franchisor_id = $1) f
     CROSS JOIN generate_series(1, $2) g`,
    [ids.franchisorId, rest],
  );
  await q(
    'pending listings',
    `INSERT INTO franchises (name, location, franchisor_id, status, created_at)
     SELECT 'Pending franchise #' || g, 'Town ' || g, $1, 'pending', now() - g * interval '1 day' FROM generate_series(1, 8) g`,
    [ids.franchisorId],
  );
  await q(
    'admin, support messages and sign-ins',
    `WITH u AS (INSERT INTO users (email, password_hash) VALUES ('admin@bench.test', 'not-a-hash') RETURNING id),
     p AS (INSERT INTO profiles (id, full_name, email, user_type, status, approved_at)
           SELECT id, 'Bench Admin', 'admin@bench.test', 'admin', 'approved', now() FROM u RETURNING id),
     s AS (INSERT INTO sign_ins (user_id, browser, location, created_at)
           SELECT $1, 'Chrome 126 on Windows', 'United Kingdom', now() - g * interval '7 hours' FROM generate_series(1, 200) g)
     INSERT INTO messages (sender_id, receiver_id, subject, content, read, created_at)
     SELECT CASE WHEN g % 2 = 0 THEN $1 ELSE p.id END, CASE WHEN g % 2 = 0 THEN p.id ELSE $1 END,
            'Support question ' || g, 'About our listings.', g > 5, now() - g * interval '2 days'
     FROM p CROSS JOIN generate_series(1, 300) g`,
    [ids.franchisorId],
  );
}

// The documents the dashboard and support pages send (client/src/modules/franchisor-dashboard/graphql and
// franchisor-support/graphql), as they send them.
const PERFORMANCE = `query FranchisorPerformance($input: PerformanceRangeInput!) {
  franchisorPerformance(input: $input) { range from to
    franchises { franchiseId name status funnel { views clicks requestInfos leads contacted qualified converted conversionRate } }
    total { views clicks requestInfos leads contacted qualified converted conversionRate } } }`;
const PENDING = `query FranchisorPendingFranchises($page: PageInput) {
  franchisorPendingFranchises(page: $page) { total items { id name location createdAt } } }`;
const SIGN_INS = `query MySignIns { mySignIns { id signedInAt browser location } }`;
const SUPPORT = `query SupportMessages($page: PageInput) { supportMessages(page: $page) {
  total page pageCount items { id direction subject content read createdAt attachmentUrl } } }`;
const SUPPORT_UNREAD = `query SupportUnreadCount { supportUnreadCount }`;

const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

export function dashboardScenarios() {
  const metrics = (input) => ({
    query: PERFORMANCE,
    variables: { input },
    rows: (d) =>
      `${d.franchisorPerformance.franchises.length} + total, ${(d.franchisorPerformance.total.views + d.franchisorPerformance.total.clicks + d.franchisorPerformance.total.requestInfos).toLocaleString('en-GB')} events`,
  });
  return [
    { name: 'Dashboard metrics: Last 7 Days', ...metrics({ range: 'LAST_7_DAYS' }) },
    { name: 'Dashboard metrics: Last 30 Days', ...metrics({ range: 'LAST_30_DAYS' }) },
    { name: 'Dashboard metrics: Last 3 Months', ...metrics({ range: 'LAST_3_MONTHS' }) },
    { name: 'Dashboard metrics: Last Year', ...metrics({ range: 'LAST_YEAR' }) },
    { name: 'Dashboard metrics: Custom, one month a year ago', ...metrics({ range: 'CUSTOM', from: day(395), to: day(365) }) },
    { name: 'Dashboard metrics: Custom, both years', ...metrics({ range: 'CUSTOM', from: day(730), to: day(0) }) },
    {
      name: 'Dashboard: pending approvals',
      query: PENDING,
      variables: { page: { page: 1, pageSize: 5 } },
      rows: (d) => `${d.franchisorPendingFranchises.items.length} of ${d.franchisorPendingFranchises.total}`,
    },
    { name: 'Dashboard: recent sign-ins', query: SIGN_INS, rows: (d) => d.mySignIns.length },
    {
      name: 'Support: message history, first page',
      query: SUPPORT,
      variables: { page: { page: 1, pageSize: 10 } },
      rows: (d) => `${d.supportMessages.items.length} of ${d.supportMessages.total}`,
    },
    { name: 'Support badge: unread from the platform', query: SUPPORT_UNREAD, rows: () => 1 },
  ];
}
