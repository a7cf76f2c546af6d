import { graphql } from '../../../gql';

/** Every field the franchise form edits, as the server has it. */
export const FranchiseFormFragment = graphql(`
  fragment FranchiseForm_franchise on FranchisorFranchise {
    id
    name
    location
    areas {
      key
      name
      within
    }
    status
    rejectionReason
    revision {
      id
      status
      submittedAt
      updatedAt
      reason
    }
    shortDescription
    longDescription
    investmentAmount
    keyFacts {
      ...FranchiseKeyFacts_details
      figures {
        kind
        amount
        basis
        outletsCounted
        periodEnd
        periodMonths
        statedOn
      }
    }
    mainImageUrl
    brochureUrl
    categories {
      ...FranchiseContent_category
    }
    ...FranchiseContent_rows
  }
`);
