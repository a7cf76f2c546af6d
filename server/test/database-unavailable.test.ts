import { GraphQLError } from 'graphql';
import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from '../src/common/database-unavailable';
import { formatError } from '../src/graphql/format-error';
import { captureLogs } from './support/logs';

// Which errors are an outage (told to the client as SERVICE_UNAVAILABLE, HTTP 503) and which stay a bug (masked as
// INTERNAL_SERVER_ERROR, logged with their stack). The real ones, from a PostgreSQL stopped under traffic, are met in
// database-outage.test.ts and error-masking.test.ts; these are the shapes they come in.

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const pgError = (message: string, code: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['an admin shutdown (57P01)', pgError('terminating connection due to administrator command', '57P01')],
    ['a server starting or stopping (57P03)', pgError('the database system is starting up', '57P03')],
    ['a connection exception (08006)', pgError('connection failure', '08006')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['the pool waiting too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['a client left unusable', new Error('Client has encountered a connection error and is not queryable')],
    ['a transaction whose connection was cut', new QueryRunnerAlreadyReleasedError()],
    ['TypeORM wrapping the driver', new QueryFailedError('SELECT 1', [], pgError('terminating connection due to administrator command', '57P01'))],
    ['every address of a host refused', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')])],
    ['a cause', new Error('Could not read the session', { cause: withCode('read ECONNRESET', 'ECONNRESET') })],
    ['graphql-js wrapping a value from another realm', Object.assign(new Error('Unexpected error value'), { thrownValue: withCode('x', 'EPIPE') })],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], pgError('duplicate key value', '23505'))],
    ['a statement timeout', pgError('canceling statement due to statement timeout', '57014')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a refusal of the application', new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND' } })],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('formatError', () => {
  it('tells the client an outage is one, with no detail, and keeps masking anything else', async () => {
    const outage = new GraphQLError('connect ECONNREFUSED 127.0.0.1:5432', {
      path: ['franchiseSearch'],
      originalError: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    });
    const bug = new GraphQLError('boom', { path: ['franchiseSearch'], originalError: new TypeError('boom') });
    const logged = await captureLogs(async () => {
      expect(formatError({ message: outage.message, path: ['franchiseSearch'] }, outage)).toEqual({
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        path: ['franchiseSearch'],
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
      expect(formatError({ message: bug.message, path: ['franchiseSearch'] }, bug)).toMatchObject({ extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    }, 'warn');
    expect(logged.lines.map((line) => [line.level, line.msg])).toEqual([
      ['warn', 'GraphQL request met the database unavailable'],
      ['error', 'Unexpected GraphQL error'],
    ]);
  });
});
