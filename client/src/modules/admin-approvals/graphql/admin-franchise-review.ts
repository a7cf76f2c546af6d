import { graphql } from '../../../gql';

/** The review page: the listing's review status, its franchisor and its history. */
export const AdminFranchiseReviewDocument = graphql(`
  query AdminFranchiseReview($id: ID!) {
    adminFranchiseReview(id: $id) {
      id
      name
      status
      createdAt
      updatedAt
      approvedAt
      rejectionReason
      franchisorId
      franchisorCompanyName
      franchisorContactName
      franchisorEmail
      lastApprovedAt
      openRevision {
        id
        submittedAt
        updatedAt
        changes {
          section
          label
          kind
          before
          after
        }
      }
      history {
        ...AuditHistory_entry
      }
    }
  }
`);

/** The review page's listing as the public page shows it, in any status. */
export const AdminFranchisePreviewDocument = graphql(`
  query AdminFranchisePreview($id: ID!) {
    adminFranchisePreview(id: $id) {
      ...FranchiseDetail_franchise
    }
  }
`);
