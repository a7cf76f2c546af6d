import { graphql } from '../../../gql';

export const NewLeadCountDocument = graphql(`
  query NewLeadCount {
    newLeadCount
  }
`);

export const NewLeadCountChangedDocument = graphql(`
  subscription NewLeadCountChanged {
    newLeadCount
  }
`);
