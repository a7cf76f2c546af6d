import { graphql } from '../../../gql';

export const SaveMatchDocument = graphql(`
  mutation SaveMatch($answers: MatchAnswersInput!) {
    saveMatch(answers: $answers) {
      id
      createdAt
    }
  }
`);
