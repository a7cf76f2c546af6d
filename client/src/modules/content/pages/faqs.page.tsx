import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { Disclosure } from '../../../shared/disclosure';
import { JsonLd, faqPage, nodeText } from '../../../shared/json-ld';
import { PageHeader } from '../../../shared/page-header';
import { useDocumentMeta } from '../../../shared/use-document-meta';

interface Faq {
  q: string;
  a: ReactNode;
}

const to = (path: string, label: string) => (
  <Link component={RouterLink} to={path}>
    {label}
  </Link>
);

const groups: { id: string; title: string; faqs: Faq[] }[] = [
  {
    id: 'finding',
    title: 'Finding a franchise',
    faqs: [
      {
        q: 'Is Franchise Compass free to use?',
        a: 'Yes. Searching, comparing and sending information requests is free for anyone looking for a franchise. Franchisors pay to advertise.',
      },
      {
        q: 'How does an information request work?',
        a: (
          <>
            Tick &lsquo;Request Info&rsquo; on the franchises that interest you, then choose &lsquo;Request Information&rsquo; in the bar at the
            bottom of the page. Enter your email, sign in or create an account, and your enquiry goes to the franchisor of every franchise you
            selected at once.
          </>
        ),
      },
      {
        q: 'Why can I not tick some franchises?',
        a: 'A few listings have no franchisor account linked to them yet, so there is no one to send an enquiry to. You can still read about them.',
      },
      {
        q: 'Do I need an account?',
        a: 'You can browse without one. To send an information request you sign in or create a free customer account, so you can track your requests and read replies in one place.',
      },
      {
        q: 'Does Franchise Compass recommend franchises?',
        a: (
          <>
            No. We are a directory, not an adviser, and we do not endorse any listing. Featured franchises and banners are paid advertising. Read our{' '}
            {to('/guide', 'Franchise Guide')} for help researching a franchise.
          </>
        ),
      },
      {
        q: 'What do the investment ranges mean?',
        a: 'The investment figure is the franchisor’s guide to the total you will need to get started, including the franchise fee and set-up costs. Always ask for a full breakdown.',
      },
    ],
  },
  {
    id: 'requests',
    title: 'Your requests and privacy',
    faqs: [
      {
        q: 'Who sees my details?',
        a: (
          <>
            Only the franchisors of the franchises you selected for that request. We never sell your data. Our {to('/privacy', 'Privacy Policy')}{' '}
            explains exactly what we share.
          </>
        ),
      },
      {
        q: 'How will franchisors contact me?',
        a: 'By phone or email, using the details you gave. You can also message them from the Messages page of your dashboard.',
      },
      {
        q: 'How do I stop a franchisor contacting me?',
        a: 'Mark the franchise as not interested in My Franchises, or delete the request. You can also ask the franchisor directly.',
      },
      {
        q: 'How do I delete my data?',
        a: (
          <>
            You can delete individual requests from your dashboard. To close your account and delete your data, send us a message through the{' '}
            {to('/contact', 'contact form')}.
          </>
        ),
      },
      {
        q: 'I forgot my password. What can I do?',
        a: 'On the customer login page, choose the magic link option: we email you a one-time link that signs you in without a password.',
      },
    ],
  },
  {
    id: 'franchisors',
    title: 'For franchisors',
    faqs: [
      {
        q: 'How do I list my franchise?',
        a: (
          <>
            {to('/franchisor/signup', 'Register as a franchisor')}. Once our team has approved your account, add your franchise from your portal. Each
            listing is reviewed before it appears on the site.
          </>
        ),
      },
      {
        q: 'How long does approval take?',
        a: 'We aim to review new accounts and listings within two working days.',
      },
      {
        q: 'How do I receive leads?',
        a: 'Enquiries appear in Lead Management in your portal, with the candidate’s contact details, location, investment level and timeframe.',
      },
      {
        q: 'Can I promote my franchise?',
        a: 'Yes. Featured placements put your franchise on the home page for one, three, six or twelve months; you buy them from your portal. Banner advertising is arranged with our team.',
      },
    ],
  },
];

/** /faqs: questions and answers in an accessible accordion. */
export function FaqsPage() {
  useDocumentMeta(
    'Frequently Asked Questions',
    'Answers to common questions about finding a franchise, sending information requests, your privacy and listing a franchise on Franchise Compass.',
  );
  return (
    <>
      <Breadcrumbs items={[{ label: 'FAQs' }]} />
      <JsonLd data={faqPage(groups.flatMap((g) => g.faqs.map((f) => ({ question: f.q, answer: nodeText(f.a).replace(/\s+/g, ' ').trim() }))))} />
      <PageHeader
        maxWidth="md"
        title="Frequently Asked Questions"
        intro="Quick answers about using Franchise Compass, your requests and listing a franchise."
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {groups.map((group) => (
          <Box component="section" key={group.id} aria-labelledby={`faq-${group.id}`} sx={{ mb: 5 }}>
            <Typography id={`faq-${group.id}`} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
              {group.title}
            </Typography>
            {group.faqs.map((faq, i) => (
              <Disclosure key={`${group.id}-${i}`} summary={faq.q}>
                <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                  {faq.a}
                </Typography>
              </Disclosure>
            ))}
          </Box>
        ))}
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, textAlign: 'center', bgcolor: '#f1f6f8' }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Still have a question?
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            Our team is here to help, Monday to Saturday.
          </Typography>
          <Button component={RouterLink} to="/contact" variant="contained">
            Contact us
          </Button>
        </Paper>
      </Container>
    </>
  );
}
