import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { PageHeader } from '../../../shared/page-header';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { StaticHtml } from '../../../ssr/static-html';
import { H3, List, P, Sections } from '../../content/components/prose';
import { DEFAULT_LOAN_SHARE } from '../loan-repayment';

const TITLE = 'Financing a franchise in the UK';
/** When the facts below were last read against the lenders' own pages. */
const REVIEWED = 'November 2026';

/** Banks with a team for franchise lending, as information: no order of merit, no payment from any of them. */
const banks: { name: string; note: string }[] = [
  { name: 'NatWest', note: 'with Royal Bank of Scotland in Scotland and Ulster Bank in Northern Ireland' },
  { name: 'HSBC UK', note: 'a franchise team within its business banking' },
  { name: 'Lloyds Bank', note: 'with Bank of Scotland in Scotland' },
  { name: 'Barclays', note: 'franchise specialists within its business banking' },
];

/** /financing-a-franchise: how buyers usually fund a franchise in the UK, as plain information (issue 43). */
export function FinancingPage() {
  useDocumentMeta(
    TITLE,
    'How franchise buyers in the UK usually fund the investment: how much banks lend, for how long, what they ask for, the Start Up Loans scheme and the banks with franchise teams. Information, not advice.',
  );
  const share = `${Math.round(DEFAULT_LOAN_SHARE * 100)}%`;
  return (
    <>
      <Breadcrumbs items={[{ label: TITLE }]} />
      <PageHeader
        maxWidth="md"
        title={TITLE}
        intro="Most franchisees borrow part of the cost. This is how franchise lending usually works in the UK, as information to help you plan. It is not financial advice, and we do not arrange loans or earn anything from lenders."
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <StaticHtml>
          <Sections
            sections={[
              {
                id: 'how-much',
                heading: 'How much banks lend',
                body: (
                  <>
                    <P>
                      UK banks&apos; franchise teams typically lend up to about {share} of the total cost of an established franchise brand, one with
                      a record of outlets trading profitably. For a newer brand they usually lend less, often about half, and some will not lend until
                      the brand has a few years of results.
                    </P>
                    <P>
                      The rest is your own money. Lenders want to see that you are putting in a real share yourself, and they usually expect working
                      capital on top of the franchise&apos;s own investment figure to carry you until the business pays its way.
                    </P>
                  </>
                ),
              },
              {
                id: 'terms',
                heading: 'Typical terms',
                body: (
                  <List
                    items={[
                      <>
                        <strong>Length:</strong> usually 3 to 7 years for a business loan; longer where a property or costly fit-out is involved.
                      </>,
                      <>
                        <strong>Rate:</strong> fixed or variable, priced for each loan on the brand, your plan and your security; the Bank of England
                        base rate plus a margin is common for variable loans.
                      </>,
                      <>
                        <strong>Repayment:</strong> monthly, often with a capital repayment holiday of a few months while the business starts.
                      </>,
                      <>
                        <strong>What lenders ask for:</strong> a business plan with cash-flow forecasts, the franchise agreement, your own finances
                        and experience, and often security or a personal guarantee.
                      </>,
                    ]}
                  />
                ),
              },
              {
                id: 'start-up-loans',
                heading: 'The Start Up Loans scheme',
                body: (
                  <P>
                    The government-backed Start Up Loans scheme, run by the British Business Bank, lends up to £25,000 per person at a fixed 6% a
                    year, repaid over 1 to 5 years, with free mentoring. It is a personal loan for starting or growing a business, and franchises
                    qualify.
                  </P>
                ),
              },
              {
                id: 'banks',
                heading: 'Banks with franchise teams',
                body: (
                  <>
                    <P>These high-street banks have specialist teams for franchise lending. The list is not complete and is in no order of merit.</P>
                    <List
                      items={banks.map((b) => (
                        <>
                          <strong>{b.name}</strong>: {b.note}
                        </>
                      ))}
                    />
                    <P>The British Franchise Association also lists the banks and advisers it works with.</P>
                  </>
                ),
              },
              {
                id: 'work-it-out',
                heading: 'Work out the repayments',
                body: (
                  <>
                    <H3>On every listing</H3>
                    <P>
                      Each franchise page has a finance panel that works out the monthly repayment and total interest of a loan towards that
                      franchise, from its stated investment, with the assumptions shown. Change the loan, term and rate to see how they move.{' '}
                      <Link component={RouterLink} to="/search">
                        Browse franchises
                      </Link>
                      .
                    </P>
                  </>
                ),
              },
            ]}
          />
          <P>
            <strong>This is not financial advice.</strong> Speak to a lender and an accountant before you commit, and to a solicitor before you sign a
            franchise agreement. Last reviewed {REVIEWED}.
          </P>
        </StaticHtml>
      </Container>
    </>
  );
}
