/** A GraphQL client for tests that behaves like a browser: it keeps the session cookie it is given. */

export interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string; fields?: Record<string, string>; [key: string]: unknown };
}

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: GraphQLErrorShape[];
}

export class TestClient {
  cookie: string | null = null;
  /** Extra headers for every request (e.g. X-Forwarded-For with a server that trusts its proxy). */
  headers: Record<string, string> = {};

  constructor(readonly baseUrl: string) {}

  get origin(): string {
    return new URL(this.baseUrl).origin;
  }

  async request<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> {
    const res = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    this.keepCookie(res);
    return (await res.json()) as GraphQLResponse<T>;
  }

  /** Data of a request that must succeed; throws with the errors otherwise. */
  async data<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await this.request<T>(query, variables);
    if (res.errors?.length || !res.data) throw new Error(`GraphQL errors: ${JSON.stringify(res.errors)}`);
    return res.data;
  }

  /** The first error of a request that must fail. */
  async error(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLErrorShape> {
    const res = await this.request(query, variables);
    if (!res.errors?.length) throw new Error(`Expected an error, got ${JSON.stringify(res.data)}`);
    return res.errors[0];
  }

  /**
   * A multipart request (GraphQL multipart request spec): `files` maps variable paths such as
   * 'attachment' or 'input.image' to the file to send.
   */
  async upload<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, { name: string; type: string; data: Buffer }>,
    headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
  ): Promise<GraphQLResponse<T> & { status: number }> {
    const form = new FormData();
    const paths = Object.keys(files);
    form.append('operations', JSON.stringify({ query, variables }));
    form.append('map', JSON.stringify(Object.fromEntries(paths.map((p, i) => [String(i), [`variables.${p}`]]))));
    paths.forEach((p, i) => {
      const f = files[p];
      form.append(String(i), new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
    });
    const res = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { ...headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: form,
    });
    this.keepCookie(res);
    const text = await res.text();
    let body: GraphQLResponse<T>;
    try {
      body = JSON.parse(text) as GraphQLResponse<T>;
    } catch {
      body = { errors: [{ message: text }] };
    }
    return { ...body, status: res.status };
  }

  async signIn(email: string, password: string, userType: 'ADMIN' | 'FRANCHISOR' | 'CUSTOMER') {
    return this.data<{ signIn: { id: string } }>(`mutation SignIn($input: SignInInput!) { signIn(input: $input) { id } }`, {
      input: { email, password, userType },
    });
  }

  async get(path: string): Promise<Response> {
    const res = await fetch(`${this.baseUrl}${path}`, { headers: this.cookie ? { cookie: this.cookie } : {} });
    this.keepCookie(res);
    return res;
  }

  private keepCookie(res: Response) {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = pair.split('=');
      if (name !== 'fc_session') continue;
      this.cookie = value && !/expires=Thu, 01 Jan 1970/i.test(header) ? `${name}=${value}` : null;
    }
  }
}
