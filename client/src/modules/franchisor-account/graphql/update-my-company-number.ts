import { graphql } from '../../../gql';

export const UpdateMyCompanyNumberDocument = graphql(`
  mutation UpdateMyCompanyNumber($input: CompanyNumberInput!) {
    updateMyCompanyNumber(input: $input) {
      ...CompanySection_company
    }
  }
`);
