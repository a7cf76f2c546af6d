import { graphql } from '../../../gql';

export const AddFranchiseTerritoriesDocument = graphql(`
  mutation AddFranchiseTerritories($input: AddTerritoriesInput!) {
    addFranchiseTerritories(input: $input)
  }
`);

export const SetFranchiseTerritoryStateDocument = graphql(`
  mutation SetFranchiseTerritoryState($id: ID!, $state: TerritoryState!) {
    setFranchiseTerritoryState(id: $id, state: $state) {
      id
      state
    }
  }
`);

export const RemoveFranchiseTerritoryDocument = graphql(`
  mutation RemoveFranchiseTerritory($id: ID!) {
    removeFranchiseTerritory(id: $id)
  }
`);
