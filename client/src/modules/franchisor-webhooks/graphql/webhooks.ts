import { graphql } from '../../../gql';

/** What an endpoint's card shows. */
export const WebhookEndpointFragment = graphql(`
  fragment WebhookEndpointCard_endpoint on WebhookEndpoint {
    id
    url
    description
    events
    enabled
    createdAt
    failingSince
    autoDisabledAt
    lastStatusCode
    lastAttemptAt
  }
`);

/** The company's endpoints. */
export const WebhookEndpointsDocument = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      id
      ...WebhookEndpointCard_endpoint
    }
  }
`);

export const CreateWebhookEndpointDocument = graphql(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        ...WebhookEndpointCard_endpoint
      }
    }
  }
`);

export const UpdateWebhookEndpointDocument = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...WebhookEndpointCard_endpoint
    }
  }
`);

export const DeleteWebhookEndpointDocument = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const RollWebhookSecretDocument = graphql(`
  mutation RollWebhookSecret($id: ID!) {
    rollWebhookSecret(id: $id) {
      secret
      endpoint {
        id
      }
    }
  }
`);

export const SendTestWebhookDocument = graphql(`
  mutation SendTestWebhook($id: ID!) {
    sendTestWebhook(id: $id)
  }
`);

export const RedeliverWebhookDocument = graphql(`
  mutation RedeliverWebhook($deliveryId: ID!) {
    redeliverWebhook(deliveryId: $deliveryId)
  }
`);

/** One endpoint's delivery log, a page at a time. */
export const WebhookAttemptsDocument = graphql(`
  query WebhookAttempts($endpointId: ID!, $page: PageInput) {
    webhookAttempts(endpointId: $endpointId, page: $page) {
      total
      page
      pageCount
      items {
        id
        deliveryId
        eventType
        attempt
        statusCode
        durationMs
        error
        attemptedAt
        deliveryState
      }
    }
  }
`);
