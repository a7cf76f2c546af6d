import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { SITE_CONTACT } from '../../../shared/site-contact';
import { List, P } from '../components/prose';
import { LegalPage } from './legal-page';

/** /terms */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms for using Franchise Compass: who may use it, enquiries to franchisors, listings, advertising, liability and governing law."
      intro={
        <>
          These terms apply to everyone who uses Franchise Compass, the franchise directory run by {SITE_CONTACT.company} (&lsquo;we&rsquo;,
          &lsquo;us&rsquo;). By using the site you agree to them. If you do not agree, please do not use the site.
        </>
      }
      sections={[
        {
          id: 'eligibility',
          heading: 'Who may use Franchise Compass',
          body: (
            <P>
              You must be at least 18 years old to send an enquiry, create an account or list a franchise. By doing so you confirm that you are 18 or
              over and able to enter into a binding agreement. Franchisor accounts are for businesses offering franchise opportunities and for the
              people authorised to act for them.
            </P>
          ),
        },
        {
          id: 'accurate-information',
          heading: 'Giving accurate information',
          body: (
            <>
              <P>
                You must give accurate, complete and up-to-date information, whether in an enquiry, in your account or in a listing, and must not
                pretend to be someone else. Please keep your password to yourself and tell us at once if you think someone else has used your account.
                You are responsible for what happens in your account.
              </P>
              <P>
                Franchisor accounts and listings are reviewed before they appear on the site. We may refuse, suspend or close an account, or remove a
                listing, that breaks these terms.
              </P>
            </>
          ),
        },
        {
          id: 'enquiries',
          heading: 'Enquiries and being contacted by franchisors',
          body: (
            <>
              <P>
                When you send an information request, you ask us to pass your details to the franchisors of the franchises you selected. Those
                franchisors may then contact you by phone or email about their franchise. You can ask a franchisor to stop contacting you at any time.
              </P>
              <P>
                We are not a party to any conversation, negotiation or agreement between you and a franchisor, and we do not act for either of you.
                Any franchise agreement is between you and the franchisor alone.
              </P>
            </>
          ),
        },
        {
          id: 'no-advice',
          heading: 'No advice and no endorsement',
          body: (
            <>
              <P>
                Franchise Compass is a directory. The information on it is general information to help you find opportunities; it is not financial,
                investment, legal or tax advice, and it does not take account of your circumstances.
              </P>
              <P>
                A listing, a featured placement or a banner advertisement on the site does not mean we recommend or endorse that franchise or
                franchisor. Featured placements and banners are paid advertising and are labelled as such. Please read our{' '}
                <Link component={RouterLink} to="/disclaimer">
                  Disclaimer
                </Link>{' '}
                before making any decision.
              </P>
            </>
          ),
        },
        {
          id: 'listings',
          heading: 'Listings and content from franchisors',
          body: (
            <>
              <P>If you list a franchise, you promise that:</P>
              <List
                items={[
                  'everything in your listing is accurate and not misleading, including investment figures and any claims about earnings;',
                  'you own, or have permission to use, all the text, images and documents you upload; and',
                  'your listing complies with the law, including consumer protection law and the UK Code of Non-broadcast Advertising (CAP Code).',
                ]}
              />
              <P>
                You give us a non-exclusive, royalty-free licence to display, format and promote your listing content on Franchise Compass for as long
                as it is listed. We may edit the layout of a listing or remove content that breaks these terms.
              </P>
            </>
          ),
        },
        {
          id: 'acceptable-use',
          heading: 'Acceptable use',
          body: (
            <>
              <P>You must not:</P>
              <List
                items={[
                  'use the site for anything unlawful, fraudulent or harmful;',
                  'send false enquiries, spam or unsolicited marketing through the site;',
                  'copy or collect data from the site in bulk, by automated means or otherwise, without our written permission;',
                  "collect or misuse other users' personal data;",
                  'try to get unauthorised access to the site, its servers or other accounts, or interfere with how it works; or',
                  'upload viruses or other harmful code.',
                ]}
              />
            </>
          ),
        },
        {
          id: 'paid-services',
          heading: 'Advertising for franchisors',
          body: (
            <P>
              Franchisors can buy featured placements and banner advertising. The price, in pounds sterling, and the length of the placement are shown
              before you pay. Payments are taken by our payment provider, Stripe. A placement runs for the period bought and starts once payment is
              complete. We may remove an advertisement that breaks these terms; your statutory rights are not affected.
            </P>
          ),
        },
        {
          id: 'intellectual-property',
          heading: 'Our intellectual property',
          body: (
            <P>
              The site&apos;s design, software, text and graphics belong to us or our licensors. You may view and print pages for your own personal,
              non-commercial use, but you may not copy, republish or sell them without our written permission. Listing content belongs to the
              franchisor who supplied it.
            </P>
          ),
        },
        {
          id: 'liability',
          heading: 'Our responsibility to you',
          body: (
            <>
              <P>
                We work hard to keep Franchise Compass available and accurate, but we provide it &lsquo;as is&rsquo; and cannot promise that it will
                always be available, error-free or that listings are complete and up to date.
              </P>
              <P>
                We are not responsible for the acts or omissions of franchisors or other users, for any decision you make to invest in a franchise, or
                for any loss that was not reasonably foreseeable. If you use the site for business purposes, we are not liable for loss of profit,
                business, revenue or opportunity.
              </P>
              <P>
                Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent
                misrepresentation, or for anything else that cannot be limited or excluded under the law of England and Wales. If you are a consumer,
                your statutory rights are not affected.
              </P>
            </>
          ),
        },
        {
          id: 'other-sites',
          heading: 'Links to other websites',
          body: (
            <P>
              Listings and advertisements may link to franchisors&apos; and advertisers&apos; own websites. We do not control those websites and are
              not responsible for their content or how they use your data.
            </P>
          ),
        },
        {
          id: 'changes',
          heading: 'Changes to the site and these terms',
          body: (
            <P>
              We may change, suspend or withdraw any part of the site, and we may update these terms from time to time. The terms in force when you
              use the site apply. If we make a significant change that affects account holders, we will tell you before it takes effect.
            </P>
          ),
        },
        {
          id: 'law',
          heading: 'Governing law',
          body: (
            <P>
              These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute. If you
              are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local courts.
            </P>
          ),
        },
        {
          id: 'contact',
          heading: 'Contact us',
          body: (
            <P>
              Questions about these terms? Email <Link href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</Link> or use our{' '}
              <Link component={RouterLink} to="/contact">
                contact form
              </Link>
              .
            </P>
          ),
        },
      ]}
    />
  );
}
