import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { PageHeader } from '../../../shared/page-header';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { StaticHtml } from '../../../ssr/static-html';
import { H3, List, P, Sections } from '../components/prose';

const TITLE = 'How we check listings and rank results';

/** What a listing shows, where each part comes from and what we do with it (issue 40): the truth of the code. */
const checks: { what: string; source: string; checked: string }[] = [
  {
    what: 'Company facts',
    source:
      'The Companies House register, read with the company number the franchisor gives: registered name, status, date of incorporation, whether accounts or the confirmation statement are overdue, registered office, business codes and the number of active officers.',
    checked:
      'Read from the register when the number is given or changed, and again every week; the listing says when they were last checked, or "Company details not checked yet". A listing whose company is dissolved leaves the directory.',
  },
  {
    what: 'bfa membership',
    source: 'Stated by the franchisor, with its British Franchise Association membership level and number.',
    checked:
      'Verified by our team before any badge shows. The badge carries the date it was verified and lapses 12 months later unless it is verified again.',
  },
  {
    what: 'Earnings and turnover figures',
    source:
      'Stated by the franchisor, with their basis (an average of a number of outlets in the network, company-owned outlets, or a projection), the period they cover and when they were stated.',
    checked: 'Not checked by us. The basis is printed beside every figure, and a projection is labelled illustrative.',
  },
  {
    what: 'Investment and other key facts',
    source: 'Stated by the franchisor: the investment (and what it includes), fees, outlets, year founded, training.',
    checked: 'Not checked by us. Every listing shows when it was last updated.',
  },
  {
    what: 'Testimonials and success stories',
    source: 'Supplied by the franchisor, who chooses them.',
    checked: 'Not checked by us, and not independent reviews: each is labelled "Supplied by" and the franchisor\'s name.',
  },
  {
    what: 'Response times',
    source: 'Measured by this site from the enquiries sent through it.',
    checked:
      'The median time to a first reply over the last 90 days, shown once a franchisor has had at least 5 enquiries; an enquiry never answered counts as the slowest.',
  },
  {
    what: 'The listing itself',
    source: 'Written by the franchisor.',
    checked: 'Read by our team before it is published. That is a check that it belongs here, not a guarantee of what it says.',
  },
];

/** The sorts of the search and category pages, by the names the Sort by control gives them (search-options.ts). */
const sorts: { name: string; how: string }[] = [
  { name: 'Newest first (the default)', how: 'the date the listing was added to the site, most recent first.' },
  { name: 'Investment: low to high', how: 'the investment the franchisor states, lowest first; listings without one come last.' },
  { name: 'Investment: high to low', how: 'the investment the franchisor states, highest first; listings without one come last.' },
  { name: 'Name: A to Z', how: 'the listing’s name in alphabetical order, ignoring capitals.' },
  {
    name: 'Most responsive',
    how: 'the franchisor’s measured median reply time, fastest first; franchisors with fewer than 5 enquiries in the last 90 days come last.',
  },
];

/** /how-we-check: what is verified and what is not, how each sort works and how featured placements are sold. */
export function HowWeCheckPage() {
  useDocumentMeta(
    TITLE,
    'What Franchise Compass checks on a listing and what it does not, how search results are sorted, and how featured placements and adverts are sold and labelled.',
  );
  return (
    <>
      <Breadcrumbs items={[{ label: TITLE }]} />
      <PageHeader
        maxWidth="md"
        title={TITLE}
        intro="What on a listing we have checked, what the franchisor tells you, how results are put in order, and what franchisors can pay for."
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <StaticHtml>
          <Sections
            sections={[
              {
                id: 'what-we-check',
                heading: 'What we check and what we do not',
                body: (
                  <>
                    <P>Every part of a listing comes from somewhere. This is where, and what we do with it.</P>
                    {checks.map((c) => (
                      <div key={c.what}>
                        <H3>{c.what}</H3>
                        <List
                          items={[
                            <>
                              <strong>Where it comes from:</strong> {c.source}
                            </>,
                            <>
                              <strong>What we check:</strong> {c.checked}
                            </>,
                          ]}
                        />
                      </div>
                    ))}
                  </>
                ),
              },
              {
                id: 'sorting',
                heading: 'How results are ranked',
                body: (
                  <>
                    <P>
                      The search and category pages show every published listing that matches your filters. The filters and the words you type decide
                      which listings appear; the sort you choose decides their order. There is no hidden score, and no one can pay to move a listing
                      up.
                    </P>
                    <List
                      items={sorts.map((s) => (
                        <>
                          <strong>{s.name}:</strong> {s.how}
                        </>
                      ))}
                    />
                    <P>
                      Words you type must all appear in a listing&apos;s name, short description or location; they choose listings, they do not rank
                      them. When you search in a place, listings offered in that place come first, then those covering its wider area (region, nation,
                      the whole UK), each group in the order of the sort you chose. Listings that tie are kept in one fixed order, so a listing never
                      appears on two pages.
                    </P>
                  </>
                ),
              },
              {
                id: 'matching',
                heading: 'How the matching quiz ranks franchises',
                body: (
                  <>
                    <P>
                      The matching quiz ranks every published listing by how well it fits your answers, using only what the franchisor states on the
                      listing. Each answer you give adds points when the listing fits it and takes some away when it plainly does not; a fact the
                      listing does not state counts for nothing either way. No one can pay to move up.
                    </P>
                    <List
                      items={[
                        'Budget: your own money plus what you could borrow covers the total investment, and your own money covers the minimum the franchisor asks of you (3 points, or 3 away).',
                        'Location: the listing recruits in your town, its region or nation, or anywhere in the UK (2 points, or 2 away).',
                        'Involvement: the listing suits the way you want to run it (2 points, or 1 away).',
                        'Hours: the hours it asks of its owner are no more than you can give (1 point, or 1 away).',
                        'Sectors: it is in a sector you chose (2 points).',
                      ]}
                    />
                    <P>Listings with equal points are shown newest first. Your experience and when you want to start do not change the order.</P>
                  </>
                ),
              },
              {
                id: 'paid-placements',
                heading: 'Featured placements and adverts',
                body: (
                  <>
                    <P>
                      Franchisors can pay for a featured placement for one of their published listings, for 1, 3, 6 or 12 months, at the price we set
                      for that period. The price is the same for every franchisor; there is no bidding. The placement shows from payment until the
                      period ends.
                    </P>
                    <List
                      items={[
                        <>
                          <strong>What it buys:</strong> a place in Featured Opportunities on the home page (the most recent placements, up to six),
                          and the label &quot;Featured · paid placement&quot; on the listing&apos;s card and page wherever they appear.
                        </>,
                        <>
                          <strong>What it does not buy:</strong> a higher place in search or category results. A featured listing keeps exactly the
                          place its sort gives it, labelled. Our tests buy a placement and check that every sort gives the same order as before.
                        </>,
                        <>
                          <strong>Adverts:</strong> banner pictures that franchisors pay to show under the page header or above the results of a
                          category, for a set period. Each is labelled &quot;Advertisement&quot; and links to the advertiser.
                        </>,
                      ]}
                    />
                  </>
                ),
              },
              {
                id: 'something-wrong',
                heading: 'If something looks wrong',
                body: (
                  <P>
                    Tell us with &quot;Report this listing&quot; on the listing&apos;s page, or through our{' '}
                    <Link component={RouterLink} to="/contact">
                      contact page
                    </Link>
                    . We look into every report, ask the franchisor where needed, and take down listings that mislead.
                  </P>
                ),
              },
            ]}
          />
        </StaticHtml>
      </Container>
    </>
  );
}
