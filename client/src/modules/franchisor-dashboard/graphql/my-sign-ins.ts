import { graphql } from '../../../gql';

export const MySignInsDocument = graphql(`
  query MySignIns {
    mySignIns {
      id
      signedInAt
      browser
      location
    }
  }
`);
