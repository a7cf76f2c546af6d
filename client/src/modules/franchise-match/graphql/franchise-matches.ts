import { graphql } from '../../../gql';

/** The quiz's results: listings ranked by the answers, with the reasons for each. */
export const FranchiseMatchesDocument = graphql(`
  query FranchiseMatches($answers: MatchAnswersInput!, $page: PageInput) {
    franchiseMatches(answers: $answers, page: $page) {
      total
      page
      pageCount
      items {
        fit
        reasons {
          text
          fits
        }
        franchise {
          ...FranchiseCard_franchise
        }
      }
    }
  }
`);
