/** The franchise category tree: UK franchise sectors with their subcategories, and how their images look. */

export type Motif =
  | 'cup'
  | 'house'
  | 'sparkle'
  | 'heart'
  | 'blocks'
  | 'dumbbell'
  | 'paw'
  | 'car'
  | 'bag'
  | 'chart'
  | 'key'
  | 'leaf'
  | 'plane'
  | 'printer'
  | 'people'
  // Food of one kind, for the listings that sell it.
  | 'pizza'
  | 'cake'
  | 'icecream'
  | 'bowl'
  | 'van';

export interface CategoryDef {
  key: string;
  name: string;
  subcategories: Array<[key: string, name: string]>;
  /** Image art: gradient from, gradient to, accent; and the illustration. */
  art: { colours: [string, string, string]; motif: Motif };
}

export const CATEGORIES: CategoryDef[] = [
  {
    key: 'food',
    name: 'Food & Drink',
    subcategories: [
      ['coffee', 'Coffee & Cafés'],
      ['takeaway', 'Takeaway & Quick Service'],
      ['restaurants', 'Restaurants & Bars'],
      ['bakery', 'Bakery & Desserts'],
      ['mobile-catering', 'Mobile Catering'],
    ],
    art: { colours: ['#7c2d12', '#f59e0b', '#fde68a'], motif: 'cup' },
  },
  {
    key: 'home',
    name: 'Home Services',
    subcategories: [
      ['handyman', 'Handyman & Property Maintenance'],
      ['gardening', 'Gardening & Landscaping'],
      ['kitchens', 'Kitchens & Bathrooms'],
      ['plumbing', 'Plumbing & Heating'],
    ],
    art: { colours: ['#14532d', '#65a30d', '#d9f99d'], motif: 'house' },
  },
  {
    key: 'cleaning',
    name: 'Cleaning',
    subcategories: [
      ['domestic-cleaning', 'Domestic Cleaning'],
      ['commercial-cleaning', 'Commercial Cleaning'],
      ['carpet', 'Carpet & Upholstery'],
      ['specialist-cleaning', 'Oven & Specialist Cleaning'],
    ],
    art: { colours: ['#0c4a6e', '#06b6d4', '#cffafe'], motif: 'sparkle' },
  },
  {
    key: 'care',
    name: 'Care',
    subcategories: [
      ['home-care', 'Home Care'],
      ['live-in-care', 'Live-in Care'],
      ['companionship', 'Dementia & Companionship'],
    ],
    art: { colours: ['#831843', '#f472b6', '#fce7f3'], motif: 'heart' },
  },
  {
    key: 'children',
    name: "Children's Education & Activities",
    subcategories: [
      ['tutoring', 'Tutoring'],
      ['kids-sport', 'Sport & Physical Activity'],
      ['creative-arts', 'Creative Arts & Drama'],
      ['early-years', 'Nurseries & Early Years'],
      ['stem', 'Coding & STEM'],
    ],
    art: { colours: ['#4c1d95', '#8b5cf6', '#fde047'], motif: 'blocks' },
  },
  {
    key: 'fitness',
    name: 'Fitness',
    subcategories: [
      ['gyms', 'Gyms & Studios'],
      ['personal-training', 'Personal Training'],
      ['outdoor-fitness', 'Outdoor & Boot Camps'],
    ],
    art: { colours: ['#111827', '#ef4444', '#fecaca'], motif: 'dumbbell' },
  },
  {
    key: 'pets',
    name: 'Pet Services',
    subcategories: [
      ['dog-walking', 'Dog Walking & Pet Sitting'],
      ['grooming', 'Pet Grooming'],
      ['dog-training', 'Dog Training'],
      ['pet-supplies', 'Pet Supplies'],
    ],
    art: { colours: ['#78350f', '#d97706', '#fef3c7'], motif: 'paw' },
  },
  {
    key: 'automotive',
    name: 'Automotive',
    subcategories: [
      ['servicing', 'Servicing & Repairs'],
      ['smart-repair', 'Smart Repair & Valeting'],
      ['tyres', 'Tyres & Windscreens'],
      ['driving-schools', 'Driving Schools'],
    ],
    art: { colours: ['#1e293b', '#2563eb', '#bfdbfe'], motif: 'car' },
  },
  {
    key: 'retail',
    name: 'Retail',
    subcategories: [
      ['convenience', 'Convenience & Food Retail'],
      ['speciality-retail', 'Speciality Retail'],
      ['tech-repair', 'Phone & Tech Repair'],
      ['vending', 'Vending'],
    ],
    art: { colours: ['#9f1239', '#fb7185', '#ffe4e6'], motif: 'bag' },
  },
  {
    key: 'b2b',
    name: 'Business Services',
    subcategories: [
      ['accountancy', 'Accountancy & Bookkeeping'],
      ['marketing', 'Marketing & Digital'],
      ['coaching', 'Business Coaching'],
      ['it-support', 'IT Support'],
    ],
    art: { colours: ['#172554', '#4f46e5', '#c7d2fe'], motif: 'chart' },
  },
  {
    key: 'property',
    name: 'Property & Lettings',
    subcategories: [
      ['estate-agency', 'Estate Agency'],
      ['lettings', 'Lettings & Property Management'],
      ['inventories', 'Inventories & Inspections'],
    ],
    art: { colours: ['#134e4a', '#14b8a6', '#ccfbf1'], motif: 'key' },
  },
  {
    key: 'beauty',
    name: 'Beauty & Wellbeing',
    subcategories: [
      ['hair', 'Hair & Barbering'],
      ['nails', 'Nails & Aesthetics'],
      ['spa', 'Massage & Spa'],
      ['wellbeing', 'Wellbeing & Therapies'],
    ],
    art: { colours: ['#581c87', '#d946ef', '#f5d0fe'], motif: 'leaf' },
  },
  {
    key: 'travel',
    name: 'Travel',
    subcategories: [
      ['travel-agents', 'Home-based Travel Agents'],
      ['tours', 'Tours & Experiences'],
      ['business-travel', 'Business Travel'],
    ],
    art: { colours: ['#075985', '#38bdf8', '#fef9c3'], motif: 'plane' },
  },
  {
    key: 'print',
    name: 'Print & Signage',
    subcategories: [
      ['print-shops', 'Print Shops'],
      ['signs', 'Signs & Vehicle Graphics'],
      ['promotional', 'Promotional Products'],
    ],
    art: { colours: ['#3f3f46', '#f97316', '#fed7aa'], motif: 'printer' },
  },
  {
    key: 'recruitment',
    name: 'Recruitment',
    subcategories: [
      ['permanent', 'Permanent Recruitment'],
      ['temporary', 'Temporary & Contract Staffing'],
      ['executive-search', 'Executive Search'],
    ],
    art: { colours: ['#1f2937', '#0d9488', '#99f6e4'], motif: 'people' },
  },
];

export type CategoryKey = (typeof CATEGORIES)[number]['key'];
