import { graphql } from '../../../gql';

/** A complaint as the queue and its page show it. */
export const AdminDataComplaintFieldsFragment = graphql(`
  fragment AdminDataComplaint_fields on AdminDataComplaint {
    id
    reference
    fullName
    email
    topic
    topicLabel
    details
    status
    createdAt
    answerDueAt
    overdue
    outcome
    answeredAt
    answeredByName
    noteCount
  }
`);

/** One complaint with its internal notes and history: the complaint page and every mutation's answer. */
export const AdminDataComplaintDetailFieldsFragment = graphql(`
  fragment AdminDataComplaintDetail_fields on AdminDataComplaintDetail {
    id
    complaint {
      ...AdminDataComplaint_fields
    }
    notes {
      id
      body
      authorName
      createdAt
    }
    history {
      id
      action
      label
      actorName
      createdAt
    }
  }
`);
