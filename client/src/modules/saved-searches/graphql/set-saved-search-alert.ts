import { graphql } from '../../../gql';

export const SetSavedSearchAlertDocument = graphql(`
  mutation SetSavedSearchAlert($id: ID!, $alert: SearchAlert!) {
    setSavedSearchAlert(id: $id, alert: $alert) {
      id
      alert
    }
  }
`);
