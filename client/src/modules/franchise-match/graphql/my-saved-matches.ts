import { graphql } from '../../../gql';

export const MySavedMatchesDocument = graphql(`
  query MySavedMatches {
    mySavedMatches {
      id
      createdAt
      answers {
        ownCash
        borrowing
        involvement
        hours
        sectorIds
        town
        experience
        timeframe
      }
    }
  }
`);
