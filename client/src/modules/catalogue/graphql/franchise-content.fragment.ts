import { graphql } from '../../../gql';

// The content of a franchise listing, read alike by the public page (Franchise) and the franchisor's form
// (FranchisorFranchise): the two types share these item types, not a parent type, hence a fragment per item.

export const FranchiseCategoryFragment = graphql(`
  fragment FranchiseContent_category on Category {
    id
    name
    parentId
  }
`);

export const FranchiseGalleryImageFragment = graphql(`
  fragment FranchiseContent_galleryImage on FranchiseGalleryImage {
    id
    imageUrl
  }
`);

export const FranchiseFaqFragment = graphql(`
  fragment FranchiseContent_faq on FranchiseFaq {
    id
    question
    answer
  }
`);

export const FranchiseTestimonialFragment = graphql(`
  fragment FranchiseContent_testimonial on FranchiseTestimonial {
    id
    authorName
    content
  }
`);

export const FranchiseSuccessStoryFragment = graphql(`
  fragment FranchiseContent_successStory on FranchiseSuccessStory {
    id
    title
    content
    imageUrl
  }
`);
