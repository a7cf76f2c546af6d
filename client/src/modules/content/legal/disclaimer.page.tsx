import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { List, P } from '../components/prose';
import { LegalPage } from './legal-page';

/** /disclaimer */
export function DisclaimerPage() {
  return (
    <LegalPage
      title="Disclaimer"
      description="Franchise Compass gives no financial, investment or legal advice and endorses no listing. Listings come from franchisors; do your own due diligence."
      intro={
        <>
          Franchise Compass helps you find and compare franchise opportunities in the UK. Please read this disclaimer before you rely on anything you
          see on the site.
        </>
      }
      sections={[
        {
          id: 'no-advice',
          heading: 'No financial, investment or legal advice',
          body: (
            <>
              <P>
                Everything on Franchise Compass, including listings, articles, guides and comparisons, is general information. It is not financial,
                investment, legal or tax advice and it does not take account of your personal circumstances. We are not authorised by the Financial
                Conduct Authority to give investment advice.
              </P>
              <P>
                Before you commit to a franchise, take advice from qualified professionals: an accountant, a solicitor who specialises in franchising,
                and the franchise team of your bank.
              </P>
            </>
          ),
        },
        {
          id: 'no-endorsement',
          heading: 'No endorsement',
          body: (
            <P>
              A franchise appearing on the site, including in a featured placement or a banner advertisement, does not mean that we recommend, endorse
              or guarantee it. Featured placements and banners are paid for by franchisors. Our review of new listings is a basic check that a listing
              is genuine and suitable for the site; it is not an assessment of the franchise&apos;s finances, prospects or legal terms.
            </P>
          ),
        },
        {
          id: 'third-party-listings',
          heading: 'Listings come from third parties',
          body: (
            <P>
              Listings are written and supplied by franchisors. We do not verify every statement, figure or claim in them, such as investment amounts,
              fees or possible earnings, and they may be incomplete or out of date. Any example of earnings is not a promise of what you will earn. If
              you spot something wrong, please{' '}
              <Link component={RouterLink} to="/contact">
                tell us
              </Link>
              .
            </P>
          ),
        },
        {
          id: 'due-diligence',
          heading: 'Do your own due diligence',
          body: (
            <>
              <P>You are responsible for researching any franchise before you invest. As a minimum, we suggest you:</P>
              <List
                items={[
                  'speak to several existing and former franchisees, including ones the franchisor did not pick for you;',
                  "study the franchisor's accounts and check the company at Companies House;",
                  'have the franchise agreement reviewed by a solicitor who specialises in franchising;',
                  'understand every cost, including ongoing management service fees and marketing levies;',
                  'check whether the franchisor is a member of the British Franchise Association; and',
                  'prepare your own business plan with an accountant.',
                ]}
              />
              <P>
                Our{' '}
                <Link component={RouterLink} to="/guide">
                  Franchise Guide
                </Link>{' '}
                explains these steps in more detail.
              </P>
            </>
          ),
        },
        {
          id: 'risk',
          heading: 'Investing carries risk',
          body: (
            <P>
              Buying a franchise is a business investment. Like any business, a franchise can fail, and you could lose some or all of the money you
              put in, as well as money you borrow. The success of one franchisee does not mean others will have the same results.
            </P>
          ),
        },
        {
          id: 'external-links',
          heading: 'Links to other websites',
          body: (
            <P>
              The site links to websites run by franchisors, advertisers and others. We do not control them and are not responsible for their content.
            </P>
          ),
        },
        {
          id: 'liability',
          heading: 'Our liability',
          body: (
            <P>
              Our responsibility to you is set out in our{' '}
              <Link component={RouterLink} to="/terms">
                Terms of Service
              </Link>
              . Nothing in this disclaimer limits any liability that cannot be limited under the law of England and Wales.
            </P>
          ),
        },
      ]}
    />
  );
}
