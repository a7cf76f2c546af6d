import { graphql } from '../../../gql';

export const ViewerDocument = graphql(`
  query Viewer {
    viewer {
      id
      email
      fullName
      companyName
      userType
      status
    }
  }
`);
