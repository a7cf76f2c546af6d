import { graphql } from '../../../gql';

// The content of a franchise listing, read alike by the public page (Franchise) and the franchisor's form
// (FranchisorFranchise): both implement FranchiseContent (the rows), and share the category type.

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

/** The rows a franchisor adds to a listing, on both types that implement FranchiseContent. */
export const FranchiseContentRowsFragment = graphql(`
  fragment FranchiseContent_rows on FranchiseContent {
    gallery {
      ...FranchiseContent_galleryImage
    }
    faqs {
      ...FranchiseContent_faq
    }
    testimonials {
      ...FranchiseContent_testimonial
    }
    successStories {
      ...FranchiseContent_successStory
    }
  }
`);
