/**
 * The demo franchisor's portal over a year: more enquirers for the generated leads, customers who wrote
 * about their requests and wait for an answer, the support conversation with the platform, and the
 * demo accounts' recent sign-ins. People are fictional; phone numbers are in Ofcom's drama ranges.
 */

export const FIRST_NAMES = [
  'Amelia',
  'Harry',
  'Isla',
  'Jack',
  'Ava',
  'George',
  'Mia',
  'Noah',
  'Freya',
  'Leo',
  'Poppy',
  'Arthur',
  'Evie',
  'Oscar',
  'Rosie',
  'Alfie',
  'Layla',
  'Theo',
  'Hannah',
  'Callum',
  'Niamh',
  'Rhys',
  'Zara',
  'Kieran',
  'Priti',
  'Tomasz',
  'Eilidh',
  'Dev',
];

export const LAST_NAMES = [
  'Taylor',
  'Jones',
  'Williams',
  'Brown',
  'Davies',
  'Evans',
  'Wilson',
  'Thomas',
  'Roberts',
  'Khan',
  'Wright',
  'Walker',
  'Robinson',
  'Hughes',
  'Green',
  'Hall',
  'Clarke',
  'Morgan',
  'Kaur',
  'Murray',
  'Campbell',
  'Kowalczyk',
  "O'Neill",
  'Baker',
];

/** Towns with a post code in each, so generated enquirers have a plausible address. */
export const PLACES: { city: string; postCode: string }[] = [
  { city: 'Bristol', postCode: 'BS8 1TH' },
  { city: 'Leeds', postCode: 'LS6 2AB' },
  { city: 'Manchester', postCode: 'M14 5RT' },
  { city: 'Birmingham', postCode: 'B15 2TT' },
  { city: 'Glasgow', postCode: 'G12 8QQ' },
  { city: 'Cardiff', postCode: 'CF24 4HQ' },
  { city: 'Norwich', postCode: 'NR2 3AB' },
  { city: 'Exeter', postCode: 'EX4 4QJ' },
  { city: 'Sheffield', postCode: 'S10 2TN' },
  { city: 'Southampton', postCode: 'SO17 1BJ' },
  { city: 'Newcastle upon Tyne', postCode: 'NE2 4AB' },
  { city: 'Oxford', postCode: 'OX4 1DB' },
  { city: 'Aberdeen', postCode: 'AB24 3FX' },
  { city: 'Derby', postCode: 'DE22 3HH' },
];

export const INVESTMENTS = ['£20,000', '£50,000', '£100,000', '£250,000', '£500,000+'] as const;
export const TIMEFRAMES = ['1 month', '3 months', '6 months', '1 year'] as const;

export const LEAD_MESSAGES = [
  'Could you send me the prospectus and the current territory map?',
  'I am leaving the army next year and looking for a business to run with my partner.',
  'What does a typical first year look like for a new franchisee?',
  'Is finance available through your partner banks, and how much of the fee can it cover?',
  'I run a small business already and would like to add a second brand. Is that allowed?',
  'Please call me after 5pm. I would like to know more about training and support.',
  'How many franchisees do you have in the North, and could I speak to one of them?',
  'Interested in this franchise',
];

/**
 * Enquiry volume per demo franchise: views of its card per day on an average weekday at the end of
 * the year (the year starts at 60% of it), and leads over the year besides the hand-written ones.
 */
export const LISTING_TRAFFIC: Record<string, { views: number; leads: number }> = {
  'brightside-cleaning': { views: 18, leads: 12 },
  'little-sparks': { views: 14, leads: 10 },
  'waggy-tails': { views: 12, leads: 9 },
  'brightside-care': { views: 10, leads: 7 },
  'keystone-lettings': { views: 8, leads: 6 },
  'pressed-and-folded': { views: 7, leads: 4 },
};

export interface PortalCustomerDef {
  key: string;
  fullName: string;
  email: string;
  phone: string;
  city: string;
  postCode: string;
  franchise: string;
  status: 'new' | 'contacted';
  leadDaysAgo: number;
  /** The conversation, oldest first; the last ones from the customer are unread by the franchisor. */
  messages: { from: 'customer' | 'franchisor'; daysAgo: number; read: boolean; content: string }[];
}

/** Customers with an account who wrote to the demo franchisor about their request and await an answer. */
export const PORTAL_CUSTOMERS: PortalCustomerDef[] = [
  {
    key: 'james-whitfield',
    fullName: 'James Whitfield',
    email: 'james.whitfield@example.test',
    phone: '07700 900684',
    city: 'Leeds',
    postCode: 'LS8 2QF',
    franchise: 'waggy-tails',
    status: 'contacted',
    leadDaysAgo: 9,
    messages: [
      {
        from: 'customer',
        daysAgo: 8,
        read: true,
        content: 'Hi, thanks for the call. Is the LS8 and LS17 area still free, and does the fee include the van livery?',
      },
      {
        from: 'franchisor',
        daysAgo: 7,
        read: true,
        content: 'Hi James, both postcodes are free at the moment. The fee covers livery for one van and your first 500 leaflets.',
      },
      {
        from: 'customer',
        daysAgo: 1,
        read: false,
        content: 'Great. My wife would like to join the business too. Can two people attend the initial training week?',
      },
    ],
  },
  {
    key: 'aisha-rahman',
    fullName: 'Aisha Rahman',
    email: 'aisha.rahman@example.test',
    phone: '07700 900731',
    city: 'Birmingham',
    postCode: 'B13 9HD',
    franchise: 'little-sparks',
    status: 'new',
    leadDaysAgo: 3,
    messages: [
      {
        from: 'customer',
        daysAgo: 2,
        read: false,
        content:
          'Hello, I teach Year 5 in Moseley. Could I run clubs in term time only at first, and how many schools do franchisees usually start with?',
      },
    ],
  },
];

/** More of the demo franchisor's conversation with the platform, oldest first (data/leads-and-messages.ts has the newest). */
export const SUPPORT_HISTORY: { from: 'franchisor' | 'admin'; subject: string; daysAgo: number; content: string }[] = [
  {
    from: 'franchisor',
    subject: 'Verifying our company details',
    daysAgo: 330,
    content:
      'Hello, we have just been approved. Our registered company name is Brightside Franchise Group Ltd; could the directory show that rather than our trading name?',
  },
  {
    from: 'admin',
    subject: 'Re: Verifying our company details',
    daysAgo: 329,
    content: 'Hi Priya, welcome aboard. Your profile shows the company name you signed up with; we have updated it to Brightside Franchise Group.',
  },
  {
    from: 'admin',
    subject: 'Featured placements are now available',
    daysAgo: 210,
    content: 'Featured Opportunities now appear on the home page and at the top of category pages. You can book one from Advertising > Featured Ads.',
  },
  {
    from: 'franchisor',
    subject: 'Brochure for Brightside Care at Home',
    daysAgo: 140,
    content: 'We have a new 12-page prospectus for Brightside Care at Home. Is there a size limit for brochures?',
  },
  {
    from: 'admin',
    subject: 'Re: Brochure for Brightside Care at Home',
    daysAgo: 139,
    content: 'Brochures must be PDFs of up to 10 MB. Upload it from Edit Franchise under My Franchises.',
  },
  {
    from: 'admin',
    subject: 'Your quarterly listing review',
    daysAgo: 60,
    content: 'Your listings had more views this quarter than last. Listings with a gallery of four or more pictures get about a third more clicks.',
  },
];

/** Recent sign-ins of the demo accounts, newest first, for Recent Login Activity. */
export const SIGN_INS: Record<'admin' | 'franchisor' | 'customer', { daysAgo: number; browser: string }[]> = {
  franchisor: [
    { daysAgo: 1, browser: 'Chrome 126 on Windows' },
    { daysAgo: 3, browser: 'Safari 17 on iOS' },
    { daysAgo: 6, browser: 'Chrome 126 on Windows' },
    { daysAgo: 13, browser: 'Edge 125 on Windows' },
    { daysAgo: 27, browser: 'Chrome 125 on Windows' },
  ],
  admin: [
    { daysAgo: 1, browser: 'Firefox 127 on macOS' },
    { daysAgo: 4, browser: 'Firefox 127 on macOS' },
  ],
  customer: [{ daysAgo: 2, browser: 'Safari 17 on iOS' }],
};
