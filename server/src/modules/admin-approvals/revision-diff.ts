import { OWNERSHIP_STYLE_NAMES, type OwnershipStyle, WORKING_HOURS_NAMES, type WorkingHours } from '../catalogue/ownership.enums';
import type { ListingContent, ListingDetails } from '../franchisor-franchises/listing-content';
import { type AdminRevisionChange, RevisionChangeKind, RevisionSection } from './admin-approvals.types';

/** What the diff needs besides the two versions: names of categories and of places. */
export interface DiffNames {
  category: (id: string) => string;
  place: (key: string) => string;
}

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 2 });
const money = (v: unknown) => (typeof v === 'number' ? gbp.format(v) : null);
const yesNo = (v: unknown) => (v === true ? 'Yes' : v === false ? 'No' : null);
const plain = (v: unknown): string | null => {
  if (v === null || v === undefined || v === '') return null;
  if (Array.isArray(v)) return v.length ? v.join(', ') : null;
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);
};

/** The listing's text fields, in the form's order. */
const TEXT: [keyof ListingDetails, string][] = [
  ['shortDescription', 'Short description'],
  ['longDescription', 'Long description'],
];

/** The key facts with their labels and how each is shown; any other column of the details is shown by its name. */
const KEY_FACTS: [keyof ListingDetails, string, (v: unknown) => string | null][] = [
  ['investmentAmount', 'Investment', money],
  ['franchiseFee', 'Franchise fee', money],
  ['minimumLiquidCapital', 'Minimum liquid capital', money],
  ['royaltyFee', 'Management fee or royalty', plain],
  ['financeAvailable', 'Finance available', yesNo],
  ['yearFounded', 'Year founded', plain],
  ['outlets', 'Outlets', plain],
  ['trainingProvided', 'Training provided', plain],
  ['investmentIncludes', 'Investment includes', plain],
  [
    'ownershipStyles',
    'Suits',
    (v) => (Array.isArray(v) && v.length ? v.map((s) => OWNERSHIP_STYLE_NAMES[s as OwnershipStyle] ?? s).join(', ') : null),
  ],
  ['workingHours', "Owner's hours", (v) => (typeof v === 'string' ? WORKING_HOURS_NAMES[v as WorkingHours] : null)],
];
const NOT_KEY_FACTS = new Set<string>([...TEXT.map(([k]) => k), 'mainImageUrl', 'brochureUrl']);

/** 'turnoverPeriodEnd' → 'Turnover period end'. */
const humanize = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Dates of date columns come back as 'YYYY-MM-DD' from the table and may be ISO times in JSON: compare the day. */
const normal = (v: unknown) => {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)) return v.slice(0, 10);
  return v;
};

/**
 * The live listing and its revision, field by field, as the administrator reads them: text, key facts, categories,
 * FAQs, testimonials, success stories, and images added and removed. Unchanged fields are left out.
 */
export function diffListing(live: ListingContent, revised: ListingContent, names: DiffNames): AdminRevisionChange[] {
  const changes: AdminRevisionChange[] = [];
  const push = (section: RevisionSection, label: string, before: string | null, after: string | null) => {
    if (before === after) return;
    const kind = before === null ? RevisionChangeKind.ADDED : after === null ? RevisionChangeKind.REMOVED : RevisionChangeKind.CHANGED;
    changes.push({ section, label, kind, before, after });
  };

  push(RevisionSection.TEXT, 'Franchise name', live.name, revised.name);
  push(RevisionSection.TEXT, 'Location', live.location, revised.location);
  const areas = (c: ListingContent) => plain([...c.areas].map(names.place).sort());
  push(RevisionSection.TEXT, 'Areas', areas(live), areas(revised));
  for (const [key, label] of TEXT) push(RevisionSection.TEXT, label, plain(live.details[key]), plain(revised.details[key]));
  const brochure = (c: ListingContent) => c.details.brochureUrl ?? null;
  push(RevisionSection.TEXT, 'Brochure', brochure(live), brochure(revised));

  const known = new Set<string>(KEY_FACTS.map(([k]) => k));
  for (const [key, label, show] of KEY_FACTS) push(RevisionSection.KEY_FACTS, label, show(live.details[key]), show(revised.details[key]));
  const others = new Set([...Object.keys(live.details), ...Object.keys(revised.details)]);
  for (const key of [...others].sort()) {
    if (known.has(key) || NOT_KEY_FACTS.has(key)) continue;
    const value = (c: ListingContent) => plain(normal((c.details as Record<string, unknown>)[key]));
    push(RevisionSection.KEY_FACTS, humanize(key), value(live), value(revised));
  }

  const liveCategories = new Set(live.categoryIds);
  const revisedCategories = new Set(revised.categoryIds);
  for (const id of live.categoryIds) if (!revisedCategories.has(id)) push(RevisionSection.CATEGORIES, names.category(id), names.category(id), null);
  for (const id of revised.categoryIds) if (!liveCategories.has(id)) push(RevisionSection.CATEGORIES, names.category(id), null, names.category(id));

  entries(
    push,
    RevisionSection.FAQS,
    live.faqs.map((f) => [f.question, f.answer]),
    revised.faqs.map((f) => [f.question, f.answer]),
  );
  entries(
    push,
    RevisionSection.TESTIMONIALS,
    live.testimonials.map((t) => [t.authorName, t.content]),
    revised.testimonials.map((t) => [t.authorName, t.content]),
  );
  entries(
    push,
    RevisionSection.SUCCESS_STORIES,
    live.stories.map((s) => [s.title, s.content]),
    revised.stories.map((s) => [s.title, s.content]),
  );

  const images = (c: ListingContent): Map<string, string> => {
    const map = new Map<string, string>();
    if (c.details.mainImageUrl) map.set(c.details.mainImageUrl, 'Main image');
    for (const g of c.gallery) map.set(g.imageUrl, 'Gallery image');
    for (const s of c.stories) if (s.imageUrl) map.set(s.imageUrl, `Success story image: ${s.title}`);
    return map;
  };
  const liveImages = images(live);
  const revisedImages = images(revised);
  for (const [url, label] of liveImages) if (!revisedImages.has(url)) push(RevisionSection.IMAGES, label, url, null);
  for (const [url, label] of revisedImages) if (!liveImages.has(url)) push(RevisionSection.IMAGES, label, null, url);
  return changes;
}

/**
 * Entries by their heading (an FAQ's question, a testimonial's author, a story's title): the same heading with other
 * text is changed; the rest added or removed. A heading used twice is matched in order.
 */
function entries(
  push: (section: RevisionSection, label: string, before: string | null, after: string | null) => void,
  section: RevisionSection,
  live: [string, string][],
  revised: [string, string][],
) {
  const left = [...live];
  for (const [heading, text] of revised) {
    const i = left.findIndex(([h]) => h === heading);
    if (i < 0) {
      push(section, heading, null, text);
      continue;
    }
    push(section, heading, left[i][1], text);
    left.splice(i, 1);
  }
  for (const [heading, text] of left) push(section, heading, text, null);
}
