/** Fictional franchisor companies besides the demo accounts. None of them can sign in. */

export interface FranchisorDef {
  key: string;
  companyName: string;
  fullName: string;
  email: string;
  phone: string;
  status: 'approved' | 'pending';
  /** Account age in days. */
  createdDaysAgo: number;
  /** Days since the last sign-in; null shows 'Never'. */
  lastLoginDaysAgo: number | null;
}

export const FRANCHISORS: FranchisorDef[] = [
  {
    key: 'oakridge',
    companyName: 'Oakridge Hospitality Brands Ltd',
    fullName: 'Daniel Whitmore',
    email: 'daniel.whitmore@example.test',
    phone: '0121 496 0123',
    status: 'approved',
    createdDaysAgo: 610,
    lastLoginDaysAgo: 2,
  },
  {
    key: 'harbour-lane',
    companyName: 'Harbour Lane Franchising Ltd',
    fullName: 'Claire Donnelly',
    email: 'claire.donnelly@example.test',
    phone: '0117 496 0456',
    status: 'approved',
    createdDaysAgo: 585,
    lastLoginDaysAgo: 1,
  },
  {
    key: 'thistle',
    companyName: 'Thistle Franchise Group Ltd',
    fullName: 'Euan MacLeod',
    email: 'euan.macleod@example.test',
    phone: '0131 496 0789',
    status: 'approved',
    createdDaysAgo: 560,
    lastLoginDaysAgo: 6,
  },
  {
    key: 'northstar',
    companyName: 'Northstar Learning Group',
    fullName: 'Imran Qureshi',
    email: 'imran.qureshi@example.test',
    phone: '0161 496 0234',
    status: 'approved',
    createdDaysAgo: 530,
    lastLoginDaysAgo: 3,
  },
  {
    key: 'peak',
    companyName: 'Peak Lifestyle Brands Ltd',
    fullName: 'Megan Lloyd',
    email: 'megan.lloyd@example.test',
    phone: '029 2018 0567',
    status: 'approved',
    createdDaysAgo: 500,
    lastLoginDaysAgo: 12,
  },
  {
    key: 'kestrel',
    companyName: 'Kestrel Retail Group Ltd',
    fullName: 'Nathan Price',
    email: 'nathan.price@example.test',
    phone: '0113 496 0890',
    status: 'approved',
    createdDaysAgo: 470,
    lastLoginDaysAgo: 9,
  },
  {
    key: 'redline',
    companyName: 'Redline Motor Franchising Ltd',
    fullName: 'Stephen Hale',
    email: 'stephen.hale@example.test',
    phone: '024 7649 0345',
    status: 'approved',
    createdDaysAgo: 440,
    lastLoginDaysAgo: 21,
  },
  {
    key: 'meridian',
    companyName: 'Meridian Business Franchises plc',
    fullName: 'Aisha Bello',
    email: 'aisha.bello@example.test',
    phone: '020 7946 0678',
    status: 'approved',
    createdDaysAgo: 400,
    lastLoginDaysAgo: 4,
  },
  {
    key: 'wayfarer',
    companyName: 'Wayfarer Lifestyle Brands Ltd',
    fullName: 'Sophie Turner',
    email: 'sophie.turner@example.test',
    phone: '01632 960 901',
    status: 'approved',
    createdDaysAgo: 360,
    lastLoginDaysAgo: 35,
  },
  {
    key: 'cornerstone',
    companyName: 'Cornerstone Franchise Partners Ltd',
    fullName: 'Richard Ashdown',
    email: 'richard.ashdown@example.test',
    phone: '01223 496 012',
    status: 'approved',
    createdDaysAgo: 320,
    lastLoginDaysAgo: null,
  },
  // Waiting for approval, like the demo's pending account, so the approvals queue has a few rows.
  {
    key: 'greenway',
    companyName: 'Greenway Mobile Valeting Ltd',
    fullName: 'Jason Reed',
    email: 'jason.reed@example.test',
    phone: '0191 498 0345',
    status: 'pending',
    createdDaysAgo: 2,
    lastLoginDaysAgo: null,
  },
  {
    key: 'little-chefs',
    companyName: 'Little Chefs Academy Ltd',
    fullName: 'Laura Bennett',
    email: 'laura.bennett@example.test',
    phone: '0115 496 0678',
    status: 'pending',
    createdDaysAgo: 5,
    lastLoginDaysAgo: null,
  },
];
