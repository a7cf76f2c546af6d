/**
 * The demo franchises: fictional UK brands (no real trademarks). Each names its main category and
 * usually one subcategory; `also` lists a second main category. `owner` is a franchisor key
 * ('demo' is franchisor@demo.test, 'pending-demo' is pending@demo.test) or null for a listing
 * without a franchisor. `investment` is in pounds; null means the franchisor gave no figure.
 */

export interface FranchiseDef {
  key: string;
  name: string;
  owner: string | null;
  category: string;
  sub?: string;
  also?: string;
  location: string;
  investment: number | null;
  status?: 'approved' | 'pending' | 'rejected';
  /** Year the brand started and how many outlets it has, for the description. */
  founded: number;
  units: number;
  short: string;
  pitch: string;
  brochure?: boolean;
  /** No main image, so the placeholder shows. */
  noImage?: boolean;
}

export const FRANCHISES: FranchiseDef[] = [
  // Food & Drink
  {
    key: 'bean-and-bothy', name: 'Bean & Bothy Coffee', owner: 'oakridge', category: 'food', sub: 'coffee', location: 'Nationwide', investment: 145000, founded: 2014, units: 38, brochure: true,
    short: 'Neighbourhood speciality coffee houses with a Scottish bothy feel, roasting in small batches and serving all-day brunch.',
    pitch: 'Bean & Bothy began as a single converted bothy on the edge of Perth, serving coffee roasted in the back room and toasties to walkers. Today our coffee houses sit on high streets and in market towns across the UK, each one built around a big communal table, a wood-burner feel and coffee our own roastery supplies weekly.',
  },
  {
    key: 'copper-kettle', name: 'Copper Kettle Tearooms', owner: null, category: 'food', sub: 'coffee', location: 'South West England', investment: 95000, founded: 2009, units: 14,
    short: 'Traditional tearooms serving cream teas, homemade cakes and light lunches in heritage towns and visitor attractions.',
    pitch: 'Copper Kettle Tearooms serve proper loose-leaf tea, scones baked every morning and a seasonal lunch menu in some of the South West’s best-loved towns. Many of our tearooms trade inside garden centres and visitor attractions, which gives owners a steady stream of customers from spring to Christmas.',
  },
  {
    key: 'loaded-spud', name: 'The Loaded Spud Co.', owner: 'oakridge', category: 'food', sub: 'mobile-catering', location: 'UK', investment: 32500, founded: 2017, units: 52,
    short: 'A converted vintage van selling jacket potatoes with generous fillings at markets, festivals, offices and private events.',
    pitch: 'The Loaded Spud Co. is street food made simple: one fully fitted vintage van, a menu built around a single hero product and a calendar of markets, business parks, festivals and weddings. Our owners trade four or five days a week and choose how many weekend events they take on.',
  },
  {
    key: 'saffron-street', name: 'Saffron Street Kitchen', owner: 'oakridge', category: 'food', sub: 'takeaway', location: 'Birmingham', investment: 275000, founded: 2012, units: 21,
    short: 'Fast-casual Indian street food restaurants with a takeaway and delivery business built in from day one.',
    pitch: 'Saffron Street Kitchen brings the street food of Mumbai and Delhi to British high streets: bowls, wraps and thalis cooked fresh in open kitchens. Around half of every restaurant’s sales come through delivery platforms and our own app, so sites are designed for fast collection as well as eating in.',
  },
  {
    key: 'crumb-and-co', name: 'Crumb & Co. Bakehouse', owner: 'oakridge', category: 'food', sub: 'bakery', location: 'London and South East', investment: 180000, founded: 2015, units: 17,
    short: 'Artisan neighbourhood bakeries baking sourdough, pastries and celebration cakes on site every morning.',
    pitch: 'Every Crumb & Co. bakehouse has its ovens in the shop window. Our bakers start at four, and by seven the counter is full of sourdough, cinnamon buns and sausage rolls. Wholesale accounts with local cafés and a busy celebration-cake order book give each bakery income beyond the morning rush.',
  },
  {
    key: 'fire-and-dough', name: 'Fire & Dough Pizzeria', owner: 'oakridge', category: 'food', sub: 'restaurants', location: 'Manchester', investment: 650000, founded: 2011, units: 12, brochure: true,
    short: 'Wood-fired Neapolitan pizza restaurants with a bar, for multi-site operators and experienced hospitality investors.',
    pitch: 'Fire & Dough is a full-service restaurant and bar concept built around a domed wood-fired oven and dough rested for 48 hours. Our restaurants seat between 80 and 140 covers and suit experienced operators or investors who will appoint a general manager and grow to several sites in a region.',
  },
  {
    key: 'snack-stop', name: 'Snack Stop Vending', owner: 'oakridge', category: 'retail', sub: 'vending', also: 'food', location: 'Nationwide', investment: 16500, founded: 2016, units: 64,
    short: 'Healthy snack and drink vending routes placed in gyms, schools, offices and hospitals, run from home.',
    pitch: 'Snack Stop places smart, cashless vending machines stocked with healthier snacks and drinks in gyms, offices, colleges and hospitals. Owners run a route of 20 to 40 machines, restocking them on a schedule that our telemetry sets from each machine’s live sales.',
  },
  {
    key: 'scoop-and-sundae', name: 'Scoop & Sundae Dessert Parlour', owner: 'kestrel', category: 'food', sub: 'bakery', location: 'Leeds', investment: 250000, founded: 2013, units: 26,
    short: 'Family dessert parlours serving gelato, waffles, crêpes and sundaes until late, seven days a week.',
    pitch: 'Scoop & Sundae is where families go after the cinema and friends meet when they do not want a pub. Our parlours open from noon until late, with gelato made on site, a waffle and crêpe bar and a menu that changes with the seasons. Evening and weekend trade makes up most of the takings.',
  },
  // Home Services
  {
    key: 'fixright', name: 'FixRight Handyman Services', owner: 'harbour-lane', category: 'home', sub: 'handyman', location: 'Nationwide', investment: 22000, founded: 2010, units: 88,
    short: 'A van-based handyman business doing the small jobs homeowners, landlords and letting agents struggle to get done.',
    pitch: 'FixRight exists because so many tradespeople will not take on small jobs. Our handymen put up shelves, hang doors, fix leaking taps and work through landlords’ snagging lists, booked in half-day and full-day slots at a fixed rate. Letting agents and housing associations give many owners a steady weekday base of work.',
  },
  {
    key: 'greenleaf', name: 'Greenleaf Garden Care', owner: 'harbour-lane', category: 'home', sub: 'gardening', location: 'Midlands', investment: 28500, founded: 2012, units: 46,
    short: 'Regular garden maintenance rounds for homes and businesses, with lawn treatments and hedge cutting as add-ons.',
    pitch: 'Greenleaf owners build rounds of regular customers whose gardens they look after every fortnight from March to November, then switch to hedge cutting, leaf clearance and commercial contracts over winter. Most customers pay by monthly direct debit, which evens out the seasons.',
  },
  {
    key: 'kitchen-revive', name: 'Kitchen Revive', owner: 'harbour-lane', category: 'home', sub: 'kitchens', location: 'UK', investment: 38000, founded: 2008, units: 33, brochure: true,
    short: 'Kitchen makeovers without the rip-out: new doors, worktops and appliances fitted in days, not weeks.',
    pitch: 'Most kitchens do not need replacing; they need a facelift. Kitchen Revive owners visit homeowners with a sample case, design a makeover of new doors, worktops, handles and appliances on the spot, and have it fitted within two to three days, at around half the cost of a new kitchen.',
  },
  {
    key: 'boilerbright', name: 'BoilerBright Heating', owner: 'harbour-lane', category: 'home', sub: 'plumbing', location: 'North West England', investment: 60000, founded: 2011, units: 19,
    short: 'Boiler servicing, repairs and installations with a growing heat pump and service-plan business.',
    pitch: 'BoilerBright franchisees manage a team of Gas Safe engineers who service, repair and install boilers for homeowners and landlords. Annual service plans give each territory recurring income, and our heat pump division means owners are ready for the move away from gas.',
  },
  {
    key: 'drainwise', name: 'Drainwise', owner: 'harbour-lane', category: 'home', sub: 'plumbing', location: 'Yorkshire', investment: 75000, founded: 2007, units: 24,
    short: 'Emergency and planned drainage services: unblocking, CCTV surveys and no-dig repairs for homes and businesses.',
    pitch: 'Drains block at all hours, and Drainwise is the number people call. Owners run a jetting van and CCTV survey kit, answering emergency call-outs from homeowners and planned work from insurers, housing associations and restaurants. Insurance and commercial contracts make up more than half of network turnover.',
  },
  {
    key: 'patio-pros', name: 'Patio Pros Landscaping', owner: 'cornerstone', category: 'home', sub: 'gardening', location: 'South East England', investment: 45000, founded: 2014, units: 15,
    short: 'Patio, driveway and garden landscaping projects, from design to build, for homeowners who want a finished outdoor space.',
    pitch: 'Patio Pros designs and builds patios, paths, decking and planting schemes. Owners handle design visits and quotes while a small crew builds; the average project value is well over £8,000, so a modest number of jobs each month makes a good living.',
  },
  // Cleaning
  {
    key: 'brightside-cleaning', name: 'Brightside Home Cleaning', owner: 'demo', category: 'cleaning', sub: 'domestic-cleaning', location: 'Nationwide', investment: 18500, founded: 2013, units: 57, brochure: true,
    short: 'A managed domestic cleaning service: you recruit and lead vetted cleaners who look after busy households weekly or fortnightly.',
    pitch: 'Brightside Home Cleaning is a management franchise, not a mop-and-bucket job. Owners win regular clients, recruit and vet local cleaners, and manage quality with spot checks and our client app. A typical established territory looks after more than 200 homes every fortnight.',
  },
  {
    key: 'pressed-and-folded', name: 'Pressed & Folded Laundry', owner: 'demo', category: 'cleaning', sub: 'specialist-cleaning', location: 'London', investment: 85000, founded: 2016, units: 11,
    short: 'Collection-and-delivery laundry, ironing and dry cleaning for households, hotels and holiday lets.',
    pitch: 'Pressed & Folded collects laundry and ironing from homes, offices, holiday lets and boutique hotels, processes it in a compact unit and delivers it back within 48 hours. Customers book and pay in our app; owners run the unit, a van and a small team.',
  },
  {
    key: 'officeshine', name: 'OfficeShine Commercial Cleaning', owner: 'harbour-lane', category: 'cleaning', sub: 'commercial-cleaning', location: 'UK', investment: 42000, founded: 2006, units: 41,
    short: 'Contract cleaning for offices, surgeries, schools and showrooms, with monthly invoiced contracts.',
    pitch: 'OfficeShine franchisees build a portfolio of cleaning contracts with offices, dental and GP surgeries, schools and car showrooms. Contracts are invoiced monthly and typically run for years, so every account you win adds to a predictable income.',
  },
  {
    key: 'deep-pile', name: 'Deep Pile Carpet Care', owner: 'harbour-lane', category: 'cleaning', sub: 'carpet', location: 'Wales', investment: 26000, founded: 2009, units: 22,
    short: 'Carpet, rug and upholstery cleaning with hot-water extraction and stain protection, for homes and businesses.',
    pitch: 'Deep Pile owners clean carpets, rugs, sofas and mattresses using truck-mounted hot-water extraction. Homeowners book ahead of Christmas and house moves, while pubs, hotels and letting agents book throughout the year.',
  },
  {
    key: 'ovengleam', name: 'OvenGleam', owner: 'thistle', category: 'cleaning', sub: 'specialist-cleaning', location: 'Scotland', investment: 14500, founded: 2012, units: 34,
    short: 'Specialist oven, hob and extractor cleaning in customers’ homes, using a dip tank in a fitted van.',
    pitch: 'OvenGleam technicians strip ovens, hobs and extractors, clean the parts in a heated dip tank in the van and rebuild them sparkling, all in around two hours. Most customers rebook every six to twelve months, and letting agents use us between tenancies.',
  },
  {
    key: 'window-wizards', name: 'Window Wizards', owner: 'thistle', category: 'cleaning', sub: 'commercial-cleaning', location: 'Scotland', investment: 11000, founded: 2015, units: 28,
    short: 'Pure-water window, gutter and fascia cleaning rounds for homes and commercial premises.',
    pitch: 'Window Wizards uses water-fed poles and purified water to clean windows, gutters, fascias and conservatory roofs. Owners build rounds of four-weekly domestic customers and add shopfronts and small commercial buildings.',
  },
  // Care
  {
    key: 'brightside-care', name: 'Brightside Care at Home', owner: 'demo', category: 'care', sub: 'home-care', location: 'England', investment: 100000, founded: 2011, units: 23, brochure: true,
    short: 'CQC-registered home care helping older people stay independent at home, from companionship to personal care.',
    pitch: 'Brightside Care at Home supports older people to live well in their own homes, with visits of at least an hour so our carers never rush. Owners register their branch with the Care Quality Commission with our help, recruit local carers and build relationships with families, GPs and social workers.',
  },
  {
    key: 'heather-lodge', name: 'Heather Lodge Home Care', owner: 'thistle', category: 'care', sub: 'home-care', location: 'Scotland', investment: 120000, founded: 2008, units: 16,
    short: 'Care Inspectorate-registered home care across Scotland, combining personal care with practical help around the home.',
    pitch: 'Heather Lodge Home Care was founded by two district nurses in Fife. Our branches provide personal care, medication support, meal preparation and companionship, and are registered with the Care Inspectorate. A growing share of our work is privately funded, alongside local authority contracts.',
  },
  {
    key: 'constant-companions', name: 'Constant Companions', owner: 'thistle', category: 'care', sub: 'companionship', location: 'Nationwide', investment: 55000, founded: 2017, units: 31,
    short: 'Non-medical companionship, outings and help around the home for older people living alone.',
    pitch: 'Constant Companions matches older people with companions who share their interests, for coffee and conversation, trips to the shops, appointments and days out. Because our service is non-medical, owners can launch quickly while we support them towards registered care later.',
  },
  {
    key: 'livewell', name: 'LiveWell Live-in Care', owner: 'thistle', category: 'care', sub: 'live-in-care', location: 'UK', investment: 140000, founded: 2010, units: 12,
    short: 'Fully managed live-in care as an alternative to a care home, with carers who live with the client.',
    pitch: 'LiveWell places trained carers who live in their client’s home, providing round-the-clock support so couples can stay together and people with complex needs avoid moving to a care home. Weekly fees are high and placements long, so each client represents significant recurring revenue.',
  },
  {
    key: 'memory-lane', name: 'Memory Lane Day Clubs', owner: 'thistle', category: 'care', sub: 'companionship', location: 'Northern Ireland', investment: 48000, founded: 2018, units: 9, noImage: true,
    short: 'Day clubs for people living with dementia, with music, reminiscence and gentle exercise, giving family carers a break.',
    pitch: 'Memory Lane Day Clubs run in community halls two to five days a week. Members enjoy music, reminiscence sessions, gentle exercise and a hot lunch, and their families get a day of respite. Owners hire halls rather than buy premises, which keeps the investment low.',
  },
  // Children's Education & Activities
  {
    key: 'little-sparks', name: 'Little Sparks Science Club', owner: 'demo', category: 'children', sub: 'stem', location: 'Nationwide', investment: 24000, founded: 2012, units: 64, brochure: true,
    short: 'Hands-on science clubs, holiday camps and birthday parties for children aged 4 to 11.',
    pitch: 'Little Sparks turns children into scientists for an hour: slime, rockets, volcanoes and circuits, all linked to the national curriculum. Owners run after-school clubs in primary schools, holiday camps and weekend parties, with presenters they recruit and train using our lesson plans.',
  },
  {
    key: 'bright-minds', name: 'Bright Minds Tutoring', owner: 'northstar', category: 'children', sub: 'tutoring', location: 'UK', investment: 15000, founded: 2007, units: 92,
    short: 'Small-group and one-to-one tuition in English, maths and science from age 5 to GCSE.',
    pitch: 'Bright Minds centres offer tuition in small groups of up to four, following a personal learning plan set after a free assessment. Parents pay a monthly subscription, and many children stay with us for years, from reading support through to GCSE revision.',
  },
  {
    key: 'kickabout-kids', name: 'Kickabout Kids Football', owner: 'northstar', category: 'children', sub: 'kids-sport', also: 'fitness', location: 'Nationwide', investment: 12500, founded: 2014, units: 71,
    short: 'Fun football classes for toddlers and primary-age children, plus school PE sessions and holiday camps.',
    pitch: 'Kickabout Kids teaches football skills through games and stories, from walking toddlers to eleven-year-olds. Weekend and after-school classes are paid termly, and owners add PE provision in primary schools and holiday camps to fill their weekdays.',
  },
  {
    key: 'stagecraft', name: 'Stagecraft Theatre School', owner: 'northstar', category: 'children', sub: 'creative-arts', location: 'London and South East', investment: 19500, founded: 2010, units: 29,
    short: 'Weekend performing arts schools teaching drama, singing and dance, with an end-of-year show.',
    pitch: 'Stagecraft schools meet on Saturdays in school halls, with three hours of drama, singing and dance for children aged 4 to 18. Every year ends with a show in a local theatre, and our older students take LAMDA exams.',
  },
  {
    key: 'acorn-tree', name: 'Acorn Tree Nurseries', owner: 'northstar', category: 'children', sub: 'early-years', location: 'South of England', investment: 850000, founded: 2005, units: 18, brochure: true,
    short: 'Purpose-built day nurseries for babies to pre-schoolers, rated Good or Outstanding by Ofsted across the network.',
    pitch: 'Acorn Tree Nurseries provide full-day care and early education from three months to school age, in buildings with large outdoor spaces and forest-school areas. This is an investor franchise: owners appoint a nursery manager, and we help find, buy and fit out the premises.',
  },
  {
    key: 'codecrafters', name: 'CodeCrafters Academy', owner: 'northstar', category: 'children', sub: 'stem', location: 'UK', investment: 29000, founded: 2016, units: 37,
    short: 'Coding, robotics and game design classes for 7 to 16 year olds, after school and in the holidays.',
    pitch: 'CodeCrafters teaches children to build games, program robots and design websites, progressing through belts like a martial art. Classes run after school and at weekends in rented rooms, with holiday camps that sell out every summer.',
  },
  {
    key: 'splash-tots', name: 'Splash Tots Swimming', owner: 'northstar', category: 'children', sub: 'kids-sport', location: 'North East England', investment: null, founded: 2013, units: 20,
    short: 'Baby and pre-school swimming lessons in warm hired pools, building water confidence from birth.',
    pitch: 'Splash Tots teaches babies and toddlers to be safe and confident in water, in small classes held in warm hotel and school pools we hire by the hour. Parents book ten-week courses, and most stay with us until their child moves to school swimming.',
  },
  // Fitness
  {
    key: 'ironworks', name: 'IronWorks Gym', owner: 'peak', category: 'fitness', sub: 'gyms', location: 'Nationwide', investment: 495000, founded: 2009, units: 27,
    short: '24-hour strength-focused gyms with free weights, coached classes and a low monthly membership.',
    pitch: 'IronWorks is a 24-hour gym for people who lift: more racks and platforms than machines, coached strength classes and an atmosphere members feel part of. Sites of 8,000 to 12,000 sq ft on trading estates keep rents low and membership prices competitive.',
  },
  {
    key: 'pulse-spin', name: 'Pulse Spin Studios', owner: 'peak', category: 'fitness', sub: 'gyms', location: 'London', investment: 500000, founded: 2015, units: 8,
    short: 'Boutique indoor cycling studios with immersive lighting, sound and instructor-led 45-minute rides.',
    pitch: 'Pulse is a boutique studio built around a single experience: a 45-minute ride in the dark with a big sound system, a great instructor and live leaderboards. Members buy class packs and memberships through our app, and studios run up to eight classes a day.',
  },
  {
    key: 'fitfor50', name: 'FitFor50 Personal Training', owner: 'peak', category: 'fitness', sub: 'personal-training', location: 'UK', investment: 9500, founded: 2018, units: 44,
    short: 'Personal training and small-group classes designed for adults over 50, at home, outdoors or in community venues.',
    pitch: 'FitFor50 helps people in their fifties, sixties and seventies get stronger, fitter and more mobile. Owners are qualified personal trainers who deliver one-to-one sessions in clients’ homes and small classes in community halls, with programmes we design with physiotherapists.',
  },
  {
    key: 'dawn-patrol', name: 'Dawn Patrol Boot Camps', owner: 'peak', category: 'fitness', sub: 'outdoor-fitness', location: 'Nationwide', investment: 7500, founded: 2011, units: 58,
    short: 'Early-morning outdoor fitness boot camps in parks and on beaches, run by former service personnel.',
    pitch: 'Dawn Patrol runs hour-long outdoor workouts at 6am and 7pm in parks and on beaches, led by instructors with a military or sports background. Members pay a monthly subscription and train in all weathers; the camaraderie keeps them coming back.',
  },
  {
    key: 'barre-and-breathe', name: 'Barre & Breathe Studios', owner: 'peak', category: 'fitness', sub: 'gyms', also: 'beauty', location: 'Bristol', investment: 210000, founded: 2016, units: 10,
    short: 'Boutique barre, Pilates and yoga studios with a calm, spa-like feel and a loyal membership.',
    pitch: 'Barre & Breathe studios offer barre, reformer Pilates and yoga in small classes. Our members come for the workout and stay for the atmosphere: a studio that feels like a spa, with a small retail corner and a community of regulars.',
  },
  // Pet Services
  {
    key: 'waggy-tails', name: 'Waggy Tails Walkers', owner: 'demo', category: 'pets', sub: 'dog-walking', location: 'Nationwide', investment: 9950, founded: 2014, units: 112,
    short: 'Dog walking, puppy visits and home pet sitting, insured and DBS-checked, run from a branded van.',
    pitch: 'Waggy Tails owners walk dogs in small groups, visit puppies and elderly pets during the day and look after pets at home while their owners are away. Most start by walking themselves and grow into managing a team of walkers across their territory.',
  },
  {
    key: 'highland-hound', name: 'Highland Hound Grooming', owner: null, category: 'pets', sub: 'grooming', location: 'Scotland', investment: 35000, founded: 2012, units: 13,
    short: 'Mobile dog grooming salons that come to the customer’s door, from full grooms to nail clips.',
    pitch: 'Highland Hound converts vans into fully equipped grooming salons with warm water, a hydraulic table and a dryer. Dogs are groomed on the driveway without the stress of a busy salon, and most customers rebook every six to eight weeks.',
  },
  {
    key: 'pawfect-manners', name: 'Pawfect Manners Dog Training', owner: 'kestrel', category: 'pets', sub: 'dog-training', location: 'UK', investment: 14000, founded: 2015, units: 25,
    short: 'Puppy classes, one-to-one behaviour sessions and group training using kind, reward-based methods.',
    pitch: 'Pawfect Manners trainers run puppy classes, adolescent dog courses and one-to-one behaviour consultations, all using reward-based methods. Classes are held in hired halls and fields, and many clients come through vets and rescue centres.',
  },
  {
    key: 'pet-pantry', name: 'The Pet Pantry', owner: 'kestrel', category: 'pets', sub: 'pet-supplies', also: 'retail', location: 'Midlands', investment: 160000, founded: 2010, units: 19, brochure: true,
    short: 'Independent-feel pet shops selling natural food, treats and accessories, with a self-service dog wash.',
    pitch: 'The Pet Pantry is a neighbourhood pet shop with expert staff, natural and raw food ranges, a treat counter and a self-service dog wash. A home delivery subscription for food keeps customers loyal between visits.',
  },
  {
    key: 'moggy-and-mutt', name: 'Moggy & Mutt Mobile Spa', owner: 'kestrel', category: 'pets', sub: 'grooming', location: 'North West England', investment: 58000, founded: 2019, units: 7,
    short: 'Premium mobile grooming for dogs and cats, with spa treatments and a subscription grooming plan.',
    pitch: 'Moggy & Mutt grooms dogs and cats in a quiet, custom-built van, with spa baths, de-shedding treatments and a calm approach for nervous animals. Our grooming plan lets customers spread the cost monthly.',
  },
  // Automotive
  {
    key: 'redline-mechanics', name: 'Redline Mobile Mechanics', owner: 'redline', category: 'automotive', sub: 'servicing', location: 'Nationwide', investment: 36000, founded: 2008, units: 48,
    short: 'Servicing, repairs and diagnostics at the customer’s home or workplace, by qualified mobile mechanics.',
    pitch: 'Redline mechanics carry out servicing, brakes, clutches, batteries and diagnostics on driveways and in office car parks. Customers book online at fixed prices; owners add fleet work for local businesses that cannot afford vehicles off the road.',
  },
  {
    key: 'scratchfix', name: 'ScratchFix Smart Repair', owner: 'redline', category: 'automotive', sub: 'smart-repair', location: 'UK', investment: 27500, founded: 2005, units: 63,
    short: 'Mobile scratch, scuff, dent and alloy wheel repairs for drivers, dealerships and lease companies.',
    pitch: 'ScratchFix technicians repair bumper scuffs, scratches, small dents and kerbed alloys on site, in a couple of hours, for a fraction of a bodyshop’s price. Car dealers and lease return centres provide regular trade work alongside retail customers.',
  },
  {
    key: 'tyrego', name: 'TyreGo Mobile Tyres', owner: 'redline', category: 'automotive', sub: 'tyres', location: 'England and Wales', investment: 68000, founded: 2013, units: 30,
    short: 'Mobile tyre fitting at home or work, including run-flats, balancing and fleet accounts.',
    pitch: 'TyreGo fits tyres wherever the customer is, from a van carrying a fitting machine, balancer and stock. Customers order online and choose a slot; fleet and breakdown contracts fill the gaps.',
  },
  {
    key: 'first-gear', name: 'First Gear Driving School', owner: 'redline', category: 'automotive', sub: 'driving-schools', location: 'Nationwide', investment: 11000, founded: 2004, units: 140,
    short: 'A driving school franchise for approved driving instructors, with a dual-controlled car and pupils supplied.',
    pitch: 'First Gear gives approved driving instructors a new dual-controlled car, a steady flow of pupils from our national booking centre and an app that handles scheduling and payments, so instructors can focus on teaching.',
  },
  {
    key: 'gleam-machine', name: 'Gleam Machine Car Valeting', owner: 'redline', category: 'automotive', sub: 'smart-repair', location: 'Scotland', investment: 19000, founded: 2016, units: 21,
    short: 'Mobile car valeting and detailing with waterless products, for private drivers and company car fleets.',
    pitch: 'Gleam Machine valets cars on driveways and in business car parks using waterless and eco products, from a quick wash to a full paint correction. Corporate accounts with car dealers and businesses keep diaries full midweek.',
  },
  {
    key: 'clearview', name: 'ClearView Windscreens', owner: 'redline', category: 'automotive', sub: 'tyres', location: 'Yorkshire', investment: 89000, founded: 2010, units: 14,
    short: 'Mobile windscreen repair and replacement with camera recalibration, working with insurers and fleets.',
    pitch: 'ClearView repairs chips and replaces windscreens at the roadside, at home or at work, including the camera recalibration modern cars need. Insurance approvals and fleet contracts provide most of the work.',
  },
  // Retail
  {
    key: 'village-pantry', name: 'Village Pantry Convenience', owner: 'kestrel', category: 'retail', sub: 'convenience', location: 'England', investment: 320000, founded: 2003, units: 45,
    short: 'Community convenience stores with local produce, a post office counter and a coffee bar.',
    pitch: 'Village Pantry stores are the heart of their villages and suburbs: fresh bread, local produce, a coffee bar, parcel services and often a post office counter. Our buying group gives owners supermarket-level prices on the essentials.',
  },
  {
    key: 'fixpoint', name: 'FixPoint Phone Repair', owner: 'kestrel', category: 'retail', sub: 'tech-repair', location: 'UK', investment: 65000, founded: 2012, units: 36,
    short: 'While-you-wait repairs for phones, tablets, laptops and game consoles, plus refurbished devices.',
    pitch: 'FixPoint repairs cracked screens, batteries and charging ports while the customer waits, and sells refurbished phones with a 12-month warranty. Kiosks and small shops in shopping centres and high streets keep rents manageable.',
  },
  {
    key: 'refill-room', name: 'The Refill Room', owner: 'kestrel', category: 'retail', sub: 'speciality-retail', location: 'Brighton', investment: 72000, founded: 2018, units: 12,
    short: 'Zero-waste refill shops for dried foods, cleaning products and toiletries, with a local delivery service.',
    pitch: 'The Refill Room sells pasta, grains, nuts, oils, cleaning products and toiletries by weight into customers’ own containers. Shops build loyal local followings, with workshops and a refill delivery round on bikes.',
  },
  // Business Services
  {
    key: 'ledgerline', name: 'Ledgerline Bookkeeping', owner: 'meridian', category: 'b2b', sub: 'accountancy', location: 'Nationwide', investment: 14995, founded: 2009, units: 86,
    short: 'Cloud bookkeeping, payroll and VAT returns for small businesses, run from home by qualified bookkeepers.',
    pitch: 'Ledgerline bookkeepers look after the books, payroll, VAT returns and management accounts of sole traders and small businesses, using cloud accounting software. Clients pay a fixed monthly fee, so every client added builds recurring income.',
  },
  {
    key: 'local-spark', name: 'Local Spark Digital Marketing', owner: 'meridian', category: 'b2b', sub: 'marketing', location: 'UK', investment: 21000, founded: 2015, units: 40,
    short: 'Websites, local search, social media and paid advertising for small businesses on monthly plans.',
    pitch: 'Local Spark owners are the local face of a digital agency: they meet business owners, agree a marketing plan and account-manage it, while our central studio builds websites, runs ads and writes content. Clients sign up to monthly plans.',
  },
  {
    key: 'summit-coaching', name: 'Summit Business Coaching', owner: 'meridian', category: 'b2b', sub: 'coaching', location: 'Nationwide', investment: 38500, founded: 2006, units: 52,
    short: 'Business coaching and peer boards for owners of growing small and medium-sized businesses.',
    pitch: 'Summit coaches work with owners of businesses turning over £500,000 to £10 million, through one-to-one coaching, quarterly planning days and peer advisory boards. It suits people with senior management experience who want to put it to work for local firms.',
  },
  {
    key: 'cloudguard', name: 'CloudGuard IT Support', owner: 'meridian', category: 'b2b', sub: 'it-support', location: 'Midlands and North', investment: 48000, founded: 2011, units: 18,
    short: 'Managed IT support, cyber security and Microsoft 365 for small offices, on per-user monthly contracts.',
    pitch: 'CloudGuard franchisees provide small businesses with a help desk, device management, backups and cyber security for a per-user monthly fee. Our central service desk takes first-line calls, leaving owners to win clients and handle on-site work.',
  },
  // Property & Lettings
  {
    key: 'keystone-lettings', name: 'Keystone Lettings', owner: 'demo', category: 'property', sub: 'lettings', location: 'London and South East', investment: 50000, founded: 2007, units: 42,
    short: 'Lettings and property management offices building a portfolio of managed homes for local landlords.',
    pitch: 'Keystone Lettings owners find tenants and manage homes for private landlords, earning a monthly percentage of the rent on every managed property. A portfolio of 200 managed homes is a valuable, saleable business, and we help owners buy portfolios from retiring agents.',
  },
  {
    key: 'hearth-and-home', name: 'Hearth & Home Estate Agents', owner: 'cornerstone', category: 'property', sub: 'estate-agency', location: 'England', investment: 120000, founded: 2005, units: 35,
    short: 'High street estate agency offices combining sales, lettings and mortgage referrals.',
    pitch: 'Hearth & Home is a traditional estate agency with modern marketing: professional photography, video tours and an online valuation tool that brings in instructions. Lettings and mortgage referrals give each office income when the sales market is quiet.',
  },
  {
    key: 'inventory-hub', name: 'Inventory Hub', owner: 'cornerstone', category: 'property', sub: 'inventories', location: 'Nationwide', investment: 12000, founded: 2013, units: 47,
    short: 'Inventories, check-ins, check-outs and mid-term inspections for letting agents and landlords.',
    pitch: 'Inventory Hub clerks produce detailed, photographed inventory reports for rented homes on our tablet app, then return for check-outs and inspections. Letting agents outsource this work and book it week after week.',
  },
  {
    key: 'castlegate', name: 'Castlegate Property Management', owner: 'cornerstone', category: 'property', sub: 'lettings', location: 'Edinburgh', investment: 135000, founded: 2012, units: 8,
    short: 'Property and block management for landlords, holiday lets and residents’ associations.',
    pitch: 'Castlegate manages rented homes, short-term holiday lets and shared blocks of flats, dealing with maintenance, compliance and tenants so owners do not have to. Holiday-let management gives Scottish and tourist-town offices strong summer income.',
  },
  // Beauty & Wellbeing
  {
    key: 'blade-and-bristle', name: 'Blade & Bristle Barbers', owner: 'peak', category: 'beauty', sub: 'hair', location: 'Nationwide', investment: 115000, founded: 2014, units: 33,
    short: 'Modern barbershops with online booking, hot towel shaves and a grooming product range.',
    pitch: 'Blade & Bristle barbershops combine classic barbering with online booking, membership plans and our own grooming products. Owners can cut or manage; most run a shop of four to six chairs with a manager.',
  },
  {
    key: 'polished', name: 'Polished Nail Bar', owner: 'wayfarer', category: 'beauty', sub: 'nails', location: 'Liverpool', investment: 78000, founded: 2017, units: 15,
    short: 'Nail bars in shopping centres and high streets offering manicures, gels and express treatments.',
    pitch: 'Polished nail bars are bright, quick and friendly: walk-ins welcome, express treatments in 30 minutes and a loyalty app that brings customers back every three weeks.',
  },
  {
    key: 'tranquil-touch', name: 'Tranquil Touch Mobile Massage', owner: 'wayfarer', category: 'beauty', sub: 'spa', location: 'UK', investment: 6500, founded: 2016, units: 39, noImage: true,
    short: 'Mobile massage therapists visiting homes, offices and events, with corporate wellbeing days.',
    pitch: 'Tranquil Touch therapists bring a massage table and a calm hour to clients’ homes, and run chair massage days in offices and at events. Corporate wellbeing contracts are the fastest-growing part of the network.',
  },
  {
    key: 'glow-clinics', name: 'Glow Skin Clinics', owner: 'wayfarer', category: 'beauty', sub: 'nails', location: 'London', investment: 380000, founded: 2013, units: 11,
    short: 'Medical-grade skin clinics offering facials, laser treatments and injectables by qualified practitioners.',
    pitch: 'Glow clinics offer advanced facials, skin peels, laser hair removal and injectables delivered by nurses and qualified practitioners, in calm clinical spaces. Treatment courses and memberships give each clinic predictable revenue.',
  },
  {
    key: 'mindease', name: 'MindEase Wellbeing Centres', owner: 'wayfarer', category: 'beauty', sub: 'wellbeing', location: 'Nationwide', investment: null, founded: 2019, units: 6,
    short: 'Wellbeing centres offering counselling rooms, yoga, mindfulness courses and workplace wellbeing programmes.',
    pitch: 'MindEase centres bring together counselling rooms let to accredited therapists, yoga and mindfulness classes, and workplace wellbeing programmes sold to local employers. Investment depends on the building and its fit-out, so we prepare a costing for each location.',
  },
  // Travel
  {
    key: 'journeyman', name: 'Journeyman Travel Agents', owner: 'wayfarer', category: 'travel', sub: 'travel-agents', location: 'Nationwide', investment: 4995, founded: 2002, units: 210,
    short: 'Home-based travel agents with ATOL protection, tailor-made holidays and cruises, and full booking support.',
    pitch: 'Journeyman agents plan holidays, honeymoons, cruises and group trips from home, backed by our ATOL licence, booking systems and supplier rates. It suits people who love travel and already have a network of friends, clubs and colleagues who ask for advice.',
  },
  {
    key: 'hidden-britain', name: 'Hidden Britain Tours', owner: 'wayfarer', category: 'travel', sub: 'tours', location: 'UK', investment: 42000, founded: 2014, units: 16,
    short: 'Small-group minibus tours and walking tours to the lesser-known places in Britain’s regions.',
    pitch: 'Hidden Britain runs day tours and short breaks in 16-seat minibuses, taking visitors beyond the obvious to villages, coastlines and country houses. Owners guide or employ guides, and sell through hotels, cruise terminals and online.',
  },
  {
    key: 'atlas-corporate', name: 'Atlas Corporate Travel', owner: 'wayfarer', category: 'travel', sub: 'business-travel', location: 'UK', investment: 30000, founded: 2010, units: 13,
    short: 'Business travel management for small and medium-sized companies, with a 24-hour support line.',
    pitch: 'Atlas manages flights, rail, hotels and events for companies too small for a global travel management company. Owners win and look after corporate accounts, while our booking team and 24-hour line handle the rest.',
  },
  {
    key: 'harbourside-hotels', name: 'Harbourside Boutique Hotels', owner: 'wayfarer', category: 'travel', sub: 'tours', location: 'Coastal UK', investment: 1800000, founded: 2008, units: 6, brochure: true,
    short: 'Boutique hotels of 15 to 30 rooms in harbour and seaside towns, for experienced hoteliers and investors.',
    pitch: 'Harbourside converts characterful buildings in harbour and seaside towns into boutique hotels with a restaurant and bar. Franchisees bring the property or the capital to buy one; we bring the brand, the booking engine, revenue management and central marketing.',
  },
  // Print & Signage
  {
    key: 'signright', name: 'SignRight Graphics', owner: null, category: 'print', sub: 'signs', location: 'North West England', investment: 110000, founded: 2001, units: 22,
    short: 'Signs, vehicle graphics, window displays and exhibition stands for local businesses.',
    pitch: 'SignRight centres design, print and fit shop signs, vehicle livery, window graphics and exhibition stands. A busy centre works with hundreds of local businesses, many of whom come back whenever they open a site or add a van.',
  },
  {
    key: 'printhub', name: 'PrintHub Express', owner: 'cornerstone', category: 'print', sub: 'print-shops', location: 'Nationwide', investment: 165000, founded: 2004, units: 28,
    short: 'Business-to-business print centres producing marketing materials, stationery and large-format print.',
    pitch: 'PrintHub centres print brochures, leaflets, business stationery, banners and point-of-sale for local businesses, with a web-to-print portal for repeat orders. Owners focus on account management while a production team runs the digital presses.',
  },
  {
    key: 'branded-goods', name: 'Branded Goods Co.', owner: 'cornerstone', category: 'print', sub: 'promotional', location: 'UK', investment: 18000, founded: 2012, units: 24,
    short: 'Promotional products and branded workwear for businesses, schools and clubs, run from home.',
    pitch: 'Branded Goods Co. supplies branded pens, bags, drinkware, workwear and team kit. Owners sell and manage accounts from home, and our suppliers handle printing, embroidery and delivery.',
  },
  // Recruitment
  {
    key: 'talent-bridge', name: 'Talent Bridge Recruitment', owner: 'meridian', category: 'recruitment', sub: 'permanent', location: 'Nationwide', investment: 55000, founded: 2009, units: 30,
    short: 'Permanent recruitment for office, sales and technical roles, with candidate sourcing tools provided.',
    pitch: 'Talent Bridge offices recruit for local employers in office, sales, technical and management roles, earning a fee on every placement. Our central research team sources candidates, so owners can spend their time with clients.',
  },
  {
    key: 'shiftready', name: 'ShiftReady Staffing', owner: 'meridian', category: 'recruitment', sub: 'temporary', location: 'UK', investment: 72500, founded: 2011, units: 17,
    short: 'Temporary staffing for warehouses, hospitality and events, with payroll and funding handled centrally.',
    pitch: 'ShiftReady supplies temporary workers to warehouses, hotels, caterers and event organisers. We fund the weekly payroll and handle compliance, so owners can grow a large temporary book without tying up their own cash.',
  },
  {
    key: 'apex-search', name: 'Apex Executive Search', owner: 'meridian', category: 'recruitment', sub: 'executive-search', location: 'London', investment: 95000, founded: 2006, units: 9,
    short: 'Retained executive search for board and senior appointments in growing companies.',
    pitch: 'Apex consultants run retained searches for directors and senior managers in growing companies. It suits people with senior industry or recruitment experience who can open doors at board level.',
  },
  // Not public: waiting for approval, or refused.
  {
    key: 'brightside-bathrooms', name: 'Brightside Bathrooms', owner: 'demo', category: 'home', sub: 'kitchens', location: 'Midlands', investment: 46000, founded: 2024, units: 2, status: 'pending',
    short: 'Fitted bathrooms designed and installed in five days, with accessible and wet-room options.',
    pitch: 'Brightside Bathrooms is our newest brand: a design-and-fit bathroom business that takes a customer from a home visit to a finished bathroom in five working days, with a growing line in accessible bathrooms for older customers.',
  },
  {
    key: 'brightside-vending', name: 'Brightside Vending Co.', owner: 'demo', category: 'retail', sub: 'vending', location: 'UK', investment: 8000, founded: 2023, units: 1, status: 'rejected',
    short: 'Vending machine routes with guaranteed locations.',
    pitch: 'A vending route business supplied with machines and locations.',
  },
  {
    key: 'fletcher-handyman', name: 'Fletcher Handyman Services', owner: 'pending-demo', category: 'home', sub: 'handyman', location: 'Kent', investment: 15000, founded: 2019, units: 3, status: 'pending',
    short: 'Reliable local handymen for repairs, assembly and small building jobs across Kent.',
    pitch: 'Fletcher Handyman Services started in Maidstone and now runs three teams across Kent doing repairs, flat-pack assembly and small building jobs for homeowners and landlords.',
  },
  {
    key: 'harbour-lane-roofing', name: 'Harbour Lane Roofing', owner: 'harbour-lane', category: 'home', sub: 'handyman', location: 'South West England', investment: 52000, founded: 2022, units: 3, status: 'pending',
    short: 'Roof repairs, gutters and fascias for homeowners, with a fixed-price inspection.',
    pitch: 'Harbour Lane Roofing carries out roof repairs, flat roofs, gutters and fascias, starting from a fixed-price drone inspection that homeowners can see on their phone.',
  },
  {
    key: 'junior-chefs', name: 'Junior Chefs Cookery School', owner: 'northstar', category: 'children', sub: 'creative-arts', location: 'Nationwide', investment: 18500, founded: 2021, units: 4, status: 'pending',
    short: 'Cookery classes, parties and holiday camps for children aged 5 to 14.',
    pitch: 'Junior Chefs teaches children to cook real food in after-school classes, holiday camps and parties, using mobile kitchen kits in schools and community halls.',
  },
  {
    key: 'pedal-power', name: 'Pedal Power Bike Repair', owner: 'redline', category: 'automotive', sub: 'servicing', location: 'UK', investment: 24000, founded: 2020, units: 5, status: 'pending',
    short: 'Mobile bicycle and e-bike servicing at home and at work, with cycle-to-work scheme partnerships.',
    pitch: 'Pedal Power mechanics service and repair bikes and e-bikes from an equipped van, at home or in company car parks, working with cycle-to-work schemes.',
  },
  {
    key: 'quickflip', name: 'QuickFlip Property Investors', owner: 'cornerstone', category: 'property', location: 'UK', investment: 5000, founded: 2023, units: 0, status: 'rejected',
    short: 'Make money flipping houses with our guaranteed system.',
    pitch: 'Our system shows you how to buy and sell houses quickly.',
  },
  {
    key: 'coin-kiosk', name: 'Coin Kiosk Exchange', owner: 'kestrel', category: 'retail', sub: 'speciality-retail', location: 'UK', investment: 30000, founded: 2022, units: 2, status: 'rejected',
    short: 'Self-service currency and crypto exchange kiosks in shopping centres.',
    pitch: 'Kiosks that exchange currency and cryptocurrency in shopping centres.',
  },
];
