import { graphql } from '../../../gql';

/** Opening a lead: a new one becomes contacted on the server; returns everything the enquirer gave. */
export const OpenFranchisorLeadDocument = graphql(`
  mutation OpenFranchisorLead($id: ID!) {
    openFranchisorLead(id: $id) {
      id
      franchisorId
      assignedTo
      name
      email
      phone
      city
      postCode
      country
      desiredInvestment
      desiredTimeframe
      message
      status
      interestStatus
      marketingOptIn
      consentText
      consentAt
      hasAccount
      unreadMessageCount
      meetsRequirements
      requirementsMissed
      contactMethod
      contactTime
      introCall {
        id
        label
        status
        cancelledBy
      }
      quizAnswers {
        question
        answer
      }
      score {
        band
        points
        maxPoints
        reasons {
          text
          points
        }
      }
      createdAt
      franchise {
        id
        name
      }
    }
  }
`);
