/**
 * Deterministic malformed and hostile HTTP requests for the fuzz test: bad JSON, wrong types, huge
 * variables, deep and wide queries, fragment cycles and bombs, alias floods, null bytes, oversized
 * and broken uploads, odd methods, headers, content types and paths.
 */

export interface HostileRequest {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** mulberry32: a small seeded PRNG, so every run sends the same requests. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const word = (length = int(1, 12)) => Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz_'[int(0, 26)]).join('');
  return { next, int, pick, word };
}
export type Rng = ReturnType<typeof prng>;

/** `n` fragments on Query, each spreading the next twice: 2^n spreads in a document of ~40n bytes. */
export function fragmentBomb(n: number, name = '', leaf = 'viewer { id }'): string {
  let source = `query ${name} { ...F0 }`;
  for (let i = 0; i < n; i++) source += ` fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`;
  return `${source} fragment F${n} on Query { ${leaf} }`;
}

const SEARCH = `query Search($filters: FranchiseSearchInput!, $page: PageInput!) {
  franchiseSearch(filters: $filters, page: $page) { total items { id name details { shortDescription } } } }`;
const EXISTS = `query Exists($email: String!) { customerAccountExists(email: $email) }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { id } }`;
const BY_IDS = `query ByIds($ids: [ID!]!) { franchisesByIds(ids: $ids) { id name } }`;
const SEND = `mutation Send($input: SendRequestMessageInput!, $attachment: Upload) {
  sendFranchiseRequestMessage(input: $input, attachment: $attachment) { id } }`;

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const post = (kind: string, body: Buffer | string, headers: Record<string, string> = {}): HostileRequest => ({
  kind,
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json', ...headers },
  body: Buffer.isBuffer(body) ? body : Buffer.from(body),
});
const operation = (kind: string, query: string, variables: unknown = {}, extra: Record<string, unknown> = {}) =>
  post(kind, json({ query, variables, ...extra }));

const nest = (depth: number, open: string, inner: string, close: string) => open.repeat(depth) + inner + close.repeat(depth);
function deepValue(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}
const randomJson = (r: Rng): unknown =>
  r.pick<() => unknown>([
    () => r.int(-1e9, 1e9),
    () => r.next() * 1e308,
    () => null,
    () => true,
    () => r.word(),
    () => [r.word(), r.int(0, 9)],
    () => ({ [r.word()]: r.word() }),
    () => deepValue(r.int(1, 50)),
    () => '',
  ])();

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}
export function multipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
const uploadOps = (files: number) =>
  JSON.stringify({
    query: SEND,
    variables: {
      input: { requestId: '00000000-0000-0000-0000-000000000000', content: 'hi' },
      attachment: null,
      ...(files > 1 ? { more: Array(files - 1).fill(null) } : {}),
    },
  });
const uploadMap = (files: number) =>
  JSON.stringify(
    Object.fromEntries(Array.from({ length: files }, (_, i) => [String(i), [i === 0 ? 'variables.attachment' : `variables.more.${i - 1}`]])),
  );
const pdf = Buffer.from('%PDF-1.4\n%fuzz\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function upload(r: Rng, kind: string, parts: Part[], extra: Record<string, string> = {}): HostileRequest {
  const boundary = `----fuzz${r.int(1e5, 1e9)}`;
  return {
    kind,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true', ...extra },
    body: multipart(parts, boundary),
  };
}

/** Generators by kind; each returns one request for the PRNG's next draw. */
const generators: Record<string, (r: Rng) => HostileRequest> = {
  badJson: (r) => {
    const valid = JSON.stringify({ query: SEARCH, variables: { filters: { text: 'cafe' }, page: { page: 1, pageSize: 5 } } });
    return post(
      'badJson',
      r.pick<() => string | Buffer>([
        () => valid.slice(0, r.int(0, valid.length - 1)),
        () => valid + r.pick(['}', ',', 'x', ']]', '\0']),
        () => Buffer.from(Array.from({ length: r.int(1, 300) }, () => r.int(0, 255))),
        () => `{"query": "{ viewer { id } }",}`,
        () => `{'query': '{ viewer { id } }'}`,
        () => `{"query": NaN}`,
        () => '\uFEFF' + valid,
        () => '',
        () => 'null',
        () => '"{ viewer { id } }"',
        () => String(r.int(0, 1e6)),
        () => '[]',
        () => `[${valid},${valid}]`,
        () => nest(r.int(100, 5000), '[', '', ']'),
        () => nest(r.int(100, 3000), '{"a":', '1', '}'),
        () => valid.replace(/"/g, () => (r.next() < 0.1 ? '' : '"')),
      ])(),
    );
  },
  wrongTypes: (r) =>
    r.pick<() => HostileRequest>([
      () => operation('wrongTypes', randomJson(r) as string),
      () => post('wrongTypes', json({ query: SEARCH, variables: randomJson(r) })),
      () => operation('wrongTypes', SEARCH, { filters: randomJson(r), page: randomJson(r) }),
      () =>
        operation('wrongTypes', SEARCH, {
          filters: { text: 'a' },
          page: { page: r.pick([-1, 0, 2 ** 31, 1e20, 1.5]), pageSize: r.pick([0, 101, -5, 2 ** 40]) },
        }),
      () =>
        operation('wrongTypes', SEARCH, {
          filters: { sort: r.pick(['DROP TABLE', '', 'newest', 1]), categoryId: r.pick(["1' OR '1'='1", 'not-a-uuid', '../../etc', 12]) },
          page: {},
        }),
      () => operation('wrongTypes', SEARCH, { filters: { location: `'; SELECT pg_sleep(1); --`, investment: r.word() }, page: {} }),
      () =>
        operation('wrongTypes', BY_IDS, { ids: r.pick([['x', 'y'], 'abc', [[1]], [null], Array(60).fill('00000000-0000-0000-0000-000000000000')]) }),
      () => operation('wrongTypes', EXISTS, { email: randomJson(r) }),
      () => operation('wrongTypes', SEARCH, {}, { operationName: randomJson(r) }),
      () => operation('wrongTypes', SEARCH, {}, { extensions: randomJson(r) }),
      () =>
        operation(
          'wrongTypes',
          `{ franchise(id: ${r.pick(['1', '"x"', 'null', '[1]', '{a:1}', '"00000000-0000-0000-0000-000000000000"'])}) { id } }`,
        ),
      () => operation('wrongTypes', `{ mainCategories(limit: ${r.pick(['-1', '99999999999', '"a"', '1.5', '2147483647'])}) { id } }`),
      () => operation('wrongTypes', SIGN_IN, { input: { email: r.word(), password: r.word(), userType: r.pick(['ROOT', 'ADMIN', 1]) } }),
    ])(),
  hugeVariables: (r) =>
    r.pick<() => HostileRequest>([
      () => operation('hugeVariables', SEARCH, { filters: { text: 'a'.repeat(r.int(1e4, 4e5)) }, page: {} }),
      () => operation('hugeVariables', SEARCH, { filters: { location: 'ä'.repeat(r.int(1e4, 2e5)) }, page: {} }),
      () => operation('hugeVariables', SEARCH, Object.fromEntries(Array.from({ length: r.int(1e3, 3e4) }, (_, i) => [`v${i}`, i]))),
      () =>
        post(
          'hugeVariables',
          `{"query": ${JSON.stringify(SEARCH)}, "variables": {"filters": ${nest(r.int(100, 5000), '{"a":[', '"x"', ']}')}, "page": {}}}`,
        ),
      () => operation('hugeVariables', BY_IDS, { ids: Array.from({ length: r.int(100, 2e4) }, () => '00000000-0000-0000-0000-000000000000') }),
      () => operation('hugeVariables', EXISTS, { email: `${'a'.repeat(r.int(300, 1e5))}@example.test` }),
    ])(),
  deepQuery: (r) =>
    r.pick<() => HostileRequest>([
      () => operation('deepQuery', `{ mainCategories ${nest(r.int(7, 60), '{ children ', '{ id }', ' }')} }`),
      () => operation('deepQuery', nest(r.int(8, 400), '{ a ', '', '}')),
      () => operation('deepQuery', `{ ${nest(r.int(8, 300), '... on Query { ', 'viewer { id }', ' }')} }`),
      () => operation('deepQuery', `{ __schema { types { ${nest(r.int(5, 60), 'fields { type { ', 'name', ' } }')} } } }`),
      () => operation('deepQuery', `{ __type(name: "Franchise") { ${nest(r.int(5, 60), 'fields { type { ofType { ', 'name', ' } } }')} } }`),
      () => operation('deepQuery', `{ franchiseSearch { items { categories { ${nest(r.int(4, 40), 'parent { ', 'id', ' }')} } } } }`),
    ])(),
  wideQuery: (r) =>
    r.pick<() => HostileRequest>([
      () => operation('wideQuery', `{ ${Array.from({ length: r.int(100, 3000) }, () => r.word()).join(' ')} }`),
      () => operation('wideQuery', `{ ${'__typename '.repeat(r.int(100, 3000))} }`),
      () => operation('wideQuery', `{ mainCategories { ${'id name '.repeat(r.int(50, 1500))} } }`),
      () =>
        operation(
          'wideQuery',
          `{ franchiseSearch(page: { pageSize: 100 }) { items { ${'id name location details { shortDescription } categories { id } '.repeat(r.int(2, 40))} } } }`,
        ),
      () => {
        const n = r.int(10, 200);
        const fragments = Array.from({ length: n }, (_, i) => `fragment W${i} on Query { viewer { id } }`).join(' ');
        return operation('wideQuery', `{ ${Array.from({ length: n }, (_, i) => `...W${i}`).join(' ')} } ${fragments}`);
      },
      () =>
        operation(
          'wideQuery',
          Array.from({ length: r.int(2, 300) }, (_, i) => `query Q${i} { viewer { id } }`).join(' '),
          {},
          { operationName: 'Q1' },
        ),
    ])(),
  fragmentCycle: (r) => {
    const n = r.int(1, 30);
    const fragments = Array.from(
      { length: n },
      (_, i) => `fragment C${i} on Query { viewer { id } ...C${(i + 1) % n} ...C${(i + r.int(1, n)) % n} }`,
    );
    return operation('fragmentCycle', `query ${r.pick(['', r.word()])} { ...C0 } ${fragments.join(' ')}`);
  },
  fragmentBomb: (r) => {
    const n = r.int(10, 40);
    return r.pick<() => HostileRequest>([
      () => operation('fragmentBomb', fragmentBomb(n, `B${r.word()}`)),
      () => operation('fragmentBomb', fragmentBomb(n, '', `a: viewer { id } b: mainBanner { id }`)),
      () => {
        let s = `query B${r.word()} { mainCategories { ...G0 } }`;
        for (let i = 0; i < n; i++) s += ` fragment G${i} on Category { ...G${i + 1} ...G${i + 1} }`;
        return operation('fragmentBomb', `${s} fragment G${n} on Category { id name children { id } }`);
      },
    ])();
  },
  aliasFlood: (r) => {
    const n = r.int(6, 400);
    return r.pick<() => HostileRequest>([
      () =>
        operation(
          'aliasFlood',
          `query A${r.word()} { ${Array.from({ length: n }, (_, i) => `a${i}: franchiseSearch(page: { pageSize: 100 }) { items { id name } }`).join(' ')} }`,
        ),
      () => operation('aliasFlood', `{ ${Array.from({ length: n }, (_, i) => `a${i}: mainCategories { id children { id } }`).join(' ')} }`),
      () => operation('aliasFlood', `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`),
      () =>
        operation('aliasFlood', `{ viewer { ${Array.from({ length: n }, (_, i) => `i${i}: id @include(if: true) @skip(if: false)`).join(' ')} } }`),
    ])();
  },
  nullBytes: (r) => {
    const poisoned = r.pick(['\0', 'caf\0e', '\0'.repeat(r.int(1, 100)), 'a\u0000\u0001\u0002', '\uD800\0']);
    return r.pick<() => HostileRequest>([
      () => operation('nullBytes', SEARCH, { filters: { text: poisoned }, page: {} }),
      () => operation('nullBytes', SEARCH, { filters: { location: poisoned, categoryId: r.pick([poisoned, null]) }, page: {} }),
      () => operation('nullBytes', `{ franchiseSearch(filters: { text: "caf\\u0000e" }) { total } }`),
      () => operation('nullBytes', `{ franchiseSearch(filters: { text: """a${'\0'}b""" }) { total } }`),
      () => operation('nullBytes', `{ franchise(id: "${'\0'}") { id } }`),
      () => operation('nullBytes', EXISTS, { email: `a${poisoned}@example.test` }),
      () => operation('nullBytes', SIGN_IN, { input: { email: `x${poisoned}@example.test`, password: poisoned, userType: 'CUSTOMER' } }),
      () => operation('nullBytes', BY_IDS, { ids: [poisoned] }),
      () => operation('nullBytes', SEARCH, { [poisoned]: 1, filters: {}, page: {} }, { operationName: poisoned }),
      () => operation('nullBytes', `{ blogPost(id: "\\u0000") { id } }`),
    ])();
  },
  oversized: (r) =>
    r.pick<() => HostileRequest>([
      () => operation('oversized', SEARCH, { filters: { text: 'x'.repeat(1_100_000) }, page: {} }),
      () => operation('oversized', `{ ${'viewer { id } '.repeat(90_000)} }`),
      () =>
        upload(r, 'oversized', [
          { name: 'operations', data: JSON.stringify({ query: SEND, variables: { pad: 'x'.repeat(1_050_000) } }) },
          { name: 'map', data: '{}' },
        ]),
    ])(),
  brokenUpload: (r) => {
    const ops = uploadOps(1);
    const map = uploadMap(1);
    const file = (filename = 'a.pdf'): Part => ({ name: '0', filename, type: 'application/pdf', data: pdf });
    return r.pick<() => HostileRequest>([
      () => upload(r, 'brokenUpload', [{ name: 'operations', data: ops }, { name: 'map', data: map }, file()]),
      () => upload(r, 'brokenUpload', [{ name: 'operations', data: '{not json' }, { name: 'map', data: map }, file()]),
      () =>
        upload(r, 'brokenUpload', [
          { name: 'operations', data: ops },
          { name: 'map', data: r.pick(['{nope', '[]', '{"0": "variables.attachment"}', '{"0": ["variables.nope.deep"]}', '{"0": [1]}', 'null']) },
          file(),
        ]),
      () =>
        upload(r, 'brokenUpload', [
          { name: 'operations', data: ops },
          { name: 'map', data: map },
        ]),
      () => upload(r, 'brokenUpload', [{ name: 'map', data: map }, { name: 'operations', data: ops }, file()]),
      () => upload(r, 'brokenUpload', [file(), { name: 'operations', data: ops }, { name: 'map', data: map }]),
      () => upload(r, 'brokenUpload', [{ name: 'map', data: map }, file()]),
      () =>
        upload(r, 'brokenUpload', [
          { name: 'operations', data: uploadOps(11) },
          { name: 'map', data: uploadMap(11) },
          ...Array.from({ length: 11 }, (_, i) => ({ ...file(), name: String(i) })),
        ]),
      () =>
        upload(r, 'brokenUpload', [
          { name: 'operations', data: ops },
          { name: 'map', data: map },
          file(r.pick(['a\r\nb.pdf', 'a\nb.pdf', 'a\rb.pdf', '../../etc/passwd', 'a\0b.pdf', '"quoted".pdf', 'ä😀.pdf', 'x'.repeat(5000)])),
        ]),
      () =>
        upload(r, 'brokenUpload', [
          { name: 'operations', data: ops },
          { name: 'map', data: map },
          { name: '0', filename: 'a.pdf', type: 'application/pdf\r\nX-Evil: 1', data: pdf },
        ]),
      () => upload(r, 'brokenUpload', [{ name: 'operations', data: ops }, { name: 'operations', data: ops }, { name: 'map', data: map }, file()]),
      () =>
        upload(r, 'brokenUpload', [
          { name: 'operations', data: JSON.stringify([{ query: SEND }, { query: SEND }]) },
          { name: 'map', data: '{"0": ["0.variables.attachment", "1.variables.attachment"]}' },
          file(),
        ]),
      () => {
        const request = upload(r, 'brokenUpload', [{ name: 'operations', data: ops }, { name: 'map', data: map }, file()]);
        return { ...request, body: request.body!.subarray(0, r.int(1, request.body!.length - 2)) };
      },
      () => ({ ...upload(r, 'brokenUpload', []), body: Buffer.from(Array.from({ length: r.int(1, 500) }, () => r.int(0, 255))) }),
      () => ({
        ...upload(r, 'brokenUpload', [{ name: 'operations', data: ops }]),
        headers: {
          'content-type': r.pick([
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'multipart/form-data; boundary="unterminated',
            'multipart/mixed; boundary=x',
          ]),
          'apollo-require-preflight': 'true',
        },
      }),
      () => upload(r, 'brokenUpload', [{ name: 'operations', data: ops }, { name: 'map', data: map }, file()], { 'apollo-require-preflight': '' }),
    ])();
  },
  oddHeaders: (r) => {
    const body = json({ query: '{ mainCategories { id } }' });
    return r.pick<() => HostileRequest>([
      () =>
        post('oddHeaders', body, {
          'content-type': r.pick([
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
            'application/graphql',
            '',
            'application/json; charset=latin1',
            'application/json; charset=utf-16',
            'application/json; charset=nope',
            'application/json;;;',
            '*/*',
            'application/json, text/plain',
          ]),
        }),
      () =>
        post('oddHeaders', Buffer.from(Array.from({ length: r.int(1, 200) }, () => r.int(0, 255))), {
          'content-encoding': r.pick(['gzip', 'deflate', 'br', 'x-unknown', 'gzip, gzip', 'identity']),
        }),
      () =>
        post('oddHeaders', body, {
          accept: r.pick(['text/html', 'application/graphql-response+json', 'multipart/mixed; deferSpec=20220824', 'image/png', '*/*;q=0', ';;']),
        }),
      () =>
        post('oddHeaders', body, {
          cookie: r.pick([
            'fc_session=garbage',
            'fc_session=%ZZ',
            `fc_session=${'a'.repeat(4000)}`,
            'fc_session=',
            'fc_session=\u00e9',
            '=;=;',
            'fc_session=%00',
          ]),
        }),
      () => post('oddHeaders', body, { 'x-forwarded-for': r.pick(['1.2.3.4', 'garbage', '::1, 10.0.0.1', '']), 'x-apollo-operation-name': r.word() }),
      () => ({
        kind: 'oddHeaders',
        method: r.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'PROPFIND']),
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body,
      }),
      () => ({
        kind: 'oddHeaders',
        method: 'GET',
        path: `/graphql?${r.pick(['query=%7B%20mainCategories%20%7B%20id%20%7D%20%7D', 'query=mutation%7BsignOut%7D', 'query=%7Bviewer%7Bid%7D%7D&variables=%7Bnope', 'extensions=%7B%7D', 'query=%7B&query=%7D', `query=${'%7B'.repeat(500)}`, 'variables=%5B%5D&query=%7Bviewer%7Bid%7D%7D', ''])}`,
        headers: { 'apollo-require-preflight': 'true' },
      }),
      () => ({ kind: 'oddHeaders', method: 'GET', path: `/graphql?query=${encodeURIComponent('{ mainCategories { id } }')}`, headers: {} }),
      () => post('oddHeaders', body, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }),
    ])();
  },
  oddPaths: (r) => ({
    kind: 'oddPaths',
    method: r.pick(['GET', 'GET', 'POST', 'PUT', 'DELETE']),
    path: r.pick([
      '/graphql/extra',
      `/files/${r.word()}`,
      '/files/00000000-0000-0000-0000-000000000000',
      '/files/%E0%A4%A',
      '/files/..%2f..%2fetc%2fpasswd',
      '/uploads/../../etc/passwd',
      '/uploads/..%2f..%2fetc%2fpasswd',
      `/uploads/${r.word()}/%00.png`,
      '/uploads/%',
      '/assets/nope.js',
      '/account/export',
      '/healthz?x=%ZZ',
      '/sitemap.xml',
      '/robots.txt',
    ]),
    headers: {},
  }),
};

/** The kinds with weights: how many of every 40 requests are of each kind. */
const weights: [string, number][] = [
  ['badJson', 5],
  ['wrongTypes', 6],
  ['hugeVariables', 2],
  ['deepQuery', 3],
  ['wideQuery', 3],
  ['fragmentCycle', 2],
  ['fragmentBomb', 3],
  ['aliasFlood', 3],
  ['nullBytes', 4],
  ['oversized', 1],
  ['brokenUpload', 4],
  ['oddHeaders', 3],
  ['oddPaths', 1],
];

/** `count` requests from `seed`, plus two uploads over the file size limit. */
export function hostileRequests(count: number, seed: number): HostileRequest[] {
  const r = prng(seed);
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  const requests = Array.from({ length: count }, () => {
    let draw = r.next() * total;
    const kind = weights.find(([, w]) => (draw -= w) < 0)?.[0] ?? 'badJson';
    return generators[kind](r);
  });
  const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0x25);
  for (const at of [Math.floor(count / 3), Math.floor((2 * count) / 3)]) {
    requests.splice(
      at,
      0,
      upload(r, 'fileTooLarge', [
        { name: 'operations', data: uploadOps(1) },
        { name: 'map', data: uploadMap(1) },
        { name: '0', filename: 'big.pdf', type: 'application/pdf', data: huge },
      ]),
    );
  }
  return requests;
}
