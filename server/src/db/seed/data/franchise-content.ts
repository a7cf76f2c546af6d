/**
 * Building blocks for the listings' long descriptions, FAQs, testimonials and success stories.
 * {name}, {town}, {weeks}, {fee}, {units}, {founded} and {investment} are filled per franchise.
 */

/** Why the sector is a good place to be, per main category. */
export const SECTOR_PARAGRAPHS: Record<string, string[]> = {
  food: [
    'Eating out and grabbing something on the go are habits the British have kept through every downturn. What has changed is what customers expect: provenance, quality they can see and a reason to choose an independent-feeling brand over a national chain. That is exactly the space {name} occupies.',
    'Food and drink is one of the largest franchise sectors in the UK, and for good reason: a proven menu, tested suppliers and a recognisable brand remove the biggest risks of opening a food business from scratch.',
  ],
  home: [
    'Homeowners and landlords are spending more on maintaining and improving the homes they have rather than moving, and they want tradespeople who turn up when they say they will. A recognised brand with reviews, insurance and fixed prices wins that trust quickly.',
    'Home services franchises combine low overheads with repeat customers: once a household finds someone reliable, they rarely look elsewhere, and they tell their neighbours.',
  ],
  cleaning: [
    'Cleaning is a resilient, recurring-revenue sector. Households and businesses book regular visits, pay monthly and rarely switch providers when the service is good, which makes a cleaning franchise one of the more predictable businesses you can build.',
    'Demand for professional cleaning keeps growing as more households have two working adults and businesses outsource facilities work. Low start-up costs and repeat bookings make it a popular first franchise.',
  ],
  care: [
    'The UK’s population is ageing: the number of people over 85 is expected to double in the next twenty years, and most want to stay in their own homes. Home care is a sector where a well-run local business makes a real difference and is rewarded with long-term clients.',
    'Care franchises are demanding and rewarding. Families choosing care want a local owner they can speak to, backed by the systems, training and compliance support of an established network.',
  ],
  children: [
    'Parents consistently protect spending on their children’s education and activities, even when household budgets are tight. Term-time subscriptions and holiday camps give children’s franchises a dependable, seasonal rhythm.',
    'Children’s activity and education franchises let owners build a business around school hours, in a sector where word of mouth from parents at the school gate is the most powerful marketing there is.',
  ],
  fitness: [
    'Fitness has shifted from a New Year resolution to a lifestyle. Members want community, coaching and results, and they are willing to pay a monthly membership to a brand that delivers them.',
    'Boutique and specialist fitness brands have grown faster than traditional gyms, because they give members a clear reason to belong. Monthly memberships make for predictable income.',
  ],
  pets: [
    'More than half of UK households own a pet, and owners increasingly treat them as part of the family, spending on walking, grooming, training and premium food in good times and bad.',
    'The pet care market has grown every year for a decade. Busy owners want trusted, insured professionals to care for their animals, and a recognised brand makes that choice easy.',
  ],
  automotive: [
    'There are more than 40 million vehicles on UK roads, and drivers value convenience above almost everything: a service that comes to them, at a fixed price, with no need to take time off work.',
    'Automotive franchises benefit from needs that never go away: cars need tyres, servicing, repairs and a clean. Fleet and trade accounts add steady volumes to retail work.',
  ],
  retail: [
    'Retail rewards brands that give customers a reason to visit: convenience, expertise, or something they cannot get online. A franchise brings buying power and a tested format that independent shops struggle to match.',
    'Local, specialist and convenience retail has outperformed the wider high street, as shoppers favour shops close to home that know them by name.',
  ],
  b2b: [
    'Small businesses make up more than 99% of UK companies, and most need help with the work that is not their core trade. Business services franchises serve that need with monthly fees and long client relationships.',
    'Business-to-business franchises are often run from home or a small office, work office hours and build recurring monthly income, which makes them attractive to people leaving corporate careers.',
  ],
  property: [
    'Around a fifth of UK households rent privately, and landlords face more regulation every year. They need professional agents, and a managed portfolio is one of the most valuable assets a franchisee can build.',
    'Property franchises combine transactional income from sales and new lets with recurring management fees, creating a business with real capital value when you come to sell.',
  ],
  beauty: [
    'Health, beauty and wellbeing is one of the UK’s fastest-growing consumer sectors. Regular treatments and memberships mean loyal clients who return every few weeks.',
    'Customers increasingly see self-care as essential rather than a luxury, and they choose brands that offer consistency, hygiene and trained practitioners they can trust.',
  ],
  travel: [
    'Travellers are booking more tailored and experience-led trips, and many prefer a real person they trust to plan them. A travel franchise provides the licences, systems and supplier relationships that would take years to build alone.',
    'UK tourism and business travel continue to grow, with demand for personal service and specialist knowledge that online booking sites cannot give.',
  ],
  print: [
    'Businesses still need signs, vans that advertise them, printed marketing and branded goods, and they want a local supplier who understands their brand and delivers on time.',
    'Print and signage franchises are business-to-business, with high repeat rates: every new shop, vehicle, event and product launch is another order.',
  ],
  recruitment: [
    'Employers across the UK report skills shortages, and good recruiters who understand a local market are in demand. Placement fees and temporary margins make recruitment one of the highest-earning franchise sectors.',
    'Recruitment franchises let experienced professionals run their own agency with the brand, compliance, technology and back-office funding of an established network.',
  ],
};

export const SUPPORT_PARAGRAPHS = [
  'Your launch starts with {weeks} weeks of training, combining time at our support centre with days working alongside an experienced franchisee. After that you will have a dedicated business development manager, regular performance reviews, an operations manual that is updated as we learn, and a launch marketing campaign run for you in your territory.',
  'We train every new owner for {weeks} weeks before opening, covering operations, sales, recruitment and the software you will use every day. Once you are trading, a field support manager visits regularly, our central marketing team keeps leads coming in, and the network’s owners share what works at regional meetings.',
  'Training lasts {weeks} weeks and is followed by on-site launch support in your first month of trading. You will have protected territory, national marketing, supplier agreements negotiated by the network and a support team at the end of the phone when you need it.',
];

export const PARTNER_PARAGRAPHS = [
  'We are looking for owners who are good with people, organised and ambitious to grow. You do not need experience in the sector: our best-performing franchisees have come from teaching, the armed forces, retail management and corporate careers.',
  'The people who do best with us care about service, enjoy leading a small team and are happy to get out into their community to build relationships. Sector experience helps but is not required.',
  'This opportunity suits someone with management or business experience who wants to build an asset, whether you plan to work in the business full-time or to appoint a manager as you grow.',
];

export const INVESTMENT_PARAGRAPHS = [
  'The total investment of {investment} covers the franchise fee, equipment, launch marketing and working capital for the first months. Ongoing, you pay a management service fee of {fee}% of turnover plus a small contribution to national marketing. Finance of up to 70% is available to suitable applicants through the major high street banks’ franchise teams.',
  'Your investment of {investment} includes your licence, training, launch package and initial working capital. The management service fee is {fee}% of turnover. We will introduce you to banks with franchise lending teams, who typically fund up to two thirds of the cost for approved franchisees.',
];

export const NO_INVESTMENT_PARAGRAPH =
  'Because every location is different, we prepare an individual investment breakdown for each candidate, covering the franchise fee, premises or equipment, launch marketing and working capital. Ask us for the figures for your area; bank finance is available to suitable applicants.';

export interface FaqTemplate {
  question: string;
  answer: string;
}

/** The first one is always about money; the rest are picked at random. */
export const INVESTMENT_FAQ: FaqTemplate = {
  question: 'How much do I need to invest?',
  answer:
    'The total investment is {investment}, including the franchise fee, equipment, training and launch marketing. You will usually need around a third of that from your own funds, with the rest available through bank finance.',
};

export const INVESTMENT_FAQ_NO_FIGURE: FaqTemplate = {
  question: 'How much do I need to invest?',
  answer:
    'It depends on the location and premises, so we prepare a costed plan for each territory. Request information and we will send you the figures for your area.',
};

export const FAQ_TEMPLATES: FaqTemplate[] = [
  {
    question: 'Do I need experience in this industry?',
    answer:
      'No. Our {weeks}-week training programme covers everything you need, and many of our most successful owners came from completely different careers.',
  },
  {
    question: 'How long does it take to open?',
    answer:
      'Most owners are trading within three to four months of signing their franchise agreement, depending on training dates and, where needed, finding premises.',
  },
  {
    question: 'What are the ongoing fees?',
    answer:
      'You pay a management service fee of {fee}% of turnover and a contribution to national marketing. There are no hidden mark-ups on the supplies you buy through the network.',
  },
  {
    question: 'Is finance available?',
    answer:
      'Yes. {name} is recognised by the franchise teams of the major UK banks, who can lend up to 70% of the start-up cost to suitable applicants.',
  },
  {
    question: 'Will I have an exclusive territory?',
    answer: 'Yes. Every franchisee has a protected territory defined by postcode, sized so that it can support a thriving business.',
  },
  {
    question: 'Can I run the business part-time?',
    answer:
      'Many owners start part-time while they build their customer base, but to reach the figures in our business plan you should expect to work in the business full-time within the first year.',
  },
  {
    question: 'How long is the franchise agreement?',
    answer: 'The agreement runs for five years and is renewable, provided the business is meeting the network’s standards.',
  },
  {
    question: 'What support do I get after launch?',
    answer:
      'You will have a named support manager, regular business reviews, central marketing, and access to a network of {units} owners who share what works.',
  },
];

export const TESTIMONIALS: Array<{ author: string; content: string }> = [
  {
    author: 'Rachel Hughes, franchisee in Cardiff',
    content:
      'Joining {name} was the best decision I have made. The training was thorough, and whenever I have had a question, someone has been there to answer it the same day.',
  },
  {
    author: 'Mark Sutherland, franchisee in Aberdeen',
    content:
      'I came from twenty years in banking with no experience of the sector. Within eighteen months I had replaced my old salary, and I see far more of my children.',
  },
  {
    author: 'Priya Nair, franchisee in Leicester',
    content:
      'What sold me was talking to other owners. They were honest about the hard work, and they were right, but the system works if you follow it.',
  },
  {
    author: 'Gareth Evans, franchisee in Swansea',
    content: 'The launch marketing had the phone ringing in my first week. I took on my first member of staff after four months.',
  },
  {
    author: 'Hannah Whitfield, franchisee in York',
    content: 'It is still my business and my decisions, but I never feel on my own. The regional meetings alone are worth the fee.',
  },
  {
    author: 'Tom and Lucy Barker, franchisees in Norwich',
    content:
      'We run it as a couple and it has given us a business we are proud of. The brand opens doors that would have been closed to us as a new independent.',
  },
  {
    author: 'Sean O’Connor, franchisee in Belfast',
    content:
      'I looked at a dozen franchises before choosing {name}. The numbers in the business plan turned out to be realistic, which is rarer than you might think.',
  },
  {
    author: 'Claire Davidson, franchisee in Glasgow',
    content: 'After redundancy I wanted control over my future. Three years on I have a team of eight and a business with real value.',
  },
  {
    author: 'Adebayo Okonkwo, franchisee in Milton Keynes',
    content:
      'The software and processes take care of the admin, so I can spend my time with customers and my team. That is what makes the difference.',
  },
  {
    author: 'Emma Fraser, franchisee in Exeter',
    content: 'I was nervous about the investment, but the support team helped me with my bank application and I broke even sooner than planned.',
  },
  {
    author: 'James Whitaker, franchisee in Sheffield',
    content: 'I bought a second territory last year. I would not have done that if I was not confident in the brand and the people behind it.',
  },
  {
    author: 'Nadia Rahman, franchisee in Reading',
    content: 'The recommendations from happy customers have built my business more than anything else. People trust the name.',
  },
];

export const SUCCESS_STORIES: Array<{ title: string; content: string }> = [
  {
    title: 'From the classroom to three territories in {town}',
    content:
      'After fifteen years as a primary school teacher, Joanne joined {name} wanting more control over her working life. She opened her first territory in {town} and added two neighbouring territories within four years. Today she leads a team of fourteen and has taken on a general manager so she can focus on growth.',
  },
  {
    title: 'Army veteran builds a £500,000 turnover business',
    content:
      'When Craig left the Army after 22 years, he wanted a business with structure and a clear plan. He chose {name} for its systems and training. Five years later his business turns over more than half a million pounds and employs several other veterans.',
  },
  {
    title: 'A couple’s second career in {town}',
    content:
      'Steve and Maria took early retirement from the NHS and the civil service and wanted a project they could share. Their {name} franchise in {town} broke even in nine months, and they now have a manager running the day-to-day while they plan a second site.',
  },
  {
    title: 'Franchisee of the Year: building a team that stays',
    content:
      'Our Franchisee of the Year runs one of the network’s busiest territories in {town}. Her secret is her team: she pays above the local rate, trains everyone properly and has lost only two members of staff in three years.',
  },
  {
    title: 'Starting part-time, going full-time in year one',
    content:
      'Dev started his {name} franchise in {town} alongside a part-time job, building his customer base in the evenings and at weekends. By the tenth month demand meant he could leave his job, and he hired his first employee soon after.',
  },
  {
    title: 'From redundancy to resale: selling a thriving franchise',
    content:
      'Helen bought her {name} territory after being made redundant from a retail management role. Eight years later she sold it to a new franchisee for several times her original investment, with the network’s resale team handling the process.',
  },
];

/** Towns used in success stories. */
export const STORY_TOWNS = [
  'Harrogate',
  'Swindon',
  'Chelmsford',
  'Stirling',
  'Newport',
  'Lisburn',
  'Shrewsbury',
  'Guildford',
  'Lincoln',
  'Derby',
  'Bath',
  'Ipswich',
];
