// The requests of the fault bench, as the client sends them (its own GraphQL documents), each answering an
// outcome: acknowledged is a 2xx answer without GraphQL errors; `record` is what to look for in the database.
import { clientDocument } from '../client-documents.mjs';
import { outcome } from './traffic.mjs';

let addresses = 0;
/** A new client address for each request that a per-address limit would otherwise refuse (TRUST_PROXY=1). */
export const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** POST /graphql with one of the client's operations; `{ status, body, cookies }`, body null when not JSON. */
export async function operation(url, name, variables, { cookie, ip, signal } = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body: JSON.stringify({ operationName: name, query: clientDocument(name), variables }),
    signal,
  });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // an HTML error page, or nothing
  }
  return { status: res.status, body, cookies: res.headers.getSetCookie() };
}

/** The outcome of a GraphQL answer: acknowledged, or why not (the HTTP status, or the first error's code). */
export function judged({ status, body }, record) {
  if (status < 200 || status >= 300) return outcome.failed(`HTTP ${status}${body?.errors ? ` ${codeOf(body)}` : ''}`, record);
  if (!body) return outcome.failed(`HTTP ${status}, not JSON`, record);
  if (body.errors) return outcome.failed(`GraphQL ${codeOf(body)}`, record);
  return outcome.ok(record);
}

const codeOf = (body) => body.errors?.[0]?.extensions?.code ?? body.errors?.[0]?.message?.slice(0, 40) ?? '?';

/** The session cookie set by an answer, as a Cookie header ('' when none: a sign-out clears it). */
export const sessionCookie = (cookies) =>
  cookies
    .map((c) => c.split(';')[0])
    .filter((c) => c.startsWith('fc_session=') && c !== 'fc_session=')
    .at(-1) ?? null;

const SEARCHES = [{ text: 'coffee' }, { text: 'cleaning' }, { location: 'London' }, { sort: 'NAME' }, { investment: 'UNDER_50K' }];

/** The search page's query (GraphQL franchiseSearch), filters in turn. */
export const searchQuery = (url) => async (n, signal) =>
  judged(await operation(url, 'SearchFranchises', { filters: SEARCHES[n % SEARCHES.length], page: { page: 1, pageSize: 24 } }, { signal }));

/** GET /search, the server-rendered page. */
export const searchPage = (url) => async (n, signal) => {
  const res = await fetch(`${url}/search?q=${encodeURIComponent(['coffee', 'care', 'pet'][n % 3])}`, { signal });
  await res.arrayBuffer();
  return res.ok ? outcome.ok(null) : outcome.failed(`HTTP ${res.status}`);
};

/** The franchise page's lead form, a visitor from an address of their own; the e-mail marks the lead. */
export const lead = (url, franchiseIds, tag) => async (n, signal) => {
  const email = `${tag}-${n}@faults.test`;
  const input = {
    franchiseId: franchiseIds[n % franchiseIds.length],
    name: `Fault Visitor ${n}`,
    email,
    phone: '07700 900123',
    message: 'I would like to know more about this franchise and the support you give.',
  };
  return judged(await operation(url, 'SubmitFranchiseLead', { input }, { ip: nextAddress(), signal }), email);
};

/** The signed-in demo customer writing on one of their requests; the text marks the message. */
export const message = (url, cookie, requestId, tag) => async (n, signal) => {
  const content = `Fault bench message ${tag}-${n}: could we talk this week?`;
  return judged(await operation(url, 'SendFranchiseRequestMessage', { input: { requestId, content } }, { cookie, signal }), content);
};

/**
 * Sign-in then sign-out of the demo customer, from an address of its own; acknowledged when both are. `record`:
 * the session token, whose row the sign-out must have deleted (null when the sign-in gave none).
 */
export const signInOut = (url, account) => async (n, signal) => {
  const ip = nextAddress();
  const signIn = await operation(url, 'SignIn', { input: account }, { ip, signal });
  const cookie = sessionCookie(signIn.cookies);
  const first = judged(signIn, null);
  if (!first.ok || !cookie) return outcome.failed(`sign-in: ${first.why ?? 'no cookie'}`, null);
  const token = decodeURIComponent(cookie.slice('fc_session='.length));
  try {
    const out = judged(await operation(url, 'SignOut', {}, { cookie, ip, signal }), token);
    return out.ok ? out : outcome.failed(`sign-out: ${out.why}`, token);
  } catch (err) {
    err.record = token;
    throw err;
  }
};

/** One timed sign-in: { ms, ok, why }. */
export async function timedSignIn(url, account, timeoutMs) {
  const started = Date.now();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const result = judged(await operation(url, 'SignIn', { input: account }, { ip: nextAddress(), signal }));
    return { ms: Date.now() - started, ok: result.ok, why: result.why ?? null };
  } catch (err) {
    return {
      ms: Date.now() - started,
      ok: false,
      why: signal.aborted ? `no answer in ${timeoutMs / 1000} s` : `network ${err.cause?.code ?? err.message}`,
    };
  }
}
