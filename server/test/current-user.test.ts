import { graphql } from 'graphql';
import { Query, Resolver, buildSchema } from 'type-graphql';
import { ErrorCode, Messages } from '../src/common/errors';
import { authChecker } from '../src/graphql/auth-checker';
import type { Caller } from '../src/modules/auth/access-check';
import { CurrentUser } from '../src/modules/auth/current-user';
import type { Profile } from '../src/modules/auth/profile.entity';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * @CurrentUser() hands a resolver the signed-in account. Every field that uses it is guarded by @Authorized; should
 * one not be, an anonymous call is still refused, with the access check's own error.
 */
@Resolver()
class UnguardedResolver {
  @Query(() => String)
  whoAmI(@CurrentUser() user: Profile): string {
    return user.fullName;
  }
}

describe('@CurrentUser() without @Authorized (defence in depth)', () => {
  // The app's authChecker, as the app's schema has it: the field itself has no @Authorized.
  const run = async (caller: Caller) =>
    graphql({
      schema: await buildSchema({ resolvers: [UnguardedResolver], authChecker, emitSchemaFile: false }),
      source: '{ whoAmI }',
      contextValue: caller,
    });

  it('refuses an anonymous call as the access check does', async () => {
    const { data, errors } = await run({ user: null, sessionExpired: false });
    expect(data).toBeNull();
    expect(errors?.map((e) => [e.message, e.extensions.code])).toEqual([[Messages.notAuthenticated, ErrorCode.UNAUTHENTICATED]]);
  });

  it('asks for a new sign-in when the cookie named an ended session', async () => {
    const { errors } = await run({ user: null, sessionExpired: true });
    expect(errors?.map((e) => [e.message, e.extensions.code])).toEqual([[Messages.sessionExpired, ErrorCode.SESSION_EXPIRED]]);
  });

  it('gives the signed-in account', async () => {
    const { data, errors } = await run({ user: { fullName: 'Ada Lovelace' } as Profile, sessionExpired: false });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ whoAmI: 'Ada Lovelace' });
  });
});

describe('a field that uses @CurrentUser()', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses an anonymous call with the existing message', async () => {
    const error = await new TestClient(server.url).error(`{ myFranchiseRequests { total } }`);
    expect(error).toMatchObject({ message: Messages.notAuthenticated, extensions: { code: ErrorCode.UNAUTHENTICATED } });
  });
});
