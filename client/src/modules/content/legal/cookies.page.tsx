import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { SITE_CONTACT } from '../../../shared/site-contact';
import { openCookieSettings } from '../../cookie-consent/cookie-consent';
import { H3, List, P } from '../components/prose';
import { LegalPage } from './legal-page';

const ourStorage = [
  {
    name: 'fc_session',
    kind: 'Cookie',
    purpose: 'Keeps you signed in and protects your account.',
    duration: '30 days, renewed while you use the site; deleted when you sign out',
  },
  {
    name: 'fc_cookie_consent',
    kind: 'Cookie',
    purpose: 'Remembers your cookie choices so we do not ask again.',
    duration: '1 year, or until we change our categories',
  },
  {
    name: 'fc.pendingFranchises',
    kind: 'Local storage',
    purpose: 'Remembers the franchises you have ticked for an information request.',
    duration: 'Until you send the request or clear the selection',
  },
];

/** /cookies */
export function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      description="The cookies Franchise Compass uses (essential, analytics, functionality and marketing), third-party cookies and how to change your choices."
      intro={
        <>
          This policy explains the cookies and similar technologies we use on Franchise Compass, why we use them and how you can control them. It
          should be read with our{' '}
          <Link component={RouterLink} to="/privacy">
            Privacy Policy
          </Link>
          .
        </>
      }
      sections={[
        {
          id: 'what-are-cookies',
          heading: 'What cookies are',
          body: (
            <P>
              Cookies are small text files that a website stores on your device when you visit it. They let the site remember things, such as the fact
              that you are signed in. Similar technologies, such as your browser&apos;s local storage, work in much the same way; in this policy we
              call them all cookies.
            </P>
          ),
        },
        {
          id: 'types',
          heading: 'The cookies we use',
          body: (
            <>
              <H3>Essential cookies</H3>
              <P>
                These make the site work: they keep you signed in, keep your account secure and remember your choices, such as your cookie settings
                and the franchises you have ticked. The site cannot work properly without them, so they are always on and do not need your consent.
              </P>
              <H3>Analytics cookies</H3>
              <P>
                These collect information about how visitors use the site, such as which pages are visited most and whether people find what they are
                looking for. We use the results, which do not identify you, to improve the site.
              </P>
              <H3>Functionality cookies</H3>
              <P>
                These remember choices you make, such as your recent searches and preferred filters, to give you a more personal experience. Embedded
                videos may also set functionality cookies when you play them.
              </P>
              <H3>Marketing cookies</H3>
              <P>
                These are set by us and our advertising partners to show you adverts that are relevant to you, on this site and elsewhere, and to
                measure how well our own advertising works.
              </P>
              <P>Analytics, functionality and marketing cookies are only set if you agree to them.</P>
            </>
          ),
        },
        {
          id: 'our-cookies',
          heading: 'Essential cookies and storage we set',
          body: (
            <Box
              tabIndex={0}
              role="region"
              aria-label="Essential cookies and storage"
              sx={{ overflowX: 'auto', my: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Table size="small" aria-label="Essential cookies and storage">
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      Name
                    </TableCell>
                    <TableCell component="th" scope="col">
                      Type
                    </TableCell>
                    <TableCell component="th" scope="col">
                      Purpose
                    </TableCell>
                    <TableCell component="th" scope="col">
                      How long it lasts
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {ourStorage.map((c) => (
                    <TableRow key={c.name}>
                      <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                        {c.name}
                      </TableCell>
                      <TableCell>{c.kind}</TableCell>
                      <TableCell sx={{ minWidth: 200 }}>{c.purpose}</TableCell>
                      <TableCell sx={{ minWidth: 160 }}>{c.duration}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          ),
        },
        {
          id: 'third-party',
          heading: 'Third-party cookies',
          body: (
            <>
              <P>Some cookies are set by other companies whose services we use:</P>
              <List
                items={[
                  'Analytics providers, which set analytics cookies to count visits and tell us how the site is used.',
                  'Advertising partners, which set marketing cookies to show relevant adverts and measure their results.',
                  'Video providers, whose embedded players may set cookies when you play a video.',
                ]}
              />
              <P>
                These companies are responsible for their own cookies and explain them in their own privacy and cookie policies. None of them are set
                unless you have agreed to the category they belong to.
              </P>
            </>
          ),
        },
        {
          id: 'your-choices',
          heading: 'Your choices',
          body: (
            <>
              <P>
                When you first visit Franchise Compass, a banner asks whether you agree to non-essential cookies. You can accept them all, reject them
                all, or choose category by category. Essential cookies are always on.
              </P>
              <P>You can change your mind at any time with the &lsquo;Cookie settings&rsquo; link at the bottom of every page, or here:</P>
              <Button variant="contained" onClick={openCookieSettings} sx={{ my: 1 }}>
                Change cookie settings
              </Button>
              <P>
                You can also block or delete cookies in your browser&apos;s settings. Withdrawing consent stops new cookies being set; cookies that
                were already set remain until they expire or you delete them in your browser. If you block essential cookies, parts of the site, such
                as signing in, will not work.
              </P>
            </>
          ),
        },
        {
          id: 'changes',
          heading: 'Changes to this policy',
          body: (
            <P>
              We will update this policy if we change the cookies we use. If we add a new category of non-essential cookies, we will ask for your
              consent again.
            </P>
          ),
        },
        {
          id: 'contact',
          heading: 'Contact us',
          body: (
            <P>
              Questions about cookies? Email <Link href={`mailto:${SITE_CONTACT.privacyEmail}`}>{SITE_CONTACT.privacyEmail}</Link>.
            </P>
          ),
        },
      ]}
    />
  );
}
