/* eslint-disable @typescript-eslint/require-await -- Apollo's plugin hooks return promises; this one has nothing to await */
import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { isDatabaseUnavailable } from '../common/database-unavailable';
import { ErrorCode, Messages } from '../common/errors';
import { RETRY_AFTER_SECONDS } from '../http/page-caching';
import type { Context } from './context';

/*
 * The HTTP status of a GraphQL answer that only says the database is unavailable (SERVICE_UNAVAILABLE, see
 * format-error.ts): 503 with Retry-After, as the pages answer, so that a load balancer, a monitor or a client's
 * retry policy sees an outage to wait out rather than a success (200) or a bug (500). Apollo Client reads the errors
 * all the same: it asks for application/graphql-response+json, whose body it reads whatever the status.
 */

const retryAfter = (): [string, string] => ['retry-after', String(RETRY_AFTER_SECONDS)];

/** 503 and Retry-After on an answer whose errors are all SERVICE_UNAVAILABLE (with or without part of its data). */
export function unavailableStatusPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors;
          if (!errors?.length || !errors.every((e) => e.extensions?.code === ErrorCode.SERVICE_UNAVAILABLE)) return;
          response.http.status = 503;
          response.http.headers.set(...retryAfter());
        },
      };
    },
  };
}

/**
 * The request's context, built by `build`; when that fails because the database is unavailable (the session
 * lookup), an error Apollo answers with 503 and Retry-After (its `extensions.http`), which formatError words as
 * SERVICE_UNAVAILABLE. Any other failure stays Apollo's 500.
 */
export async function contextOrUnavailable(build: () => Promise<Context>): Promise<Context> {
  try {
    return await build();
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    throw new GraphQLError(Messages.serviceUnavailable, {
      originalError: err as Error,
      extensions: { http: { status: 503, headers: new HeaderMap([retryAfter()]) } },
    });
  }
}
