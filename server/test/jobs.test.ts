import type { DataSource } from 'typeorm';
import { type RunningApp, startApp } from '../src/app';
import { createCustomer, uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestSmtp, startTestSmtp } from './support/smtp';
import { type TestServer, startTestServer, stopApp } from './support/test-server';

/**
 * Mail is a durable job in PostgreSQL (pg-boss): it survives a failed try and a restart, is retried with
 * a growing delay, is sent once per job even when the job runs twice, and several instances share it.
 */

const REQUEST_LINK = `mutation RequestLink($email: String!) { requestMagicLink(email: $email) }`;
const SUBJECT = 'Your Franchise Compass sign-in link';

interface MailJob {
  id: string;
  state: string;
  retry_count: number;
  /** Whether the next try may start now. */
  due: boolean;
  /** Whether the next try waits at least 10 s. */
  later: boolean;
}

function mailJobs(ds: DataSource, to: string): Promise<MailJob[]> {
  return ds.query(
    `SELECT id, state, retry_count, start_after <= now() AS due, start_after > now() + interval '10 seconds' AS later
     FROM pgboss.job WHERE name = 'mail' AND data->'message'->>'to' = $1 ORDER BY created_on`,
    [to],
  );
}

async function requestLink(server: TestServer, email: string) {
  expect(await new TestClient(server.url).data(REQUEST_LINK, { email })).toEqual({ requestMagicLink: true });
  await server.services.magicLinks.idle();
  await server.services.mailer.idle();
}

const message = (to: string, subject = 'A test message') => ({ to, subject, text: 'Hello', html: '<p>Hello</p>' });

describe('a mail that could not be sent', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let restarted: RunningApp | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    // Nothing listens on port 9 here: every try fails.
    server = await startTestServer({ smtpUrl: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => {
    await stopApp(restarted);
    await server.close();
    await smtp.close();
  });

  it('waits in the database with a delay and goes out once after the server restarts', async () => {
    const customer = await createCustomer(server.ds);
    await requestLink(server, customer.email);
    const [failed] = await mailJobs(server.ds, customer.email);
    expect(failed).toMatchObject({ state: 'retry', retry_count: 0, due: false, later: true });

    // The instance stops (its mail server still down); a new one starts with a working mail server.
    await server.app.close();
    restarted = await startApp({ ...server.config, port: 0, smtpUrl: smtp.url }, server.ds);
    // Bring the retry forward instead of waiting out the backoff.
    await server.ds.query(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [failed.id]);
    await restarted.services.mailer.idle();

    const mails = smtp.to(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(SUBJECT);
    expect(mails[0].text).toMatch(/\/customer\/magic-link#token=[A-Za-z0-9_-]{43}/);
    expect(await mailJobs(server.ds, customer.email)).toEqual([expect.objectContaining({ id: failed.id, state: 'completed', retry_count: 1 })]);
  });
});

describe('with a working mail server', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('does not send a mail twice when its job runs again after the mail went out', async () => {
    const customer = await createCustomer(server.ds);
    await requestLink(server, customer.email);
    const [job] = await mailJobs(server.ds, customer.email);
    expect(job.state).toBe('completed');
    expect(smtp.to(customer.email)).toHaveLength(1);
    // The same Message-ID on every try of a job, so a receiving server could drop a repeat too.
    expect(smtp.to(customer.email)[0].raw).toContain(`Message-ID: <${job.id}@franchisecompass.test>`);

    // As if the worker had died after sending but before recording it: the job is due again.
    await server.ds.query(`UPDATE pgboss.job SET state = 'retry', completed_on = NULL, start_after = now() WHERE id = $1`, [job.id]);
    await server.services.mailer.idle();

    expect(await mailJobs(server.ds, customer.email)).toEqual([expect.objectContaining({ id: job.id, state: 'completed', retry_count: 1 })]);
    expect(smtp.to(customer.email)).toHaveLength(1);
  });

  it('sends a mail stored in a transaction only if the transaction commits', async () => {
    const rolledBack = uniqueEmail('rolled-back');
    const committed = uniqueEmail('committed');
    await expect(
      server.ds.transaction(async (manager) => {
        await server.services.mailer.send(message(rolledBack), manager);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    await server.ds.transaction((manager) => server.services.mailer.send(message(committed), manager));
    await server.services.mailer.idle();

    expect(smtp.to(committed)).toHaveLength(1);
    expect(smtp.to(rolledBack)).toHaveLength(0);
    expect(await mailJobs(server.ds, rolledBack)).toEqual([]);
  });

  it('shares the queue between two instances: every mail goes out exactly once', async () => {
    const second = await startApp({ ...server.config, port: 0 }, server.ds);
    try {
      const emails = Array.from({ length: 20 }, (_, i) => uniqueEmail(`shared-${i}`));
      const mailers = [server.services.mailer, second.services.mailer];
      await Promise.all(emails.map((to, i) => mailers[i % 2].send(message(to, `Shared ${i}`))));
      await Promise.all(mailers.map((m) => m.idle()));

      for (const [i, to] of emails.entries()) {
        expect(smtp.to(to).map((m) => m.subject)).toEqual([`Shared ${i}`]);
      }
    } finally {
      await stopApp(second);
    }
  });
});
