import http from 'node:http';
import { createFranchise, createFranchisor } from './support/factories';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * A graceful stop with kept-alive clients, as a load balancer's connection pool meets it: clients keep sending on
 * their open connections while the server drains. Every request the server took gets its answer; answers given
 * during the drain say `Connection: close`, so no client sends another request down a connection being closed; what
 * a client cannot send is refused at connect (nothing was sent, safe to retry elsewhere).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const franchisor = await createFranchisor(server.ds);
  await createFranchise(server.ds, { franchisorId: franchisor.id });
});
afterAll(() => server.close());

type Outcome = { status: number; connection: string | undefined } | { error: string };

/** One GET on the agent's kept-alive connections. */
function get(agent: http.Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers: { 'apollo-require-preflight': 'true' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      res.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
    });
    req.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
  });
}

it('answers every request it accepted while draining, with Connection: close, and refuses the rest at connect', async () => {
  let accepted = 0;
  let answered = 0;
  server.app.server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    accepted++;
    res.once('finish', () => answered++);
  });

  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const search = `${server.url}/graphql?query=${encodeURIComponent('{ franchiseSearch { total } }')}`;
  const outcomes: Outcome[] = [];
  /** Each client's last answer before it was refused. */
  const lastAnswers: Outcome[] = [];
  let closing: Promise<void> | undefined;
  // Eight clients, each sending one request after another on its kept-alive connection, until they are refused.
  const clients = Array.from({ length: 8 }, async () => {
    let last: Outcome | undefined;
    for (let i = 0; i < 400; i++) {
      const outcome = await get(agent, search);
      outcomes.push(outcome);
      if (outcomes.length === 80) closing = server.app.close();
      if ('error' in outcome && closing) {
        if (last) lastAnswers.push(last);
        return;
      }
      last = outcome;
    }
  });
  await Promise.all(clients);
  await closing;
  agent.destroy();

  const errors = outcomes.filter((o): o is { error: string } => 'error' in o);
  const answers = outcomes.filter((o): o is { status: number; connection: string | undefined } => 'status' in o);
  expect(closing).toBeDefined();
  // Nothing accepted and dropped: each request the server took was answered.
  expect(answered).toBe(accepted);
  expect(answers).toHaveLength(accepted);
  expect(answers.every((a) => a.status === 200)).toBe(true);
  // Once the drain began, answers closed their connection; every failure was a refusal before sending.
  expect(lastAnswers).toHaveLength(8);
  for (const last of lastAnswers) expect(last).toEqual({ status: 200, connection: 'close' });
  expect(errors.length).toBeGreaterThan(0);
  expect(new Set(errors.map((e) => e.error))).toEqual(new Set(['ECONNREFUSED']));
});
