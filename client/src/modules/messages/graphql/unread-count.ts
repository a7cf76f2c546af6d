import { graphql } from '../../../gql';

export const UnreadMessageCountDocument = graphql(`
  query UnreadMessageCount {
    unreadMessageCount
  }
`);

export const UnreadMessageCountChangedDocument = graphql(`
  subscription UnreadMessageCountChanged {
    unreadMessageCount
  }
`);
