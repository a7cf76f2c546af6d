import { graphql } from '../../../gql';

export const RemoveTeamMemberDocument = graphql(`
  mutation RemoveTeamMember($id: ID!) {
    removeTeamMember(id: $id)
  }
`);
