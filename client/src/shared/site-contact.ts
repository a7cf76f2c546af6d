/** How to reach the team, in one place (Contact, Support and the legal pages). */
export const SITE_CONTACT = {
  company: 'Franchise Compass Ltd',
  email: 'hello@franchisecompass.co.uk',
  privacyEmail: 'privacy@franchisecompass.co.uk',
  phone: '020 7946 0321',
  phoneHref: 'tel:+442079460321',
  hours: [
    { days: 'Monday – Friday', time: '9:00am – 6:00pm' },
    { days: 'Saturday', time: '10:00am – 4:00pm' },
    { days: 'Sunday', time: 'Closed' },
  ],
} as const;
