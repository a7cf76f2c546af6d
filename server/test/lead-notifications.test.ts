import type { DataSource } from 'typeorm';
import { ConsentPath } from '../src/modules/consents/consents.enums';
import { type RunningApp, startApp } from '../src/app';
import { type LeadDraft, LeadSource } from '../src/modules/lead-intake/lead-writer';
import { createCustomer, createFranchise, createFranchisor, uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestSmtp, startTestSmtp } from './support/smtp';
import { type TestServer, startTestServer, stopApp } from './support/test-server';
import { LEAD_CONSENT } from './support/consent';

/**
 * The e-mails about a new lead are a durable job stored in the transaction that creates the lead: they go
 * out even when the server stops right after the commit, once, and never for a lead that was rolled back.
 */

const SUBMIT = `mutation Submit($input: FranchiseLeadInput!) { submitFranchiseLead(input: $input) { created } }`;

function notificationJobs(ds: DataSource): Promise<{ id: string; state: string }[]> {
  return ds.query(`SELECT id, state FROM pgboss.job WHERE name = 'lead-notifications' ORDER BY created_on`);
}

describe('a lead whose server stops right after the commit', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let restarted: RunningApp | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await stopApp(restarted);
    await server.close();
    await smtp.close();
  });

  it('is e-mailed to the franchisor and the enquirer once, by the next server', async () => {
    const franchisor = await createFranchisor(server.ds);
    const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id, name: 'Durable Coffee' });
    const enquirer = uniqueEmail('enquirer');

    // No job runs on this instance any more: nothing it does after the commit can reach the mail server.
    await server.services.jobs.stop();
    const { submitFranchiseLead } = await new TestClient(server.url).data<{ submitFranchiseLead: { created: boolean } }>(SUBMIT, {
      input: {
        consent: LEAD_CONSENT,
        franchiseId: franchise.id,
        name: 'Jo Bloggs',
        email: enquirer,
        phone: '07700 900123',
        message: 'Brochure, please.',
      },
    });
    expect(submitFranchiseLead.created).toBe(true);
    await server.app.close();
    expect(smtp.messages).toHaveLength(0);

    restarted = await startApp({ ...server.config, port: 0 }, server.ds);
    await restarted.services.mailer.idle();

    const toFranchisor = smtp.to(franchisor.email);
    expect(toFranchisor.map((m) => m.subject)).toEqual(['New information request for Durable Coffee']);
    expect(toFranchisor[0].replyTo).toBe(enquirer);
    expect(toFranchisor[0].text).toContain('Brochure, please.');
    const toEnquirer = smtp.to(enquirer);
    expect(toEnquirer.map((m) => m.subject)).toEqual(['Your information request has been sent']);
    expect(toEnquirer[0].text).toContain('- Durable Coffee (Test Franchise Ltd)');

    // As if the worker had died after storing the e-mails but before recording the job as done.
    const [job] = await notificationJobs(server.ds);
    expect(job.state).toBe('completed');
    await server.ds.query(`UPDATE pgboss.job SET state = 'retry', completed_on = NULL, start_after = now() WHERE id = $1`, [job.id]);
    await restarted.services.mailer.idle();
    expect(await notificationJobs(server.ds)).toEqual([{ id: job.id, state: 'completed' }]);
    expect(smtp.to(franchisor.email)).toHaveLength(1);
    expect(smtp.to(enquirer)).toHaveLength(1);
  });
});

describe('leads created in a transaction', () => {
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

  const draft = (userId: string, franchiseId: string, email: string): LeadDraft => ({
    userId,
    franchiseId,
    name: 'Customer Person',
    email,
    phone: '07700 900123',
    city: '',
    postCode: '',
    country: 'United Kingdom',
    desiredInvestment: 'Not specified',
    desiredTimeframe: 'Not specified',
    message: 'Interested',
    marketingOptIn: false,
  });

  it('are e-mailed about only if the transaction commits', async () => {
    const [rolledBack, committed] = [await createCustomer(server.ds), await createCustomer(server.ds)];
    const [lostFranchisor, franchisor] = [await createFranchisor(server.ds), await createFranchisor(server.ds)];
    const lost = await createFranchise(server.ds, { franchisorId: lostFranchisor.id });
    const kept = await createFranchise(server.ds, { franchisorId: franchisor.id });

    await expect(
      server.ds.transaction(async (em) => {
        const { leadIds } = await server.services.leadWriter.create(
          em,
          [draft(rolledBack.id, lost.id, rolledBack.email)],
          LeadSource.REQUEST_DIALOG,
          ConsentPath.REQUEST_DIALOG,
        );
        expect(leadIds).toHaveLength(1);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await notificationJobs(server.ds)).toEqual([]);

    await server.ds.transaction((em) =>
      server.services.leadWriter.create(em, [draft(committed.id, kept.id, committed.email)], LeadSource.REQUEST_DIALOG, ConsentPath.REQUEST_DIALOG),
    );
    await server.services.mailer.idle();

    expect(smtp.to(franchisor.email).map((m) => m.subject)).toEqual([`New information request for ${kept.name}`]);
    expect(smtp.to(committed.email).map((m) => m.subject)).toEqual(['Your information request has been sent']);
    expect(smtp.to(lostFranchisor.email)).toEqual([]);
    expect(smtp.to(rolledBack.email)).toEqual([]);
    expect(await notificationJobs(server.ds)).toEqual([expect.objectContaining({ state: 'completed' })]);
  });
});
