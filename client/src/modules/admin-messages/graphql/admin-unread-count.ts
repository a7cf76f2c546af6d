import { graphql } from '../../../gql';

export const AdminUnreadMessageCountDocument = graphql(`
  query AdminUnreadMessageCount {
    adminUnreadMessageCount
  }
`);

export const AdminUnreadMessageCountChangedDocument = graphql(`
  subscription AdminUnreadMessageCountChanged {
    adminUnreadMessageCount
  }
`);
