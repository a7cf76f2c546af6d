/**
 * Information requests and conversations. Investment and timeframe values are the request form's
 * options (spec 01 section 5). People are fictional; phone numbers are in Ofcom's drama ranges.
 */

export const CONSENT_TEXT = 'By clicking SUBMIT you consent to sending the details on this form to the franchises listed above.';

export type LeadStatusValue = 'new' | 'contacted' | 'meeting' | 'qualified' | 'converted' | 'lost';

export interface LeadDef {
  key: string;
  /** Franchise key, or null when the franchise has since been removed. */
  franchise: string | null;
  /** For a removed franchise: whose it was. */
  franchisor?: string;
  /** 'customer' for the demo customer's own requests; otherwise a visitor without an account. */
  person: 'customer' | { name: string; email: string; phone: string; city: string; postCode: string };
  investment: '£20,000' | '£50,000' | '£100,000' | '£250,000' | '£500,000+';
  timeframe: '1 month' | '3 months' | '6 months' | '1 year';
  status: LeadStatusValue;
  notInterested?: boolean;
  marketing?: boolean;
  message: string;
  daysAgo: number;
}

const visitor = (name: string, city: string, postCode: string, phone: string) => ({
  name,
  email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.test`,
  phone,
  city,
  postCode,
});

export const LEADS: LeadDef[] = [
  // To the demo franchisor (Brightside Franchise Group), newest first.
  {
    key: 'oliver-grant',
    franchise: 'brightside-cleaning',
    person: visitor('Oliver Grant', 'Bristol', 'BS7 8PL', '07700 900412'),
    investment: '£20,000',
    timeframe: '3 months',
    status: 'new',
    message: 'I manage a team in facilities and would like to run my own cleaning business around Bristol. Is the north of the city still available?',
    daysAgo: 1,
  },
  {
    key: 'fatima-hussain',
    franchise: 'little-sparks',
    person: visitor('Fatima Hussain', 'Leicester', 'LE2 1TR', '07700 900587'),
    investment: '£50,000',
    timeframe: '6 months',
    status: 'new',
    message: 'Former science teacher, very interested in after-school clubs in Leicester and Oadby.',
    daysAgo: 3,
  },
  {
    key: 'customer-little-sparks',
    franchise: 'little-sparks',
    person: 'customer',
    investment: '£100,000',
    timeframe: '6 months',
    status: 'new',
    notInterested: true,
    marketing: true,
    message: 'Interested in this franchise',
    daysAgo: 12,
  },
  {
    key: 'ben-carter',
    franchise: 'waggy-tails',
    person: visitor('Ben Carter', 'Cheltenham', 'GL50 3RA', '07700 900133'),
    investment: '£20,000',
    timeframe: '1 month',
    status: 'new',
    message: 'I walk dogs for neighbours already and would like to make it a proper business.',
    daysAgo: 5,
  },
  {
    key: 'customer-care',
    franchise: 'brightside-care',
    person: 'customer',
    investment: '£100,000',
    timeframe: '6 months',
    status: 'contacted',
    marketing: true,
    message:
      'I have worked in the NHS for fifteen years and would like to open a home care branch in north Bristol. Please send me the prospectus and details of the next discovery day.',
    daysAgo: 40,
  },
  {
    key: 'grace-mensah',
    franchise: 'brightside-care',
    person: visitor('Grace Mensah', 'Reading', 'RG1 3EH', '07700 900275'),
    investment: '£100,000',
    timeframe: '1 year',
    status: 'contacted',
    message: 'Registered nurse exploring home care ownership in Berkshire. What does CQC support look like?',
    daysAgo: 16,
  },
  {
    key: 'liam-doherty',
    franchise: 'keystone-lettings',
    person: visitor('Liam Doherty', 'Brighton and Hove', 'BN1 6HF', '07700 900644'),
    investment: '£50,000',
    timeframe: '3 months',
    status: 'contacted',
    notInterested: true,
    message: 'Estate agent for ten years. Keen to understand portfolio acquisition support.',
    daysAgo: 22,
  },
  {
    key: 'chloe-evans',
    franchise: 'pressed-and-folded',
    person: visitor('Chloe Evans', 'London', 'SW11 5TB', '07700 900908'),
    investment: '£100,000',
    timeframe: '6 months',
    status: 'meeting',
    message: 'Would Battersea and Clapham work as a territory? I have hospitality contacts who need laundry.',
    daysAgo: 27,
  },
  {
    key: 'raj-patel',
    franchise: 'brightside-cleaning',
    person: visitor('Raj Patel', 'Nottingham', 'NG7 2QW', '07700 900356'),
    investment: '£50,000',
    timeframe: '3 months',
    status: 'meeting',
    message: 'Looking for a management franchise with recurring income. Meeting with my bank next month.',
    daysAgo: 34,
  },
  {
    key: 'emily-watson',
    franchise: 'little-sparks',
    person: visitor('Emily Watson', 'York', 'YO31 7EX', '07700 900721'),
    investment: '£20,000',
    timeframe: '1 month',
    status: 'qualified',
    message: 'Primary teacher leaving the classroom in the summer. York and Harrogate ideally.',
    daysAgo: 48,
  },
  {
    key: 'daniel-brooks',
    franchise: 'keystone-lettings',
    person: visitor('Daniel Brooks', 'Guildford', 'GU1 4RR', '07700 900819'),
    investment: '£250,000',
    timeframe: '6 months',
    status: 'qualified',
    marketing: true,
    message: 'I would like to buy an existing lettings book with the franchise. Do you help with acquisitions?',
    daysAgo: 55,
  },
  {
    key: 'sophie-martin',
    franchise: 'waggy-tails',
    person: visitor('Sophie Martin', 'Edinburgh', 'EH10 4BF', '07700 900165'),
    investment: '£20,000',
    timeframe: '1 month',
    status: 'converted',
    message: 'Ready to go. I have two dogs and a van already!',
    daysAgo: 70,
  },
  {
    key: 'mohammed-ali',
    franchise: 'brightside-cleaning',
    person: visitor('Mohammed Ali', 'Manchester', 'M20 2LS', '07700 900493'),
    investment: '£50,000',
    timeframe: '3 months',
    status: 'converted',
    message: 'Operations manager looking to invest my redundancy payment in a proven business.',
    daysAgo: 82,
  },
  {
    key: 'karen-lewis',
    franchise: 'pressed-and-folded',
    person: visitor('Karen Lewis', 'Cardiff', 'CF10 1EP', '07700 900238'),
    investment: '£100,000',
    timeframe: '1 year',
    status: 'lost',
    notInterested: true,
    message: 'Interested but would need a territory in Cardiff.',
    daysAgo: 95,
  },
  {
    key: 'peter-walsh',
    franchise: 'brightside-care',
    person: visitor('Peter Walsh', 'Belfast', 'BT9 6AD', '07700 900547'),
    investment: '£500,000+',
    timeframe: '1 year',
    status: 'lost',
    message: 'Investor looking at several care brands for multiple territories.',
    daysAgo: 110,
  },
  // The demo customer's other requests.
  {
    key: 'customer-bean',
    franchise: 'bean-and-bothy',
    person: 'customer',
    investment: '£100,000',
    timeframe: '6 months',
    status: 'meeting',
    marketing: true,
    message: 'Interested in this franchise',
    daysAgo: 25,
  },
  {
    key: 'customer-removed',
    franchise: null,
    franchisor: 'kestrel',
    person: 'customer',
    investment: '£50,000',
    timeframe: '3 months',
    status: 'new',
    message: 'Interested in this franchise',
    daysAgo: 60,
  },
];

export interface MessageDef {
  from: 'customer' | 'franchisor' | 'admin';
  to: 'customer' | 'franchisor' | 'admin';
  subject: string;
  content: string;
  daysAgo: number;
  read: boolean;
  /** Ties a customer conversation to the request it is about. */
  lead?: string;
}

export const MESSAGES: MessageDef[] = [
  // The demo customer and the demo franchisor, about the Brightside Care at Home request.
  {
    from: 'customer',
    to: 'franchisor',
    lead: 'customer-care',
    subject: 'Re: Brightside Care at Home',
    daysAgo: 38,
    read: true,
    content: 'Hello Priya, thank you for calling me last week. Could you send the prospectus and the figures for a branch covering north Bristol?',
  },
  {
    from: 'franchisor',
    to: 'customer',
    lead: 'customer-care',
    subject: 'Re: Brightside Care at Home',
    daysAgo: 37,
    read: true,
    content:
      'Hi Sarah, lovely to speak to you. I have sent the prospectus to your email. North Bristol is available; the territory covers around 28,000 people over 75.',
  },
  {
    from: 'customer',
    to: 'franchisor',
    lead: 'customer-care',
    subject: 'Re: Brightside Care at Home',
    daysAgo: 30,
    read: true,
    content:
      'Thanks, I have read it twice! How long did CQC registration take for your most recent franchisees, and do you help recruit the registered manager?',
  },
  {
    from: 'franchisor',
    to: 'customer',
    lead: 'customer-care',
    subject: 'Re: Brightside Care at Home',
    daysAgo: 29,
    read: true,
    content:
      'Our last three branches were registered in four to five months. Yes, we run the registered manager recruitment with you and sit on the interviews.',
  },
  {
    from: 'franchisor',
    to: 'customer',
    lead: 'customer-care',
    subject: 'Re: Brightside Care at Home',
    daysAgo: 3,
    read: false,
    content:
      'Our next Discovery Day is at our Bristol office on the first Thursday of next month. You would meet two franchisees and our head of quality. Shall I book you a place?',
  },
  {
    from: 'franchisor',
    to: 'customer',
    lead: 'customer-care',
    subject: 'Re: Brightside Care at Home',
    daysAgo: 1,
    read: false,
    content: 'Just a quick note: we have two places left for the Discovery Day. Reply here and I will hold one for you.',
  },
  // Support between the demo franchisor and the administrator.
  {
    from: 'franchisor',
    to: 'admin',
    subject: 'Adding a subcategory to Keystone Lettings',
    daysAgo: 20,
    read: true,
    content: 'Hello, we also manage holiday lets now. Could Keystone Lettings appear under Inventories & Inspections as well as Lettings?',
  },
  {
    from: 'admin',
    to: 'franchisor',
    subject: 'Re: Adding a subcategory to Keystone Lettings',
    daysAgo: 19,
    read: true,
    content:
      'Hi Priya, you can add it yourself: edit the franchise and tick the subcategory under Property & Lettings. Edited listings come back to us for a quick review, usually within a working day.',
  },
  {
    from: 'franchisor',
    to: 'admin',
    subject: 'Invoice for a featured ad',
    daysAgo: 2,
    read: false,
    content:
      'Hello, I created a featured ad for Pressed & Folded Laundry yesterday but the payment page closed before I finished. Can I pay by bank transfer instead?',
  },
  {
    from: 'franchisor',
    to: 'admin',
    subject: 'Invoice for a featured ad',
    daysAgo: 2,
    read: false,
    content: 'Also, could the invoice be addressed to Brightside Franchise Group Ltd with our VAT number? Thank you.',
  },
  // From the administrator to the demo franchisor, not yet read.
  {
    from: 'admin',
    to: 'franchisor',
    subject: 'Your new listing: Brightside Bathrooms',
    daysAgo: 1,
    read: false,
    content:
      'Thank you for submitting Brightside Bathrooms. We review new listings within two working days. Adding two or three gallery pictures and a brochure will help it stand out once approved.',
  },
];

export const CONTACT_MESSAGES = [
  {
    fullName: 'Martin Hughes',
    email: 'martin.hughes@example.test',
    phone: '07700 900311',
    subject: 'Listing my franchise',
    read: false,
    daysAgo: 1,
    message:
      'We are a bakery brand with nine sites planning to franchise next year. What does it cost to list, and can we list before our first franchisee signs?',
  },
  {
    fullName: 'Anna Kowalski',
    email: 'anna.kowalski@example.test',
    phone: null,
    subject: 'General enquiry',
    read: false,
    daysAgo: 4,
    message:
      'Do you offer any guidance on choosing between two franchises in different sectors? I am comparing a tutoring franchise and a cleaning one.',
  },
  {
    fullName: 'David Reid',
    email: 'david.reid@example.test',
    phone: '0131 496 0555',
    subject: 'Advertising',
    read: true,
    daysAgo: 11,
    message: 'Please send details of banner advertising in the Care category for the next quarter.',
  },
  {
    fullName: 'Julie Thompson',
    email: 'julie.thompson@example.test',
    phone: null,
    subject: 'Technical problem',
    read: true,
    daysAgo: 23,
    message: 'I ticked three franchises but the request button did not appear on my phone. It worked later on my laptop.',
  },
];
