import { graphql } from '../../../gql';

/** The franchisor's company number and what Companies House says about it. */
export const MyCompanyDocument = graphql(`
  query MyCompany {
    myCompany {
      ...CompanySection_company
    }
  }
`);
