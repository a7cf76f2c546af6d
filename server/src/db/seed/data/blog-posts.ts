/** Blog categories and posts about franchising in the UK. */

export const BLOG_CATEGORIES = [
  { key: 'getting-started', name: 'Getting Started' },
  { key: 'finance', name: 'Finance & Funding' },
  { key: 'stories', name: 'Franchisee Stories' },
  { key: 'news', name: 'Industry News' },
  { key: 'running', name: 'Running Your Franchise' },
] as const;

export interface PostDef {
  key: string;
  title: string;
  /** Blog category key, or null for 'Uncategorized'. */
  category: string | null;
  author: string;
  published: boolean;
  daysAgo: number;
  /** Index into the scene pictures, or a franchise category key for one of its pictures. */
  image: number | string;
  metaDescription: string;
  keywords: string;
  /** Sanitised on seeding; `{{post:<key>}}` stands for that post's id (for blog-post shortcodes). */
  html: string;
}

export const POSTS: PostDef[] = [
  {
    key: 'questions-before-you-sign',
    title: 'Ten questions to ask a franchisor before you sign',
    category: 'getting-started',
    author: 'Hannah Price',
    published: true,
    daysAgo: 170,
    image: 0,
    metaDescription:
      'The ten questions every prospective franchisee should ask before signing a franchise agreement, from failure rates to exit terms and real franchisee earnings.',
    keywords: 'franchise questions, buying a franchise, franchise due diligence, franchise agreement',
    html: `<p>Buying a franchise is one of the largest decisions most people make outside buying a home. The franchisor will interview you, but you should interview them just as carefully. These are the questions we would ask.</p>
<h2>About the network</h2>
<ul>
<li>How many franchisees have left the network in the last three years, and why?</li>
<li>How many outlets does the franchisor operate itself?</li>
<li>Can I speak to any franchisee I choose, not just the ones you recommend?</li>
</ul>
<h2>About the money</h2>
<ul>
<li>What do franchisees in their second and third years actually earn, after paying themselves?</li>
<li>What is included in the initial fee, and what will I pay on top?</li>
<li>How is the national marketing fund spent, and is it audited?</li>
</ul>
<h2>About the future</h2>
<ul>
<li>What happens at renewal, and what does it cost?</li>
<li>How are franchise resales handled if I want to sell?</li>
<li>What support will I get in my first ninety days?</li>
<li>What would make you refuse my application?</li>
</ul>
<blockquote>A good franchisor welcomes hard questions. If they are evasive about franchisee turnover or earnings, treat that as an answer in itself.</blockquote>
<p>Take notes, compare answers across brands, and always have the agreement reviewed by a solicitor who specialises in franchising.</p>`,
  },
  {
    key: 'reading-a-franchise-agreement',
    title: 'How to read a franchise agreement without getting lost',
    category: 'getting-started',
    author: 'James Okafor',
    published: true,
    daysAgo: 142,
    image: 3,
    metaDescription:
      'A plain-English guide to the key clauses of a UK franchise agreement: term, territory, fees, restrictive covenants, termination and what happens when you sell.',
    keywords: 'franchise agreement, franchise contract, franchise solicitor, restrictive covenants, franchise territory',
    html: `<p>A franchise agreement can run to eighty pages. Most of it protects the brand, and that is reasonable: the brand is what you are paying for. But a handful of clauses shape your whole business, and you should understand each of them before you sign.</p>
<h2>The clauses that matter most</h2>
<ul>
<li><strong>Term and renewal</strong>: usually five to ten years. Check the conditions and costs of renewing.</li>
<li><strong>Territory</strong>: is it exclusive, how is it defined, and can it be reduced if you miss targets?</li>
<li><strong>Fees</strong>: the management service fee, marketing levy and any minimum fees regardless of turnover.</li>
<li><strong>Restrictive covenants</strong>: what you cannot do after you leave, for how long and where.</li>
<li><strong>Termination</strong>: what counts as a breach, and how long you have to put it right.</li>
</ul>
<h2>Selling your business</h2>
<p>One day you may want to sell. Look for the franchisor’s right of first refusal, their approval of buyers and any transfer fee.</p>
<p>Before the agreement, the conversations: these are the questions to put to a franchisor first.</p>
<p>[blog-post id="{{post:questions-before-you-sign}}"]</p>
<blockquote>Never sign an agreement you have not had reviewed by a specialist franchise solicitor. The fee is small compared with what is at stake.</blockquote>`,
  },
  {
    key: 'franchise-or-start-up',
    title: 'Franchise or start from scratch? An honest comparison',
    category: 'getting-started',
    author: 'Hannah Price',
    published: true,
    daysAgo: 118,
    image: 5,
    metaDescription:
      'Should you buy a franchise or start your own business? We compare costs, risk, freedom and support honestly, so you can decide which route suits you best.',
    keywords: 'franchise vs start up, starting a business, franchise pros and cons, own business UK',
    html: `<p>Every year thousands of people in the UK decide to work for themselves. Some start from scratch; others buy into a franchise. Neither route is right for everyone.</p>
<h2>Where a franchise helps</h2>
<ul>
<li>A tested business model, so you are not paying to learn basic lessons.</li>
<li>A brand customers recognise from your first day.</li>
<li>Training, systems and a network of owners to learn from.</li>
<li>Easier access to bank finance, because lenders know the model.</li>
</ul>
<h2>Where it holds you back</h2>
<ul>
<li>Ongoing fees, paid whether or not you feel you need the support.</li>
<li>Less freedom to change products, prices or suppliers.</li>
<li>Restrictions when you sell or leave.</li>
</ul>
<blockquote>If you have a genuinely new idea, start from scratch. If you want to run a business rather than invent one, a franchise shortens the journey.</blockquote>
<p>Be honest with yourself about how much you enjoy following a system. The happiest franchisees are those who value structure.</p>`,
  },
  {
    key: 'how-banks-lend',
    title: 'How UK banks lend to franchisees',
    category: 'finance',
    author: 'Rhys Jenkins',
    published: true,
    daysAgo: 155,
    image: 3,
    metaDescription:
      'How the franchise lending teams at UK banks assess applications, how much they lend, what security they want and how to prepare a business plan that gets a yes.',
    keywords: 'franchise finance, franchise loan, bank lending franchise, franchise business plan',
    html: `<p>Most of the UK’s high street banks have specialist franchise teams. Because they have data on how established brands perform, they will often lend more, and on better terms, to a franchisee than to an equivalent independent start-up.</p>
<h2>What banks look for</h2>
<ul>
<li>A brand they recognise, ideally with a track record of franchisee success.</li>
<li>Your own contribution, typically a third of the total investment.</li>
<li>A realistic business plan, built from the franchisor’s figures but in your own words.</li>
<li>Evidence that you can manage people and money.</li>
</ul>
<h2>Preparing your application</h2>
<p>Ask the franchisor for introductions to the banks they work with, and for the anonymised performance of comparable franchisees. Build your cash flow forecast month by month for at least two years.</p>
<blockquote>Banks lend to people as much as to plans. Show that you have done your homework and understand the risks.</blockquote>`,
  },
  {
    key: 'management-service-fees',
    title: 'Understanding management service fees',
    category: 'finance',
    author: 'Rhys Jenkins',
    published: true,
    daysAgo: 96,
    image: 0,
    metaDescription:
      'What franchise management service fees pay for, how percentage and fixed fees compare, and how to judge whether the fees a franchisor charges are fair value.',
    keywords: 'management service fee, franchise fees, franchise royalties, marketing levy',
    html: `<p>After the initial fee, most franchisees pay an ongoing management service fee, often called a royalty. It is usually a percentage of turnover, typically between 5% and 12%, though some brands charge a fixed monthly fee instead.</p>
<h2>What the fee should pay for</h2>
<ul>
<li>Ongoing support from a field or business development manager.</li>
<li>Development of the brand, products and systems.</li>
<li>Software, booking systems and central services.</li>
</ul>
<h2>Percentage or fixed?</h2>
<p>A percentage fee means the franchisor only does well when you do. A fixed fee rewards growth, but can hurt in a slow first year. Ask whether there is a minimum fee.</p>
<blockquote>The right question is not how much the fee is, but whether you would be better off without what it buys.</blockquote>
<p>Talk to existing franchisees about the value they get. Their answers will tell you more than the fee percentage.</p>`,
  },
  {
    key: 'start-up-loans',
    title: 'Can you use a government-backed Start Up Loan for a franchise?',
    category: 'finance',
    author: 'Fiona McLeod',
    published: true,
    daysAgo: 64,
    image: 3,
    metaDescription:
      'Government-backed Start Up Loans can help fund a low-cost franchise. We explain how much you can borrow, the interest rate, the mentoring and how to apply.',
    keywords: 'start up loan franchise, government loan franchise, funding a franchise, low cost franchise',
    html: `<p>The government-backed Start Up Loans scheme lends individuals up to £25,000 to start or grow a business, at a fixed interest rate, with free mentoring. Franchises are eligible, and for many lower-cost franchises a Start Up Loan can cover most of the investment.</p>
<h2>The essentials</h2>
<ul>
<li>Personal loans of £500 to £25,000 per founder, repaid over one to five years.</li>
<li>A fixed interest rate and no application fees.</li>
<li>Twelve months of free mentoring for successful applicants.</li>
</ul>
<h2>Making a strong application</h2>
<p>You will need a business plan and cash flow forecast. Your franchisor’s figures help, but lenders want to see that you understand them. Partners in a business can each apply.</p>
<blockquote>Combine a Start Up Loan with savings and franchisor payment plans to open a franchise without a bank overdraft.</blockquote>`,
  },
  {
    key: 'paramedic-to-care-owner',
    title: 'From paramedic to care business owner: Aisha’s story',
    category: 'stories',
    author: 'Fiona McLeod',
    published: true,
    daysAgo: 128,
    image: 'care',
    metaDescription:
      'After twelve years as a paramedic, Aisha opened a home care franchise. She tells us about registration, recruitment and the day she knew it had been worth it.',
    keywords: 'care franchise story, franchisee story, home care business, career change franchise',
    html: `<p>Aisha spent twelve years as a paramedic in the West Midlands. She loved the job but not the shifts, and kept meeting older patients who could have stayed at home with the right support.</p>
<h2>Choosing a franchise</h2>
<p>She looked at five home care brands before choosing one. “I wanted visits of at least an hour,” she says. “I’d seen too many fifteen-minute calls.”</p>
<h2>The first year</h2>
<ul>
<li>Registration with the Care Quality Commission took four and a half months.</li>
<li>She recruited her first six carers through community groups and her old colleagues.</li>
<li>Her first client came through a GP surgery, two weeks after registration.</li>
</ul>
<blockquote>The day a client’s daughter told me her mum was singing again, I knew I’d made the right call.</blockquote>
<p>Three years on, Aisha employs forty carers and has just opened a second office.</p>`,
  },
  {
    key: 'second-territory',
    title: 'Why we bought a second territory after two years',
    category: 'stories',
    author: 'James Okafor',
    published: true,
    daysAgo: 47,
    image: 'cleaning',
    metaDescription:
      'Tom and Lucy bought a second cleaning territory two years after launching their first. They explain the numbers, the risks and what they would do again.',
    keywords: 'multi territory franchise, growing a franchise, cleaning franchise story, franchise expansion',
    html: `<p>Tom and Lucy launched a domestic cleaning franchise in Norwich in a spare bedroom. Two years later they bought the neighbouring territory, and their business doubled in size within eighteen months.</p>
<h2>Why expand so soon?</h2>
<p>“We had a waiting list,” says Lucy. “Customers just outside our patch kept asking. It felt like turning money away.”</p>
<h2>What made it work</h2>
<ul>
<li>They promoted their best cleaner to team leader before expanding.</li>
<li>They used the same systems and suppliers in both territories.</li>
<li>They funded the purchase from profit rather than borrowing.</li>
</ul>
<blockquote>The second territory was far easier than the first. We already knew what good looked like.</blockquote>
<p>Their advice: do not expand to fix a struggling first territory. Expand because the first one is running without you.</p>`,
  },
  {
    key: 'sector-in-numbers',
    title: 'The UK franchise sector in numbers',
    category: 'news',
    author: 'Hannah Price',
    published: true,
    daysAgo: 84,
    image: 3,
    metaDescription:
      'How big is franchising in the UK? Brands, outlets, jobs and turnover, plus the sectors growing fastest and what the figures mean if you are thinking of buying.',
    keywords: 'UK franchise statistics, franchise industry, franchise sector growth, franchising UK',
    html: `<p>Franchising is a bigger part of the UK economy than many people realise. Industry surveys put the number of franchise brands at around a thousand, with tens of thousands of franchised outlets employing several hundred thousand people.</p>
<h2>Headline trends</h2>
<ul>
<li>Most franchised businesses report being profitable, and very few fail each year.</li>
<li>Younger and female franchisees make up a growing share of new owners.</li>
<li>Home-based and van-based franchises continue to grow fastest.</li>
</ul>
<h2>What it means for you</h2>
<p>Low failure rates are encouraging, but they are averages. Individual brands vary enormously, so always look at the performance of the specific network you are considering.</p>
<blockquote>The sector’s strength is its track record. Your job is to check that the brand you choose shares it.</blockquote>`,
  },
  {
    key: 'sectors-to-watch',
    title: 'Five franchise sectors to watch in the year ahead',
    category: 'news',
    author: 'James Okafor',
    published: true,
    daysAgo: 21,
    image: 1,
    metaDescription:
      'Care, pet services, children’s activities, green home improvements and B2B services: five franchise sectors with strong demand in the UK this year, and why.',
    keywords: 'franchise trends, best franchises UK, growing franchise sectors, franchise opportunities',
    html: `<p>Every sector has good and bad brands, but some markets give franchisees a stronger tailwind than others. These are the five we are watching.</p>
<h2>The five</h2>
<ul>
<li><strong>Home care</strong>: an ageing population and a shortage of providers.</li>
<li><strong>Pet services</strong>: more pets than ever, and owners willing to spend on them.</li>
<li><strong>Children’s activities</strong>: parents protect this spending even in tight times.</li>
<li><strong>Green home improvements</strong>: heat pumps, insulation and solar as homes move away from gas.</li>
<li><strong>Business services</strong>: small firms outsourcing bookkeeping, IT and marketing.</li>
</ul>
<h2>A word of caution</h2>
<p>A growing market attracts new brands, not all of them proven. Look for franchisors with a pilot operation and several years of franchisee results.</p>
<blockquote>Pick the sector you will enjoy working in for ten years, then the best brand within it.</blockquote>`,
  },
  {
    key: 'first-employee',
    title: 'Hiring your first employee as a franchisee',
    category: 'running',
    author: 'Fiona McLeod',
    published: true,
    daysAgo: 33,
    image: 'recruitment',
    metaDescription:
      'A practical guide to taking on your first employee as a UK franchisee: right to work checks, payroll, pensions, contracts and keeping good people.',
    keywords: 'hiring first employee, franchise staff, employer responsibilities UK, franchise recruitment',
    html: `<p>Hiring your first employee is a turning point: the moment your franchise becomes a business that can grow beyond your own hours. It also brings new responsibilities.</p>
<h2>Before they start</h2>
<ul>
<li>Check their right to work in the UK and keep a copy of the evidence.</li>
<li>Register as an employer with HMRC and set up payroll.</li>
<li>Arrange employers’ liability insurance.</li>
<li>Give them a written statement of employment particulars from day one.</li>
</ul>
<h2>After they start</h2>
<p>Enrol eligible staff in a workplace pension, and use your franchisor’s training materials for a structured induction.</p>
<blockquote>Hire for attitude and train for skill. Your franchisor’s systems will teach the job; they cannot teach someone to care.</blockquote>`,
  },
  {
    key: 'local-marketing-checklist',
    title: 'Local marketing that works: a franchisee’s checklist',
    category: 'running',
    author: 'Hannah Price',
    published: true,
    daysAgo: 9,
    image: 2,
    metaDescription:
      'A practical local marketing checklist for franchisees: your business profile, reviews, community partnerships, referrals and measuring what works.',
    keywords: 'franchise marketing, local marketing, franchise advertising, customer reviews',
    html: `<p>National marketing brings your brand to people’s attention. Local marketing convinces them to choose you. Here is the checklist we give new franchisees.</p>
<h2>The essentials</h2>
<ul>
<li>Claim and complete your business listing on the major map and search services.</li>
<li>Ask every happy customer for a review, and reply to every review you receive.</li>
<li>Partner with complementary local businesses for referrals.</li>
<li>Sponsor a school fair or junior sports team: visibility and goodwill.</li>
</ul>
<h2>Measure everything</h2>
<p>Ask every new customer how they heard about you, and record it. After three months you will know which activities to double and which to drop.</p>
<blockquote>The best local marketing is a customer telling a neighbour about you. Everything else should make that more likely.</blockquote>`,
  },
  {
    key: 'welcome',
    title: 'Welcome to the Franchise Compass blog',
    category: null,
    author: 'Alex Morgan',
    published: true,
    daysAgo: 190,
    image: 4,
    metaDescription:
      'Welcome to the Franchise Compass blog: independent guides, franchisee stories and news to help you research, fund and run a franchise in the UK with confidence.',
    keywords: 'Franchise Compass, franchise blog, franchise guides, franchising UK',
    html: `<h2>Why we started this blog</h2>
<p>Franchise Compass helps people compare franchise opportunities across the UK and contact several franchisors with a single request. This blog is where we share what we have learned along the way.</p>
<h2>What you will find here</h2>
<ul>
<li>Guides to researching, funding and buying a franchise.</li>
<li>Honest stories from franchisees, including what went wrong.</li>
<li>News and trends from across the UK franchise sector.</li>
</ul>
<blockquote>Our aim is simple: to help you make a well-informed decision, whichever franchise you choose.</blockquote>
<p>If there is a topic you would like us to cover, get in touch through our contact page.</p>`,
  },
  {
    key: 'exhibition-day',
    title: 'Franchise exhibitions: how to make the most of a show day',
    category: 'getting-started',
    author: 'James Okafor',
    published: false,
    daysAgo: 3,
    image: 5,
    metaDescription:
      'How to plan a day at a UK franchise exhibition: shortlisting brands, the questions to ask at each stand, seminars worth attending and following up afterwards.',
    keywords: 'franchise exhibition, franchise show, franchise expo UK, researching franchises',
    html: `<h2>Plan before you go</h2>
<p>Franchise exhibitions bring dozens of brands under one roof. Without a plan, it is easy to leave with a bag of brochures and no clearer idea of what you want.</p>
<ul>
<li>Shortlist ten brands in advance and note your questions for each.</li>
<li>Book the seminars on finance and legal advice.</li>
<li>Bring a budget figure you are comfortable with.</li>
</ul>
<blockquote>Draft: add the follow-up section and exhibitor quotes before publishing.</blockquote>`,
  },
];
