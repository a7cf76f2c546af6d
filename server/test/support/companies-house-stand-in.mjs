// A local stand-in for the two Companies House Public Data API resources the server reads, with the documented JSON
// (developer-specs.company-information.service.gov.uk: companyProfile, officerList):
//   GET /company/{number}            the company profile
//   GET /company/{number}/officers   its officers
// HTTP basic auth (the key as user name, empty password) is required, as the real API does. Controllable per company
// number: status, overdue flags, not found (404), 429 with Retry-After, 5xx, slow answers (for time-outs). Numbers
// never set answer as an active company named after the number, so a benchmark can ask for thousands.
//
// Plain JavaScript so that both the server tests (TypeScript, through Jest) and the benchmarks (bench/*.mjs) use it;
// types in companies-house-stand-in.d.mts.
import http from 'node:http';

export const STAND_IN_API_KEY = 'stand-in-companies-house-key';

const today = () => new Date().toISOString().slice(0, 10);

/** The company profile resource, as the register documents it. */
export function companyProfile(number, c = {}) {
  const status = c.status ?? 'active';
  const incorporated = c.incorporatedOn ?? '2015-03-12';
  return {
    company_name: c.name ?? `STAND-IN COMPANY ${number} LTD`,
    company_number: number,
    company_status: status,
    ...(status === 'dissolved' ? { date_of_cessation: today() } : {}),
    date_of_creation: incorporated,
    type: 'ltd',
    jurisdiction: number.startsWith('SC') ? 'scotland' : number.startsWith('NI') ? 'northern-ireland' : 'england-wales',
    registered_office_address: {
      address_line_1: '1 Market Street',
      locality: c.locality ?? 'Manchester',
      postal_code: 'M1 1AA',
      country: 'England',
    },
    sic_codes: c.sicCodes ?? ['77400'],
    accounts: {
      accounting_reference_date: { day: '31', month: '03' },
      last_accounts: { made_up_to: '2024-03-31', type: 'total-exemption-full' },
      next_due: '2025-12-31',
      next_made_up_to: '2025-03-31',
      overdue: c.accountsOverdue ?? false,
    },
    confirmation_statement: {
      last_made_up_to: '2024-09-01',
      next_due: '2025-09-15',
      next_made_up_to: '2025-09-01',
      overdue: c.confirmationStatementOverdue ?? false,
    },
    has_charges: false,
    has_insolvency_history: status === 'liquidation' || status === 'administration',
    can_file: status === 'active',
    etag: `etag-${number}`,
    links: { self: `/company/${number}`, officers: `/company/${number}/officers`, filing_history: `/company/${number}/filing-history` },
  };
}

/** The officer list resource: `active` officers without resigned_on, `resigned` with it. */
export function officerList(number, c = {}) {
  const active = c.activeOfficers ?? 2;
  const resigned = c.resignedOfficers ?? 1;
  const officer = (i, gone) => ({
    name: `OFFICER${i}, Pat`,
    officer_role: 'director',
    appointed_on: '2015-03-12',
    ...(gone ? { resigned_on: '2020-01-31' } : {}),
    nationality: 'British',
    occupation: 'Director',
    country_of_residence: 'England',
    date_of_birth: { month: 5, year: 1975 },
    address: { address_line_1: '1 Market Street', locality: 'Manchester', postal_code: 'M1 1AA' },
    links: { officer: { appointments: `/officers/stand-in-${number}-${i}/appointments` } },
  });
  const items = [
    ...Array.from({ length: active }, (_, i) => officer(i, false)),
    ...Array.from({ length: resigned }, (_, i) => officer(active + i, true)),
  ];
  return {
    kind: 'officer-list',
    active_count: active,
    resigned_count: resigned,
    inactive_count: 0,
    total_results: items.length,
    items_per_page: 35,
    start_index: 0,
    etag: `etag-officers-${number}`,
    links: { self: `/company/${number}/officers` },
    items: items.slice(0, 35),
  };
}

/**
 * Starts the stand-in on `port` (0: a free one). `limit`: answer 429 (with Retry-After and X-Ratelimit-*) once more
 * than `requests` arrive within any `windowMs`, as the real register does per key.
 */
export async function startCompaniesHouseStandIn({ port = 0, limit } = {}) {
  const companies = new Map();
  /** Per number: failures still to serve, in order. */
  const failures = new Map();
  const requests = [];
  const arrivals = [];
  let answered429 = 0;

  const route = async (req) => {
    const path = (req.url ?? '/').split('?')[0];
    const match = /^\/company\/([^/]+)(\/officers)?\/?$/.exec(path);
    const at = Date.now();
    const number = match ? decodeURIComponent(match[1]) : null;
    const resource = match?.[2] ? 'officers' : 'company';
    requests.push({ method: req.method ?? 'GET', path, number, resource, at });
    const auth = req.headers.authorization ?? '';
    const user = auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')[0] : '';
    if (!user) return [401, { error: 'Invalid Authorization', type: 'ch:service' }];
    if (limit) {
      while (arrivals.length && arrivals[0] <= at - limit.windowMs) arrivals.shift();
      if (arrivals.length >= limit.requests) {
        answered429++;
        const resetMs = arrivals[0] + limit.windowMs - at;
        return [429, { errors: [{ error: 'excessive-use' }] }, { 'retry-after': String(Math.max(1, Math.ceil(resetMs / 1000))) }];
      }
      arrivals.push(at);
    }
    if (req.method !== 'GET' || !match) return [404, { errors: [{ error: 'not-found', type: 'ch:service' }] }];
    const queue = failures.get(number);
    const failure = queue?.find((f) => !f.resource || f.resource === resource);
    if (failure) {
      if (--failure.times <= 0) queue.splice(queue.indexOf(failure), 1);
      if (failure.delayMs) await new Promise((resolve) => setTimeout(resolve, failure.delayMs));
      if (failure.status) {
        const headers = failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {};
        return [failure.status, { errors: [{ error: failure.status === 429 ? 'excessive-use' : 'service-unavailable' }] }, headers];
      }
    }
    const company = companies.get(number) ?? {};
    if (company.notFound) {
      return [404, { errors: [{ error: resource === 'company' ? 'company-profile-not-found' : 'not-found', type: 'ch:service' }] }];
    }
    return [200, resource === 'company' ? companyProfile(number, company) : officerList(number, company)];
  };

  const server = http.createServer((req, res) => {
    req.resume();
    route(req).then(
      ([status, body, headers = {}]) => {
        if (res.destroyed) return;
        res.writeHead(status, {
          'content-type': 'application/json',
          'x-ratelimit-limit': String(limit?.requests ?? 600),
          'x-ratelimit-window': '5m',
          ...headers,
        });
        res.end(JSON.stringify(body));
      },
      (err) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: [{ error: String(err) }] }));
      },
    );
  });
  // The client may give up (its time-out) while a slow answer is pending.
  server.on('clientError', (_err, socket) => socket.destroy());
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${server.address().port}`;

  return {
    apiBase,
    apiKey: STAND_IN_API_KEY,
    config: { companiesHouseApiKey: STAND_IN_API_KEY, companiesHouseApiBase: apiBase },
    requests,
    get answered429() {
      return answered429;
    },
    requestsFor: (number, resource) => requests.filter((r) => r.number === number && (!resource || r.resource === resource)),
    set: (number, company) => void companies.set(number, { ...(companies.get(number) ?? {}), ...company }),
    fail: (number, failure) => {
      const queue = failures.get(number) ?? [];
      queue.push({ times: 1, ...failure });
      failures.set(number, queue);
    },
    reset: () => {
      companies.clear();
      failures.clear();
      requests.length = 0;
      arrivals.length = 0;
      answered429 = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
