import fs from 'node:fs';
import path from 'node:path';
import { clientDistDir, clientSsrEntry } from '../src/paths';
import { type TestServer, startTestServer } from './support/test-server';

// The privacy page states the retention periods the daily job enforces, from the same configuration, in the
// server-rendered HTML (a visitor without JavaScript reads them). Needs the built client (node scripts/build.mjs).

let server: TestServer;
beforeAll(async () => {
  if (!fs.existsSync(clientSsrEntry) || !fs.existsSync(path.join(clientDistDir, 'index.html'))) {
    throw new Error('Build the client first (node scripts/build.mjs): these tests read its server render');
  }
  // Periods longer than the defaults: this server's own daily run (its start-up tick) then deletes nothing that
  // retention.test.ts, running at the same time on the same database, dates past the defaults and counts.
  server = await startTestServer({
    retention: { requestMonths: 36, signInMonths: 18, contactMonths: 15, consentYears: 7, batchSize: 500, batchPauseSeconds: 1 },
  });
});
afterAll(() => server?.close());

/** The page's text as a reader gets it: the rendered root without tags. */
async function privacyText(): Promise<string> {
  const response = await fetch(`${server.url}/privacy`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="fc-apollo-state"'));
  return root
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');
}

it('states the configured periods, not the defaults, in the HTML the server sends', async () => {
  const text = await privacyText();
  expect(text).toContain('Your information requests and the messages about them: 36 months after the last activity on the request');
  expect(text).toContain('Other messages between you and a franchisor or us: 36 months after they were sent.');
  expect(text).toContain('Messages sent through our contact form: 15 months.');
  expect(text).toContain('Your sign-in history (the browser and country of each sign-in): 18 months.');
  expect(text).toContain('and of what you were told: 7 years after we last relied on them');
  expect(text).not.toContain('24 months');
  expect(text).not.toContain('Loading how long we keep your information');
});
