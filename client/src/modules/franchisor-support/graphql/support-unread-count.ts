import { graphql } from '../../../gql';

export const SupportUnreadCountDocument = graphql(`
  query SupportUnreadCount {
    supportUnreadCount
  }
`);

export const SupportUnreadCountChangedDocument = graphql(`
  subscription SupportUnreadCountChanged {
    supportUnreadCount
  }
`);
