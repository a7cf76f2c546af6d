import { execFile } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { repoRoot } from '../src/paths';

/**
 * Start-up refusals an operator meets: TRUST_PROXY in the forms Express's `trust proxy` takes (but never "trust
 * every hop"), and payments that are never simulated in production unless asked for by name.
 */
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`Expected a ConfigError for ${JSON.stringify(env)}`);
};

/** Production with a payment provider, so that only the variable under test can refuse. */
const PRODUCTION = { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('TRUST_PROXY', () => {
  it.each([[undefined], [''], ['false'], ['0'], ['no']])('%p trusts no proxy', (value) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(false);
  });

  it('takes a number of proxy hops', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it("takes addresses, subnets and proxy-addr's names, comma separated", () => {
    expect(loadConfig({ TRUST_PROXY: ' loopback, 10.0.0.0/8 ,192.168.1.7,fd00::/8, uniquelocal' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it('refuses true, which would let a client forge its address, and says what to set instead', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      const message = refusal({ TRUST_PROXY: value });
      expect(message).toContain('a client could forge its address');
      expect(message).toContain('TRUST_PROXY=1');
    }
  });

  it.each([
    ['10.0.0.0/33', 'invalid range on address: 10.0.0.0/33'],
    ['loopback, proxy.internal', 'invalid IP address: proxy.internal'],
    ['300.1.1.1', 'invalid IP address: 300.1.1.1'],
  ])('refuses %p, naming the bad entry', (value, detail) => {
    const message = refusal({ TRUST_PROXY: value });
    expect(message).toMatch(/^TRUST_PROXY must be a number of proxies or a comma-separated list of addresses/);
    expect(message).toContain(detail);
  });

  it('refuses an absurd hop count', () => {
    expect(refusal({ TRUST_PROXY: '99' })).toBe('TRUST_PROXY must be an integer between 1 and 32, got "99"');
  });

  it('CLIENT_COUNTRY_HEADER needs a trusted proxy', () => {
    expect(refusal({ CLIENT_COUNTRY_HEADER: 'CF-IPCountry' })).toMatch(/^CLIENT_COUNTRY_HEADER needs TRUST_PROXY set/);
    expect(loadConfig({ CLIENT_COUNTRY_HEADER: 'CF-IPCountry', TRUST_PROXY: '1' }).clientCountryHeader).toBe('cf-ipcountry');
    expect(loadConfig({ CLIENT_COUNTRY_HEADER: 'CF-IPCountry', TRUST_PROXY: '10.0.0.0/8' }).clientCountryHeader).toBe('cf-ipcountry');
  });
});

describe('payments', () => {
  it('keeps the sandbox the default outside production', () => {
    expect(loadConfig({}).stripeSecretKey).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).stripeSecretKey).toBeUndefined();
  });

  it('refuses production without a Stripe key, saying what to set', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toContain('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    expect(message).toContain('PAYMENTS_SANDBOX=true');
  });

  it('runs the sandbox in production when asked for by name', () => {
    const config = loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' });
    expect(config.isProduction).toBe(true);
    expect(config.stripeSecretKey).toBeUndefined();
  });

  it('takes Stripe in production with both its key and webhook secret', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ stripeSecretKey: 'sk_test_x', stripeWebhookSecret: 'whsec_x' });
  });

  it('refuses a Stripe key without the webhook secret in production: no payment could be confirmed', () => {
    expect(refusal({ ...PRODUCTION, STRIPE_WEBHOOK_SECRET: '' })).toMatch(/^STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET/);
  });

  it('refuses PAYMENTS_SANDBOX=true together with a Stripe key, in any environment', () => {
    expect(refusal({ ...PRODUCTION, PAYMENTS_SANDBOX: 'true' })).toMatch(/^PAYMENTS_SANDBOX=true and STRIPE_SECRET_KEY are both set/);
    expect(refusal({ STRIPE_SECRET_KEY: 'sk_test_x', PAYMENTS_SANDBOX: 'true' })).toMatch(/^PAYMENTS_SANDBOX=true and STRIPE_SECRET_KEY/);
  });

  it('refuses PAYMENTS_SANDBOX=false without a key, and a value that is not a boolean', () => {
    expect(refusal({ PAYMENTS_SANDBOX: 'false' })).toMatch(/^PAYMENTS_SANDBOX=false needs STRIPE_SECRET_KEY/);
    expect(refusal({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'maybe' })).toBe('PAYMENTS_SANDBOX must be true or false, got "maybe"');
  });
});

describe('WEBHOOKS_ALLOW_PRIVATE', () => {
  it('allows private addresses outside production and refuses them in production by default', () => {
    expect(loadConfig({}).webhooksAllowPrivate).toBe(true);
    expect(loadConfig(PRODUCTION).webhooksAllowPrivate).toBe(false);
    expect(loadConfig({ ...PRODUCTION, WEBHOOKS_ALLOW_PRIVATE: 'true' }).webhooksAllowPrivate).toBe(true);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'false' }).webhooksAllowPrivate).toBe(false);
  });

  it('refuses a value that is not a boolean', () => {
    expect(refusal({ WEBHOOKS_ALLOW_PRIVATE: 'sometimes' })).toBe('WEBHOOKS_ALLOW_PRIVATE must be true or false, got "sometimes"');
  });
});

describe('the built server', () => {
  /** Starts server/dist/main.js (built by `npm test` before the server tests) with `env` and waits for it to exit. */
  const start = (env: Record<string, string>) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const clean = Object.fromEntries(
        Object.entries(process.env).filter(
          ([k]) => !/^(NODE_ENV|TRUST_PROXY|CLIENT_COUNTRY_HEADER|STRIPE_|PAYMENTS_SANDBOX|DATABASE_URL|PORT|HOST|METRICS_)/.test(k),
        ),
      );
      const child = execFile(
        process.execPath,
        [path.join(repoRoot, 'server', 'dist', 'main.js')],
        { env: { ...clean, ...env }, timeout: 20_000 },
        (_err, _out, stderr) => resolve({ code: child.exitCode, stderr: String(stderr) }),
      );
    });

  it('refuses to start with TRUST_PROXY=true, before touching anything', async () => {
    const { code, stderr } = await start({ TRUST_PROXY: 'true' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Configuration error: TRUST_PROXY=true would trust every X-Forwarded-For hop/m);
  });

  it('refuses a DATABASE_URL it cannot connect to in one line naming the variable, never its password', async () => {
    const { code, stderr } = await start({ PORT: '0', DATABASE_URL: 'postgres://fc:s3cret-pw@127.0.0.1:1/franchise' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Configuration error: DATABASE_URL: cannot connect to PostgreSQL at 127\.0\.0\.1:1\/franchise \(ECONNREFUSED/m);
    expect(stderr).not.toContain('s3cret-pw');
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a PORT (and a METRICS_PORT) already in use in one line, before opening the database', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = String((taken.address() as AddressInfo).port);
    try {
      // The database named here does not answer: the port is refused first, before anything else is touched.
      const nowhere = 'postgres://postgres@127.0.0.1:1/franchise';
      const web = await start({ PORT: port, HOST: '127.0.0.1', DATABASE_URL: nowhere });
      expect(web.code).toBe(1);
      expect(web.stderr.trim()).toBe(`Configuration error: PORT=${port} is already in use on 127.0.0.1: set PORT to a free port`);
      const metrics = await start({ PORT: '0', METRICS_PORT: port, METRICS_HOST: '127.0.0.1', DATABASE_URL: nowhere });
      expect(metrics.code).toBe(1);
      expect(metrics.stderr.trim()).toBe(`Configuration error: METRICS_PORT=${port} is already in use on 127.0.0.1: set METRICS_PORT to a free port`);
    } finally {
      taken.close();
    }
  });

  it('refuses to start in production without a payment provider', async () => {
    const { code, stderr } = await start({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Configuration error: No payment provider in production: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/m);
  });
});
