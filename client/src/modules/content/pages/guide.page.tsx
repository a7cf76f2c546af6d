import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { PageHeader } from '../../../shared/page-header';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { H3, List, P, Sections } from '../components/prose';

const costs = [
  {
    item: 'Initial franchise fee',
    what: 'The right to use the brand and system, plus initial training',
    typical: 'From a few thousand pounds to £50,000 or more',
  },
  {
    item: 'Set-up costs',
    what: 'Premises, fit-out, vehicles, equipment, opening stock',
    typical: 'Nothing for some home-based franchises; £100,000+ for retail and food',
  },
  { item: 'Working capital', what: 'Money to live on and run the business until it breaks even', typical: 'Often 6 to 12 months of costs' },
  { item: 'Management service fee', what: 'Ongoing support, usually a percentage of turnover', typical: 'Commonly 5% to 15% of turnover' },
  { item: 'Marketing levy', what: 'Your contribution to national brand advertising', typical: 'Commonly 1% to 4% of turnover' },
];

/** /guide: how franchising works in the UK. */
export function GuidePage() {
  useDocumentMeta(
    'Franchise Guide',
    'How franchising works in the UK: what it costs, how to do your due diligence, the British Franchise Association and how to finance a franchise.',
  );
  return (
    <>
      <Breadcrumbs items={[{ label: 'Franchise Guide' }]} />
      <PageHeader
        maxWidth="md"
        title="Franchise Guide"
        intro="Everything you need to know before you buy a franchise in the UK, from how franchising works to what it costs and how to pay for it."
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Sections
          sections={[
            {
              id: 'what-is-franchising',
              heading: 'What franchising is',
              body: (
                <>
                  <P>
                    A franchise lets you run your own business under an established brand. The franchisor, the company that owns the brand, gives you
                    the right to use its name, products and methods in an agreed area, along with training and ongoing support. In return you pay an
                    initial fee and, usually, ongoing fees based on your turnover.
                  </P>
                  <P>
                    You own and run your business, employ your own staff and keep the profits, but you follow the franchisor&apos;s system. That
                    proven system is the main attraction: you are not starting from scratch, and banks see established franchises as lower risk than
                    many new businesses.
                  </P>
                </>
              ),
            },
            {
              id: 'how-it-works-uk',
              heading: 'How franchising works in the UK',
              body: (
                <>
                  <P>
                    There is no law specifically for franchising in the UK. Your relationship with the franchisor is set out in the franchise
                    agreement, a contract governed by general contract, competition and consumer law. That makes the agreement, and the advice you
                    take on it, especially important.
                  </P>
                  <List
                    items={[
                      'Agreements commonly run for five to ten years, with the option to renew.',
                      'You are usually given an exclusive territory, defined by post codes or population.',
                      'The franchisor provides initial training and an operations manual, and supports you as you trade.',
                      'You will normally need the franchisor’s agreement to sell your business, and there may be restrictions on competing after you leave.',
                    ]}
                  />
                  <P>
                    Franchises cover almost every sector, from home services, care and cleaning to food, fitness, education and business services.
                    Some can be run from home or a van; others need premises and staff.
                  </P>
                </>
              ),
            },
            {
              id: 'costs',
              heading: 'What a franchise costs',
              body: (
                <>
                  <P>
                    The investment figure on a listing is a guide to the total you will need to get started. Make sure you understand what is
                    included. Typical costs are:
                  </P>
                  <Box
                    tabIndex={0}
                    role="region"
                    aria-label="Typical franchise costs"
                    sx={{ overflowX: 'auto', my: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
                  >
                    <Table size="small" aria-label="Typical franchise costs">
                      <TableHead>
                        <TableRow>
                          <TableCell component="th" scope="col">
                            Cost
                          </TableCell>
                          <TableCell component="th" scope="col">
                            What it covers
                          </TableCell>
                          <TableCell component="th" scope="col">
                            Typical range
                          </TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {costs.map((c) => (
                          <TableRow key={c.item}>
                            <TableCell component="th" scope="row" sx={{ fontWeight: 600, minWidth: 130 }}>
                              {c.item}
                            </TableCell>
                            <TableCell sx={{ minWidth: 180 }}>{c.what}</TableCell>
                            <TableCell sx={{ minWidth: 160 }}>{c.typical}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </Box>
                  <P>
                    Also budget for professional fees (a franchise solicitor and an accountant), insurance and, if you form a company, its running
                    costs. Ask each franchisor for a full breakdown and for realistic figures on how long franchisees typically take to break even.
                  </P>
                </>
              ),
            },
            {
              id: 'due-diligence',
              heading: 'Doing your due diligence',
              body: (
                <>
                  <P>A franchise is only as good as the franchisor behind it. Before you sign anything:</P>
                  <H3>Talk to franchisees</H3>
                  <P>
                    Speak to as many existing franchisees as you can, not just the ones the franchisor suggests. Ask about their earnings, the support
                    they get and whether they would do it again. If you can, talk to former franchisees too.
                  </P>
                  <H3>Check the franchisor</H3>
                  <List
                    items={[
                      'Look the company up at Companies House: how long it has traded, its filed accounts and its directors.',
                      'Ask how many franchisees have joined and left in the last few years, and why they left.',
                      'Check whether the brand has run at least one successful pilot operation before franchising.',
                    ]}
                  />
                  <H3>Have the agreement reviewed</H3>
                  <P>
                    Ask a solicitor who specialises in franchising to review the franchise agreement before you sign. Pay attention to fees,
                    territory, the length of the term, renewal, what happens if you want to sell, and restrictions after you leave.
                  </P>
                  <H3>Write your own business plan</H3>
                  <P>
                    Use the franchisor&apos;s figures as a starting point, but build your own plan and cash-flow forecast with an accountant, based on
                    your territory and your circumstances.
                  </P>
                </>
              ),
            },
            {
              id: 'bfa',
              heading: 'The British Franchise Association',
              body: (
                <>
                  <P>
                    The British Franchise Association (BFA) is the voluntary self-regulatory body for franchising in the UK. Franchisors who join are
                    assessed against its membership standards and agree to follow its code of ethics, which covers disclosure, fair dealing and the
                    content of franchise agreements.
                  </P>
                  <P>
                    Membership is not compulsory and many good franchisors are not members, but it is a useful sign that a franchisor has been
                    checked. The BFA also lists affiliated solicitors, accountants and banks who understand franchising, and runs events where you can
                    meet franchisors.
                  </P>
                </>
              ),
            },
            {
              id: 'financing',
              heading: 'Financing a franchise',
              body: (
                <>
                  <List
                    items={[
                      <>
                        <strong>Bank loans.</strong> Most high-street banks have franchise teams. For established brands they may lend a significant
                        share of the set-up costs, often up to half or more, if you put in the rest yourself.
                      </>,
                      <>
                        <strong>Government-backed Start Up Loans.</strong> The British Business Bank&apos;s Start Up Loans scheme offers personal
                        loans for new businesses, with free mentoring. Check the current limits and terms on its website.
                      </>,
                      <>
                        <strong>Franchisor support.</strong> Some franchisors offer finance, staged payments or introductions to lenders they work
                        with.
                      </>,
                      <>
                        <strong>Savings and other sources.</strong> Lenders will expect you to invest some of your own money. Think carefully before
                        using your home or pension as security, and take independent advice.
                      </>,
                    ]}
                  />
                  <P>
                    A lender will want to see your business plan, your own contribution and evidence that you have researched the franchise
                    thoroughly.
                  </P>
                </>
              ),
            },
          ]}
        />
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, bgcolor: '#f1f6f8' }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            Ready to start looking?
          </Typography>
          <Typography sx={{ mt: 1, mb: 2.5 }} color="text.secondary">
            Compare opportunities by sector, location and investment, and send one request to several franchisors.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={RouterLink} to="/search" variant="contained">
              Browse franchises
            </Button>
            <Button component={RouterLink} to="/faqs" variant="outlined">
              Read the FAQs
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            This guide is general information, not financial or legal advice. See our{' '}
            <Link component={RouterLink} to="/disclaimer">
              Disclaimer
            </Link>
            .
          </Typography>
        </Paper>
      </Container>
    </>
  );
}
