import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { SITE_CONTACT } from '../../../shared/site-contact';
import { List, P } from '../components/prose';
import { LegalPage } from './legal-page';
import { RetentionList } from './retention-list';
import { useQuery } from '@apollo/client/react';
import { PrivacyNoticeDocument } from '../graphql/privacy-notice';

const privacyEmail = <Link href={`mailto:${SITE_CONTACT.privacyEmail}`}>{SITE_CONTACT.privacyEmail}</Link>;

/** /privacy */
export function PrivacyPage() {
  // The version stored with every consent record (issue 41), from the server's one constant.
  const { data } = useQuery(PrivacyNoticeDocument);
  const version = data?.privacyNotice.version;
  return (
    <LegalPage
      title="Privacy Policy"
      description="How Franchise Compass collects, uses, shares and protects your personal data, and your rights under UK GDPR."
      intro={
        <>
          This policy explains what personal data {SITE_CONTACT.company} collects when you use Franchise Compass, why we collect it, who we share it
          with and the rights you have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.
        </>
      }
      sections={[
        {
          id: 'who-we-are',
          heading: 'Who we are',
          body: (
            <>
              <P>
                Franchise Compass is run by {SITE_CONTACT.company}, a company registered in England and Wales. We are the controller of the personal
                data described in this policy. If you have any question about it, or want to use your rights, email {privacyEmail}.
              </P>
            </>
          ),
        },
        {
          id: 'what-we-collect',
          heading: 'The information we collect',
          body: (
            <>
              <P>Information you give us when you send an enquiry, create an account or contact us:</P>
              <List
                items={[
                  'your name, email address and phone number;',
                  'your location, such as your town or city and post code;',
                  'your investment preferences, such as how much you would like to invest and when you hope to start;',
                  'the messages you send with an enquiry, to a franchisor or to us;',
                  'your account details (your password is stored only in a scrambled, one-way form we cannot read); and',
                  'for franchisors, your company name, contact details and the content of your listings.',
                ]}
              />
              <P>Information collected automatically when you use the site:</P>
              <List
                items={[
                  'your IP address;',
                  'your browser type and version;',
                  'your device type and operating system; and',
                  'the pages you visit, when you visit them and the site that referred you.',
                ]}
              />
              <P>
                Some of this comes from cookies and similar technologies; our{' '}
                <Link component={RouterLink} to="/cookies">
                  Cookie Policy
                </Link>{' '}
                explains them and how to control them.
              </P>
            </>
          ),
        },
        {
          id: 'how-we-use-it',
          heading: 'How we use your information and our lawful bases',
          body: (
            <List
              items={[
                <>
                  <strong>To send your enquiry to the franchisors you choose</strong> and to run your account, including letting you track requests
                  and message franchisors. Lawful basis: taking steps at your request and performing our agreement with you.
                </>,
                <>
                  <strong>To answer messages you send us.</strong> Lawful basis: our legitimate interest in responding to people who contact us.
                </>,
                <>
                  <strong>To keep the site secure and prevent fraud and misuse</strong>, for example by limiting repeated sign-in attempts. Lawful
                  basis: our legitimate interest in protecting our users and our service.
                </>,
                <>
                  <strong>To understand how the site is used and improve it.</strong> Lawful basis: your consent, where analytics cookies are
                  involved.
                </>,
                <>
                  <strong>To email you about new franchise opportunities</strong>, only if you opted in. Lawful basis: your consent.
                </>,
                <>
                  <strong>To meet our legal obligations</strong>, such as keeping financial records for franchisors who buy advertising. Lawful basis:
                  legal obligation.
                </>,
              ]}
            />
          ),
        },
        {
          id: 'sharing-with-franchisors',
          heading: 'Sharing your enquiry with franchisors',
          body: (
            <>
              <P>
                When you send an information request, we share your enquiry details (your name, email address, phone number, location, investment
                preferences, timeframe and message) with the franchisor of each franchise you selected, and with no one else. That is the purpose of
                an enquiry, and before you send it we name each franchise and the franchisor company that will receive it.
              </P>
              <P>
                We keep a record of that consent: the exact words you were shown, the franchises and companies they named, when and where you agreed,
                and the version of this notice. You can see it on each of your requests in your customer area, and it is included when you download
                your data. Marketing emails (such as saved-search alerts) are asked for separately, never ticked for you, and every one has a
                one-click unsubscribe link; switching them on or off is recorded the same way.
              </P>
              <P>
                Each franchisor then holds your details as a separate controller and is responsible for how they use them. They may contact you by
                phone or email about their franchise. Please read their own privacy notice, and ask them directly if you would like them to stop
                contacting you.
              </P>
            </>
          ),
        },
        {
          id: 'other-recipients',
          heading: 'Other people we share information with',
          body: (
            <>
              <List
                items={[
                  'Service providers who run parts of our service for us, such as hosting, email delivery, payment processing for franchisors and, with your consent, analytics. They act on our instructions under contract and may not use your data for their own purposes.',
                  'Professional advisers, such as lawyers and accountants, where needed.',
                  'The police, regulators or courts, where the law requires it or to protect the rights and safety of others.',
                  'A buyer of our business, if the business is sold, who would have to respect this policy.',
                ]}
              />
              <P>We never sell your personal data.</P>
            </>
          ),
        },
        {
          id: 'marketing',
          heading: 'Marketing emails',
          body: (
            <P>
              We send marketing emails only if you opt in, for example by ticking &lsquo;Yes, update me on new franchise opportunities!&rsquo; when
              you send an enquiry. Every marketing email has an unsubscribe link, and you can also withdraw your consent at any time by emailing{' '}
              {privacyEmail}. Emails about your account and your requests are not marketing and are sent whether or not you opt in.
            </P>
          ),
        },
        {
          id: 'transfers',
          heading: 'Transfers outside the UK',
          body: (
            <P>
              We store your data in the UK or the European Economic Area. If a service provider processes it elsewhere, we make sure it is protected
              to UK standards, for example by relying on UK adequacy regulations or the International Data Transfer Agreement approved by the
              Information Commissioner.
            </P>
          ),
        },
        {
          id: 'retention',
          heading: 'How long we keep your information',
          body: <RetentionList contact={privacyEmail} />,
        },
        {
          id: 'your-rights',
          heading: 'Your rights under UK GDPR',
          body: (
            <>
              <P>You have the right to:</P>
              <List
                items={[
                  'ask for a copy of the personal data we hold about you;',
                  'ask us to correct data that is wrong or incomplete;',
                  'ask us to delete your data;',
                  'ask us to restrict how we use your data;',
                  'object to our use of your data where we rely on legitimate interests, and to object at any time to direct marketing;',
                  'receive data you gave us in a portable format; and',
                  'withdraw your consent at any time, where we rely on it.',
                ]}
              />
              <P>
                To use any of these rights, email {privacyEmail}. We will answer within one month and there is normally no charge. We may ask you to
                confirm your identity first.
              </P>
              <P>
                If you are unhappy with how we have handled your data, please tell us so we can put it right:{' '}
                <Link component={RouterLink} to="/data-complaint">
                  make a complaint about your data
                </Link>
                . We acknowledge every complaint at once with a reference and answer within 30 days. You also have the right to complain to the
                Information Commissioner&apos;s Office (ICO), the UK regulator for data protection, at{' '}
                <Link href="https://ico.org.uk/make-a-complaint/" target="_blank" rel="noopener noreferrer">
                  ico.org.uk
                </Link>{' '}
                or on 0303 123 1113.
              </P>
            </>
          ),
        },
        {
          id: 'security',
          heading: 'How we protect your information',
          body: (
            <P>
              The site is served only over encrypted connections, passwords are stored in a one-way hashed form, and access to personal data is
              limited to the people who need it. No service on the internet can be completely secure, so please use a strong password of your own and
              tell us at once if you think your account has been misused.
            </P>
          ),
        },
        {
          id: 'children',
          heading: 'Children',
          body: (
            <P>
              Franchise Compass is for adults. You must be at least 18 to send an enquiry or create an account, and we do not knowingly collect
              personal data from anyone under 18.
            </P>
          ),
        },
        {
          id: 'changes',
          heading: 'Changes to this policy',
          body: (
            <P>
              We may update this policy from time to time, so please check this page now and then. If we make a significant change that affects you,
              we will tell you by email or on the site before it takes effect.
              {version && <> This is version {version} of this notice.</>}
            </P>
          ),
        },
      ]}
    />
  );
}
