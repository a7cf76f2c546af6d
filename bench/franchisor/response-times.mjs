import path from 'node:path';
import { log, require, root, seconds } from '../lib.mjs';

// The response-times part of the franchisor-portal benchmark (run.mjs imports it): every lead's first response,
// the public figures counted as the clock job counts them, and the dashboard's Response Times request.

/**
 * Every lead past new was first answered after a delay drawn per franchisor (medians from about an hour to two
 * days, the bench franchisor about 4 hours); new leads are unanswered. Then the figures as the response-times job
 * counts them (its own SQL, from the built server), timed: the job runs every five minutes over every franchisor.
 */
export async function seedResponseTimes({ client, q, ids }) {
  await q(
    'first responses',
    `UPDATE franchise_leads l SET first_response_at = l.created_at + f.median * exp(ln(4) * (random() + random() - 1))
     FROM (SELECT p.id, (CASE WHEN p.id = $1 THEN 4 ELSE 1 + abs(hashtext(p.id::text)) % 48 END) * interval '1 hour' AS median
           FROM profiles p) f
     WHERE l.franchisor_id = f.id AND l.status <> 'new'`,
    [ids.franchisorId],
  );
  const { refreshResponseTimes } = require(path.join(root, 'server', 'dist', 'modules', 'franchisor-dashboard', 'response-times.service.js'));
  const started = Date.now();
  await refreshResponseTimes({ query: async (sql, params) => (await client.query(sql, params)).rows }, new Date());
  const refreshMs = Date.now() - started;
  log(`  response-times job, every franchisor: ${seconds(refreshMs)}`);
  return { refreshMs };
}

// The document the dashboard's Response Times card sends (client/src/modules/franchisor-dashboard/graphql).
const RESPONSE_TIMES = `query FranchisorResponseTimes { franchisorResponseTimes {
  leads answeredWithinDay withinDayPercent medianSeconds summary shownOnListings minimumLeads
  weeks { weekStart leads answeredWithinDay medianSeconds } } }`;

export function responseTimeScenarios() {
  return [
    {
      name: 'Dashboard: response times and weekly trend',
      query: RESPONSE_TIMES,
      rows: (d) => `${d.franchisorResponseTimes.leads.toLocaleString('en-GB')} leads, ${d.franchisorResponseTimes.weeks.length} weeks`,
    },
  ];
}
