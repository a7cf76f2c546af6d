import { graphql } from '../../../gql';

export const RecordPostViewDocument = graphql(`
  mutation RecordPostView($id: ID!) {
    recordPostView(id: $id) {
      id
      views
    }
  }
`);
