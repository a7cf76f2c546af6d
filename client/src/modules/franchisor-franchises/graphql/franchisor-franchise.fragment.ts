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
    shortDescription
    longDescription
    investmentAmount
    keyFacts {
      franchiseFee
      minimumLiquidCapital
      royaltyFee
      financeAvailable
      yearFounded
      outlets
      trainingProvided
    }
    mainImageUrl
    brochureUrl
    categories {
      id
      name
      parentId
    }
    gallery {
      id
      imageUrl
    }
    faqs {
      id
      question
      answer
    }
    testimonials {
      id
      authorName
      content
    }
    successStories {
      id
      title
      content
      imageUrl
    }
  }
`);
