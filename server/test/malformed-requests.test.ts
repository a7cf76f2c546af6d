import { createHash } from 'node:crypto';
import { UPLOAD_LIMITS } from '../src/app';
import { captureLogs } from './support/logs';
import { FACTORY_PASSWORD, createCustomer, createFranchise, createFranchisor, createLead, testPdf, token } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type Part, multipart } from './support/hostile-requests';
import { type RawAnswer, type RawRequest, rawRequest } from './support/raw-http';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * Requests the server cannot read are the client's mistake: a 4xx with a short message (GraphQL's
 * error shape on /graphql), logged at most as a warning, never a 500 or an ERROR with a stack.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SEND = `mutation Send($input: SendRequestMessageInput!, $attachment: Upload) {
  sendFranchiseRequestMessage(input: $input, attachment: $attachment) { id attachmentUrl } }`;
const pdf = testPdf();

/** Sends `request` with the server logging at warn level and returns the answer with what was logged. */
async function logged(request: RawRequest): Promise<RawAnswer & { log: string }> {
  let answer: RawAnswer | undefined;
  const { text } = await captureLogs(async () => (answer = await rawRequest(server.url, request)), 'warn');
  return { ...answer!, log: text };
}

const json = (body: string | Buffer, headers: Record<string, string> = {}): RawRequest => ({
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json', ...headers },
  body: Buffer.from(body),
});

const operations = (variables: Record<string, unknown>) => JSON.stringify({ query: SEND, variables });
function upload(parts: Part[], headers: Record<string, string> = {}): RawRequest {
  const boundary = '----malformed-test';
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true', ...headers },
    body: multipart(parts, boundary),
  };
}
const ops = (requestId = '00000000-0000-0000-0000-000000000000') =>
  ({ name: 'operations', data: operations({ input: { requestId, content: 'See attached' }, attachment: null }) }) satisfies Part;
const map = { name: 'map', data: JSON.stringify({ 0: ['variables.attachment'] }) } satisfies Part;
const file = (filename = 'a.pdf', data = pdf): Part => ({ name: '0', filename, type: 'application/pdf', data });

const graphqlError = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

function expectWarnedOnly(log: string) {
  expect(log).not.toMatch(/"level":"error"/);
  // A stack, as JSON writes it.
  expect(log).not.toMatch(/\\n\s+at /);
}

describe('on /graphql', () => {
  it.each<[string, RawRequest, number, ReturnType<typeof graphqlError>]>([
    ['invalid JSON', json('{"query": "{ viewer { id } }",}'), 400, graphqlError('The request body is not valid JSON.', 'BAD_REQUEST')],
    [
      'a body over the 1 MB limit',
      json(JSON.stringify({ query: '{ viewer { id } }', variables: { pad: 'x'.repeat(1_100_000) } })),
      413,
      graphqlError('The request is too large.', 'PAYLOAD_TOO_LARGE'),
    ],
    [
      'an unsupported charset',
      json('{"query": "{ viewer { id } }"}', { 'content-type': 'application/json; charset=latin1' }),
      415,
      graphqlError('This content type or encoding is not supported.', 'BAD_REQUEST'),
    ],
    [
      'an unknown content encoding',
      json('{"query": "{ viewer { id } }"}', { 'content-encoding': 'x-unknown' }),
      415,
      graphqlError('This content type or encoding is not supported.', 'BAD_REQUEST'),
    ],
    [
      'a gzip body that is not gzip',
      json('not gzip at all', { 'content-encoding': 'gzip' }),
      400,
      graphqlError('The request is malformed.', 'BAD_REQUEST'),
    ],
    [
      'a multipart body cut short',
      { ...upload([ops(), map, file()]), body: upload([ops(), map, file()]).body!.subarray(0, 300) },
      400,
      graphqlError('The multipart request is malformed.', 'BAD_REQUEST'),
    ],
    [
      'a multipart body without a boundary',
      { ...upload([ops(), map, file()]), headers: { 'content-type': 'multipart/form-data', 'apollo-require-preflight': 'true' } },
      400,
      graphqlError('The multipart request is malformed.', 'BAD_REQUEST'),
    ],
    [
      'invalid JSON in the operations field',
      upload([{ name: 'operations', data: '{nope' }, map, file()]),
      400,
      graphqlError(
        'Invalid JSON in the ‘operations’ multipart field (https://github.com/jaydenseric/graphql-multipart-request-spec).',
        'BAD_REQUEST',
      ),
    ],
    [
      `${UPLOAD_LIMITS.maxFiles + 1} files where ${UPLOAD_LIMITS.maxFiles} are allowed`,
      upload([
        { name: 'operations', data: operations({ input: {}, attachment: null, more: Array(UPLOAD_LIMITS.maxFiles).fill(null) }) },
        {
          name: 'map',
          data: JSON.stringify(
            Object.fromEntries(
              Array.from({ length: UPLOAD_LIMITS.maxFiles + 1 }, (_, i) => [i, [i ? `variables.more.${i - 1}` : 'variables.attachment']]),
            ),
          ),
        },
        ...Array.from({ length: UPLOAD_LIMITS.maxFiles + 1 }, (_, i) => ({ ...file(), name: String(i) })),
      ]),
      413,
      graphqlError(`${UPLOAD_LIMITS.maxFiles} max file uploads exceeded.`, 'PAYLOAD_TOO_LARGE'),
    ],
  ])('%s gets a short 4xx and a warning, no ERROR', async (_label, request, status, body) => {
    const res = await logged(request);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual(body);
    expect(res.log).toMatch(/"level":"warn".*"msg":"Refused a request"/);
    expectWarnedOnly(res.log);
  });

  it.each<[string, RawRequest, number]>([
    ['a text/plain body (a possible CSRF)', json('{"query": "{ viewer { id } }"}', { 'content-type': 'text/plain' }), 400],
    ['an XML body', json('<query/>', { 'content-type': 'application/xml' }), 400],
    ['a PUT', { ...json('{"query": "{ viewer { id } }"}'), method: 'PUT' }, 405],
    ['a mutation over GET', { method: 'GET', path: '/graphql?query=mutation%7BsignOut%7D', headers: { 'apollo-require-preflight': 'true' } }, 405],
    ['a batch', json('[{"query": "{ viewer { id } }"}]'), 400],
  ])('%s gets a 4xx GraphQL error from Apollo', async (_label, request, status) => {
    const res = await logged(request);
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body).errors[0].extensions.code).toBe('BAD_REQUEST');
    expectWarnedOnly(res.log);
  });
});

describe('persisted-query extensions', () => {
  const QUERY = '{ __typename }';
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const post = (body: unknown) => json(JSON.stringify(body));
  const get = (params: Record<string, unknown>): RawRequest => ({
    method: 'GET',
    path: `/graphql?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`,
    headers: { 'apollo-require-preflight': 'true' },
  });

  it.each<[string, RawRequest, number, string]>([
    ['a string for persistedQuery', post({ query: QUERY, extensions: { persistedQuery: 'x' } }), 400, 'PERSISTED_QUERY_NOT_SUPPORTED'],
    ['version 2', post({ query: QUERY, extensions: { persistedQuery: { version: 2 } } }), 400, 'PERSISTED_QUERY_NOT_SUPPORTED'],
    ['version 2 over GET', get({ query: QUERY, extensions: { persistedQuery: { version: 2 } } }), 400, 'PERSISTED_QUERY_NOT_SUPPORTED'],
    [
      'version "1" as a string',
      post({ query: QUERY, extensions: { persistedQuery: { version: '1', sha256Hash: sha256(QUERY) } } }),
      400,
      'PERSISTED_QUERY_NOT_SUPPORTED',
    ],
    ['a number for the hash', post({ query: QUERY, extensions: { persistedQuery: { version: 1, sha256Hash: 5 } } }), 400, 'BAD_REQUEST'],
    [
      'a hash that is not the query’s',
      post({ query: QUERY, extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ other }') } } }),
      400,
      'BAD_REQUEST',
    ],
    [
      'a hash that is not the query’s, over GET',
      get({ query: QUERY, extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ other }') } } }),
      400,
      'BAD_REQUEST',
    ],
    // Apollo's protocol: a miss is answered 200, so that its client link sends the whole query next.
    [
      'a number for the hash, without the query',
      post({ extensions: { persistedQuery: { version: 1, sha256Hash: 5 } } }),
      200,
      'PERSISTED_QUERY_NOT_FOUND',
    ],
  ])('%s gets Apollo’s code, not an internal error, and no ERROR', async (_label, request, status, code) => {
    const res = await logged(request);
    expect(res.status).toBe(status);
    const { errors } = JSON.parse(res.body) as { errors: { message: string; extensions: { code: string } }[] };
    expect(errors).toHaveLength(1);
    expect(errors[0].extensions).toEqual({ code });
    expect(errors[0].message).not.toBe('Something went wrong. Please try again.');
    expectWarnedOnly(res.log);
  });

  it('a well-formed one still works: registered with its query, then run by its hash alone', async () => {
    const query = `{ __typename ${token('alias')}: __typename }`;
    const persistedQuery = { version: 1, sha256Hash: sha256(query) };
    const registered = await logged(post({ query, extensions: { persistedQuery } }));
    expect(registered.status).toBe(200);
    expect(JSON.parse(registered.body)).toEqual({ data: expect.objectContaining({ __typename: 'Query' }) });
    const byHash = await logged(get({ extensions: { persistedQuery } }));
    expect(byHash.status).toBe(200);
    expect(JSON.parse(byHash.body)).toEqual(JSON.parse(registered.body));
  });
});

describe('Cache-Control on /graphql', () => {
  const VIEWER = '{ viewer { email } }';

  it('is no-store on a signed-in GET and POST that return an e-mail address', async () => {
    const customer = await createCustomer(server.ds);
    const client = new TestClient(server.url);
    await client.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    const headers = { cookie: client.cookie!, 'apollo-require-preflight': 'true' };
    const viewed = { data: { viewer: { email: customer.email } } };

    const viaGet = await rawRequest(server.url, { method: 'GET', path: `/graphql?query=${encodeURIComponent(VIEWER)}`, headers });
    expect(JSON.parse(viaGet.body)).toEqual(viewed);
    expect(viaGet.headers['cache-control']).toBe('no-store');

    const viaPost = await rawRequest(server.url, { ...json(JSON.stringify({ query: VIEWER })), headers: { ...json('').headers, ...headers } });
    expect(JSON.parse(viaPost.body)).toEqual(viewed);
    expect(viaPost.headers['cache-control']).toBe('no-store');
  });

  it.each<[string, RawRequest]>([
    ['an anonymous GET', { method: 'GET', path: `/graphql?query=${encodeURIComponent(VIEWER)}`, headers: { 'apollo-require-preflight': 'true' } }],
    ['a syntax error', json(JSON.stringify({ query: '{ viewer {' }))],
    ['invalid JSON', json('{"query": ')],
    ['a GET without the CSRF header', { method: 'GET', path: `/graphql?query=${encodeURIComponent(VIEWER)}`, headers: {} }],
    [
      'a multipart body without a boundary',
      { ...upload([ops(), map, file()]), headers: { 'content-type': 'multipart/form-data', 'apollo-require-preflight': 'true' } },
    ],
  ])('is no-store on %s too', async (_label, request) => {
    const res = await rawRequest(server.url, request);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('uploads a signed-in customer sends', () => {
  async function customerWithRequest() {
    const franchise = await createFranchise(server.ds, { franchisorId: (await createFranchisor(server.ds)).id });
    const customer = await createCustomer(server.ds);
    const lead = await createLead(server.ds, { customer, franchise });
    const client = new TestClient(server.url);
    await client.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    return { lead, cookie: client.cookie! };
  }

  it('a map entry whose file never comes is bad input, not an internal error', async () => {
    const { lead, cookie } = await customerWithRequest();
    const res = await logged(upload([ops(lead.id), map], { cookie }));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).errors).toEqual([
      expect.objectContaining({ message: 'File missing in the request.', extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
    expectWarnedOnly(res.log);
  });

  it('a file over the size limit is refused as too large', async () => {
    const { lead, cookie } = await customerWithRequest();
    const big = Buffer.concat([pdf, Buffer.alloc(UPLOAD_LIMITS.maxFileSize)]);
    const res = await logged(upload([ops(lead.id), map, file('big.pdf', big)], { cookie }));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).errors).toEqual([
      expect.objectContaining({ message: 'Attachments must be smaller than 10MB', extensions: { code: 'PAYLOAD_TOO_LARGE' } }),
    ]);
    expectWarnedOnly(res.log);
  });

  it.each([['a\r\nb.pdf'], ['a\nb.pdf']])('a filename with a line break (%j) is bad input, not an internal error', async (filename) => {
    const { lead, cookie } = await customerWithRequest();
    const res = await logged(upload([ops(lead.id), map, file(filename)], { cookie }));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).errors).toEqual([
      expect.objectContaining({ message: 'The multipart request is malformed.', extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
    expect(res.log).toMatch(/"level":"warn".*"msg":"Refused an upload"/);
    expectWarnedOnly(res.log);
  });

  it('a body cut short inside the file is bad input, not an internal error', async () => {
    const { lead, cookie } = await customerWithRequest();
    const whole = upload([ops(lead.id), map, file('a.pdf', Buffer.concat([pdf, Buffer.alloc(200_000, 0x20)]))], { cookie });
    const res = await logged({ ...whole, body: whole.body!.subarray(0, 100_000) });
    expect(JSON.parse(res.body).errors).toEqual([
      expect.objectContaining({ message: 'The multipart request is malformed.', extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
    expectWarnedOnly(res.log);
  });
});

describe('elsewhere', () => {
  it.each<[string, string, number]>([
    ['a path that does not decode', '/files/%E0%A4%A', 400],
    ['a missing asset', '/assets/nope.js', 404],
  ])('%s gets a plain-text %s', async (_label, path, status) => {
    const res = await logged({ method: 'GET', path, headers: {} });
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body.length).toBeLessThan(100);
    expectWarnedOnly(res.log);
  });
});
