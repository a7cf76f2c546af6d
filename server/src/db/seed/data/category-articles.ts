/** Editorial articles with FAQs shown on category pages, keyed by main category. */

export interface ArticleDef {
  title: string;
  html: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  faqs: Array<{ question: string; answer: string }>;
}

export const CATEGORY_ARTICLES: Record<string, ArticleDef> = {
  food: {
    title: 'Food and drink franchises in the UK',
    metaTitle: 'Food & Drink Franchises UK | Coffee, Takeaway & Restaurant Opportunities',
    metaDescription:
      'Compare UK food and drink franchises, from coffee shops and bakeries to takeaways and restaurants. Typical costs, what to expect and how to choose well.',
    keywords: 'food franchise, coffee shop franchise, restaurant franchise, takeaway franchise, UK food franchises',
    html: `<h2>Why food and drink franchises are so popular</h2>
<p>Food and drink is the most visible franchise sector on any British high street. A franchise gives you a menu that already sells, suppliers who already deliver and a brand customers already trust, which removes many of the risks that close independent cafés and restaurants in their first two years.</p>
<h2>Types of food franchise</h2>
<ul>
<li><strong>Coffee shops and cafés</strong>: high footfall locations, early starts and strong margins on drinks.</li>
<li><strong>Takeaway and quick service</strong>: compact sites with a large share of sales through delivery apps.</li>
<li><strong>Restaurants and bars</strong>: the largest investments, usually for experienced operators or investors.</li>
<li><strong>Mobile catering</strong>: vans and carts trading at markets, events and business parks, from under £40,000.</li>
</ul>
<h2>What to check before you sign</h2>
<p>Ask for the average turnover of sites similar to the one you are considering, visit several existing franchisees without the franchisor present, and make sure the lease and the franchise agreement run for compatible terms.</p>`,
    faqs: [
      {
        question: 'How much does a food franchise cost in the UK?',
        answer:
          'Mobile catering starts at around £25,000, coffee shops and takeaways typically cost £100,000 to £300,000, and full-service restaurants can exceed £500,000 including the fit-out.',
      },
      {
        question: 'Do I need catering experience?',
        answer:
          'Most franchisors do not require it, as they train you in their kitchen systems. Experience of managing people and cash flow matters more.',
      },
      {
        question: 'Will I need to find my own premises?',
        answer:
          'Usually the franchisor helps you find and assess sites, and many negotiate leases on your behalf, but the lease is normally in your name.',
      },
      {
        question: 'How long before a food franchise is profitable?',
        answer:
          'Well-located sites often break even within 12 to 18 months, though it varies with rent, staffing costs and how quickly you build a local following.',
      },
    ],
  },
  home: {
    title: 'Home services franchises',
    metaTitle: 'Home Services Franchises UK | Handyman, Gardening & Heating Opportunities',
    metaDescription:
      'Home services franchises in the UK: handyman, gardening, kitchen makeovers, plumbing and heating. Low start-up costs and loyal repeat customers explained.',
    keywords: 'home services franchise, handyman franchise, gardening franchise, plumbing franchise, van based franchise',
    html: `<h2>A sector built on trust</h2>
<p>Finding a reliable tradesperson is one of the most common frustrations of homeowners and landlords. Home services franchises win customers by being the opposite of the stereotype: they turn up on time, quote fixed prices, carry insurance and are backed by a brand with reviews.</p>
<h2>What the work looks like</h2>
<ul>
<li>Most businesses are van-based and run from home, keeping overheads low.</li>
<li>Many owners start on the tools and grow into managing several vans.</li>
<li>Landlords, letting agents and housing associations provide steady weekday work.</li>
</ul>
<h2>Choosing the right brand</h2>
<p>Look at how leads are generated: a strong central booking system and national marketing can fill your diary far faster than you could alone.</p>`,
    faqs: [
      {
        question: 'Do I need a trade qualification?',
        answer:
          'For gas and electrical work you or your engineers will need the relevant registrations. Handyman, gardening and makeover franchises usually train you from scratch.',
      },
      {
        question: 'Is the work seasonal?',
        answer:
          'Gardening peaks from spring to autumn, heating in winter. Good franchisors show you how to fill the quieter months with other services.',
      },
      {
        question: 'Can I grow beyond one van?',
        answer: 'Yes. Most franchise business plans assume you add vans and technicians as your customer base grows.',
      },
    ],
  },
  cleaning: {
    title: 'Cleaning franchises: recurring income from day one',
    metaTitle: 'Cleaning Franchises UK | Domestic, Commercial & Specialist Cleaning',
    metaDescription:
      'Explore domestic, commercial, carpet and oven cleaning franchises across the UK. Low investment, recurring revenue and how management models work.',
    keywords: 'cleaning franchise, domestic cleaning franchise, commercial cleaning franchise, oven cleaning franchise, carpet cleaning',
    html: `<h2>Why cleaning is a favourite first franchise</h2>
<p>Cleaning franchises combine low start-up costs with something every business owner wants: customers who book again and again. Households book weekly or fortnightly visits; offices and surgeries sign contracts that run for years.</p>
<h2>Hands-on or management?</h2>
<ul>
<li><strong>Owner-operator</strong> franchises, such as oven and carpet cleaning, have you doing the work with specialist equipment.</li>
<li><strong>Management</strong> franchises have you recruiting and leading a team of cleaners while you focus on sales and quality.</li>
</ul>
<h2>What drives success</h2>
<p>Recruitment and retention of good cleaners is the single biggest factor. Ask franchisors how they help with hiring, vetting and training staff.</p>`,
    faqs: [
      {
        question: 'How much does a cleaning franchise cost?',
        answer: 'Most cost between £10,000 and £50,000, making cleaning one of the most affordable franchise sectors.',
      },
      {
        question: 'Will I do the cleaning myself?',
        answer: 'It depends on the model. Specialist franchises are usually hands-on; domestic and commercial franchises are often management roles.',
      },
      {
        question: 'How do cleaning franchises find customers?',
        answer:
          'Through national websites and local marketing, but referrals from existing customers typically become the largest source of new business.',
      },
      {
        question: 'Is cleaning affected by recessions?',
        answer: 'Commercial cleaning contracts in particular tend to be resilient, because premises need cleaning regardless of the economy.',
      },
    ],
  },
  care: {
    title: 'Care franchises: a business that makes a difference',
    metaTitle: 'Care Franchises UK | Home Care, Live-in Care & Companionship',
    metaDescription:
      'Home care, live-in care and companionship franchises in the UK. What registration involves, the investment needed and what makes a care franchise thrive.',
    keywords: 'care franchise, home care franchise, live-in care franchise, companionship franchise, CQC registration',
    html: `<h2>Growing demand for care at home</h2>
<p>Most older people want to stay in their own homes for as long as possible. Home care franchises help them do that, with services ranging from companionship and help around the house to personal care and round-the-clock live-in support.</p>
<h2>Registration and regulation</h2>
<p>Personal care is regulated: by the Care Quality Commission in England, the Care Inspectorate in Scotland, Care Inspectorate Wales and the RQIA in Northern Ireland. A good franchisor will guide you through registration, which can take several months.</p>
<ul>
<li>Budget for a registered manager and a recruitment drive before launch.</li>
<li>Expect a ramp-up period before the business becomes profitable.</li>
<li>Privately funded clients generally allow longer, better-paid visits.</li>
</ul>`,
    faqs: [
      {
        question: 'Do I need a background in care?',
        answer: 'Not usually. You will need a registered manager with care experience, while you focus on running and growing the business.',
      },
      {
        question: 'How long does CQC registration take?',
        answer: 'Typically three to six months. Franchisors provide policies and procedures to make the process smoother.',
      },
      {
        question: 'What does a home care franchise cost?',
        answer: 'Most require an investment of £50,000 to £150,000, including working capital to cover the early months while client numbers grow.',
      },
    ],
  },
  children: {
    title: 'Children’s education and activity franchises',
    metaTitle: 'Children’s Franchises UK | Tutoring, Sport, Drama & STEM Clubs',
    metaDescription:
      'Children’s education and activity franchises: tutoring, sports coaching, drama schools, nurseries and coding clubs across the UK. Costs and lifestyle explained.',
    keywords: 'children franchise, tutoring franchise, kids activity franchise, nursery franchise, STEM franchise',
    html: `<h2>A sector parents prioritise</h2>
<p>Parents cut back on many things before they cut back on their children’s education and activities. That makes children’s franchises resilient, and the school calendar gives them a predictable rhythm of term-time classes and holiday camps.</p>
<h2>Popular models</h2>
<ul>
<li><strong>Tutoring centres</strong> with monthly subscriptions.</li>
<li><strong>Sport and activity classes</strong> in hired halls and schools.</li>
<li><strong>Performing arts and STEM clubs</strong> after school and at weekends.</li>
<li><strong>Nurseries</strong>, the largest investment, often run under management.</li>
</ul>
<h2>Safeguarding comes first</h2>
<p>Every franchise working with children must have robust safeguarding policies, enhanced DBS checks and training. Ask how the franchisor supports this.</p>`,
    faqs: [
      {
        question: 'Do I need to be a teacher?',
        answer: 'No. Many owners are parents or former professionals from other fields; the franchisor provides the curriculum and training.',
      },
      {
        question: 'Can I fit the business around my own family?',
        answer: 'Often yes. Many children’s franchises run after school and at weekends, leaving mornings free for planning and admin.',
      },
      {
        question: 'What checks will I need?',
        answer: 'You and anyone working with children will need an enhanced DBS check (or PVG in Scotland), plus safeguarding training.',
      },
      {
        question: 'How do I find venues?',
        answer: 'Most franchises hire school halls, community centres and sports facilities by the hour, which keeps fixed costs low.',
      },
      {
        question: 'Are nurseries part of this sector?',
        answer: 'Yes. Nursery franchises require larger investment and Ofsted registration, and usually appoint an experienced manager.',
      },
    ],
  },
  fitness: {
    title: 'Fitness franchises',
    metaTitle: 'Fitness Franchises UK | Gyms, Studios, Personal Training & Boot Camps',
    metaDescription:
      'UK fitness franchises from low-cost boot camps and personal training to boutique studios and 24-hour gyms. What each model costs and how members are won.',
    keywords: 'fitness franchise, gym franchise, personal training franchise, boutique fitness franchise, boot camp franchise',
    html: `<h2>From boot camps to boutique studios</h2>
<p>Fitness franchises span a wide range of investment levels. At one end, outdoor boot camps and personal training businesses can start for under £10,000. At the other, 24-hour gyms and boutique studios need premises, equipment and several hundred thousand pounds.</p>
<h2>What members pay for</h2>
<ul>
<li>Community and accountability, not just equipment.</li>
<li>Coaching and classes that deliver visible results.</li>
<li>Convenient timetables and easy booking through an app.</li>
</ul>
<p>Monthly memberships make fitness revenue predictable once a site reaches its target membership.</p>`,
    faqs: [
      {
        question: 'Do I need to be a qualified personal trainer?',
        answer:
          'For owner-operator models such as personal training, yes. For gyms and studios you can employ qualified coaches and manage the business.',
      },
      {
        question: 'How many members does a gym need to break even?',
        answer: 'It varies widely with rent and model, but franchisors should show you the break-even membership for comparable sites.',
      },
      {
        question: 'Are fitness franchises seasonal?',
        answer: 'January and September are the busiest months for sign-ups, and summer is quieter. Good retention smooths the year out.',
      },
    ],
  },
  pets: {
    title: 'Pet franchises',
    metaTitle: 'Pet Franchises UK | Dog Walking, Grooming, Training & Pet Shops',
    metaDescription:
      'Pet franchises across the UK: dog walking, mobile grooming, dog training and pet retail. A growing market, low start-up costs and loyal animal-loving customers.',
    keywords: 'pet franchise, dog walking franchise, dog grooming franchise, dog training franchise, pet shop franchise',
    html: `<h2>Turning a love of animals into a business</h2>
<p>Pet ownership has risen sharply in the UK, and owners spend generously on their animals’ care. Pet franchises let you build a business around that, with the brand, insurance, systems and training already in place.</p>
<h2>Options to consider</h2>
<ul>
<li><strong>Dog walking and pet sitting</strong>: the lowest start-up costs, growing into a team.</li>
<li><strong>Mobile grooming</strong>: a fitted van and customers who rebook every six to eight weeks.</li>
<li><strong>Dog training</strong>: classes and one-to-one behaviour work.</li>
<li><strong>Pet retail</strong>: shops with food subscriptions and services such as dog washes.</li>
</ul>`,
    faqs: [
      {
        question: 'Do I need qualifications to work with animals?',
        answer:
          'Grooming and training franchises include accredited training. Dog walking requires insurance, and some councils license home boarding.',
      },
      {
        question: 'How much can a dog walking franchise earn?',
        answer: 'Owners who grow a team of walkers can build businesses turning over well into six figures, though most start smaller.',
      },
      {
        question: 'What does a mobile grooming franchise cost?',
        answer: 'Typically £30,000 to £60,000, largely the cost of the fitted grooming van.',
      },
    ],
  },
  b2b: {
    title: 'Business services franchises',
    metaTitle: 'Business Services Franchises UK | Bookkeeping, Marketing, Coaching & IT',
    metaDescription:
      'B2B franchises in bookkeeping, digital marketing, business coaching and IT support: home-based options, office hours and recurring monthly client fees.',
    keywords: 'business services franchise, B2B franchise, bookkeeping franchise, marketing franchise, business coaching franchise',
    html: `<h2>Serving the UK’s five million small businesses</h2>
<p>Small businesses need help with bookkeeping, marketing, IT and strategy, but cannot justify full-time staff for each. Business services franchises fill that gap, usually on monthly retainers that build recurring income.</p>
<h2>Who they suit</h2>
<ul>
<li>People leaving corporate careers who want to use their professional skills.</li>
<li>Those who prefer office hours and working from home.</li>
<li>Owners who enjoy building long-term client relationships.</li>
</ul>
<blockquote>The value of a B2B franchise is in the client book you build: recurring fees make it a saleable asset.</blockquote>`,
    faqs: [
      {
        question: 'Can I run a B2B franchise from home?',
        answer: 'Yes. Most bookkeeping, marketing and coaching franchises are home-based, with client meetings at their premises or online.',
      },
      {
        question: 'Do I need a relevant qualification?',
        answer: 'Some, such as bookkeeping, expect or provide recognised qualifications. Coaching franchises look for senior business experience.',
      },
      {
        question: 'How are clients billed?',
        answer: 'Most franchises use fixed monthly fees, which makes income predictable and the business easier to value.',
      },
    ],
  },
};
