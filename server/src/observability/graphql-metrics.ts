/* eslint-disable @typescript-eslint/require-await -- Apollo's plugin hooks return promises; these have nothing to await */
import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../graphql/context';
import { setGraphqlOperation } from '../http/access-log';
import type { AppMetrics } from './metrics';

/**
 * Times each operation by name and type, counts the errors of each response by `extensions.code` (as the
 * client receives them, after formatError), and names the operation for the access log.
 */
export function graphqlMetricsPlugin(metrics: AppMetrics): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ contextValue }) {
      const started = performance.now();
      return {
        async didResolveOperation({ operationName }) {
          if (contextValue.res) setGraphqlOperation(contextValue.res, operationName);
        },
        async willSendResponse({ response, operation, operationName }) {
          if (response.body.kind === 'single') {
            for (const error of response.body.singleResult.errors ?? []) metrics.graphqlError(error.extensions?.code);
          }
          if (operation) metrics.graphqlOperation(operationName ?? null, operation.operation, (performance.now() - started) / 1000);
        },
      };
    },
  };
}
