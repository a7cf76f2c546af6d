import type { FranchiseForm_FranchiseFragment, FranchiseFormInput, InvestmentPart, OwnershipStyle, WorkingHours } from '../../gql/graphql';
import { type FigureValues, emptyFigure, figureErrors, fromFigures, toFigureInputs } from './figures-model';

/** The franchise form's state, its checks (the server's rules and messages) and what it sends. */

export type FormMode = 'create' | 'edit';

export const LIMITS = { categoryRows: 10, gallery: 10, faqs: 30, testimonials: 30, successStories: 10 } as const;
export const MAX_INVESTMENT = 9_999_999_999.99;
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
import { IMAGE_ACCEPT } from '../../shared/image-files';
export const MESSAGES = {
  selectMainCategory: 'Please select at least one main category for your franchise.',
  brochureNotPdf: 'Please upload a PDF file for the brochure',
  brochureTooLarge: 'Brochure must be smaller than 10MB',
  selectImageFile: 'Please select an image file',
  imageTooLarge: 'Image must be smaller than 10MB',
  invalidInvestment: 'Please enter a valid investment amount',
  categoriesFailed: 'Failed to load categories',
  citiesFailed: 'Failed to load UK cities',
  placesFailed: 'Failed to load UK places',
  chooseArea: 'Choose at least one area where the franchise is offered',
  required: (label: string) => `${label} is required`,
} as const;

let nextKey = 0;
/** A stable React key for a row the user adds. */
export const newKey = () => `row-${++nextKey}`;

export interface CategoryRow {
  key: string;
  mainCategoryId: string;
  /** On create at most one (a select); on edit any of the main category's (checkboxes). */
  subcategoryIds: string[];
}
export interface FaqEntry {
  key: string;
  question: string;
  answer: string;
}
export interface TestimonialEntry {
  key: string;
  authorName: string;
  content: string;
}
export interface StoryEntry {
  key: string;
  title: string;
  content: string;
  image: File | null;
  /** The image the story has on the server, kept unless replaced or removed. */
  imageUrl: string | null;
}
/** A place the franchise is offered in, as the server names it. */
export interface AreaValue {
  key: string;
  name: string;
  within?: string | null;
}
export const UK_AREA: AreaValue = { key: 'uk', name: 'Anywhere in the UK', within: null };

/** Adds a place: the whole UK stands alone, so choosing it replaces the rest and choosing another drops it. */
export function withArea(areas: AreaValue[], added: AreaValue): AreaValue[] {
  if (added.key === UK_AREA.key) return [added];
  return [...areas.filter((a) => a.key !== UK_AREA.key && a.key !== added.key), added];
}

export type GalleryItem = { key: string; existingId: string; imageUrl: string } | { key: string; file: File };

export interface FranchiseFormValues {
  name: string;
  location: string;
  areas: AreaValue[];
  shortDescription: string;
  longDescription: string;
  /** As typed; checked and converted on save. */
  investmentAmount: string;
  /** Optional facts, as typed (numbers checked and converted on save). */
  keyFacts: KeyFactValues;
  categories: CategoryRow[];
  mainImage: File | null;
  mainImageUrl: string | null;
  brochure: File | null;
  brochureUrl: string | null;
  removeBrochure: boolean;
  gallery: GalleryItem[];
  faqs: FaqEntry[];
  testimonials: TestimonialEntry[];
  successStories: StoryEntry[];
}

export interface KeyFactValues {
  franchiseFee: string;
  minimumLiquidCapital: string;
  royaltyFee: string;
  /** '' not stated, 'yes' or 'no'. */
  financeAvailable: '' | 'yes' | 'no';
  yearFounded: string;
  outlets: string;
  trainingProvided: string;
  /** What the total investment includes (checkboxes). */
  investmentIncludes: InvestmentPart[];
  /** The ownership styles it suits (checkboxes, issue 43). */
  ownershipStyles: OwnershipStyle[];
  /** '' not stated. */
  workingHours: WorkingHours | '';
  /** Turnover and earnings, in figures-model.ts's order (issue 40). */
  figures: FigureValues[];
}

export const emptyKeyFacts = (): KeyFactValues => ({
  franchiseFee: '',
  minimumLiquidCapital: '',
  royaltyFee: '',
  financeAvailable: '',
  yearFounded: '',
  outlets: '',
  trainingProvided: '',
  investmentIncludes: [],
  ownershipStyles: [],
  workingHours: '',
  figures: [emptyFigure(), emptyFigure()],
});

export const emptyCategoryRow = (): CategoryRow => ({ key: newKey(), mainCategoryId: '', subcategoryIds: [] });
export const emptyFaq = (): FaqEntry => ({ key: newKey(), question: '', answer: '' });
export const emptyTestimonial = (): TestimonialEntry => ({ key: newKey(), authorName: '', content: '' });
export const emptyStory = (): StoryEntry => ({ key: newKey(), title: '', content: '', image: null, imageUrl: null });

export const emptyForm = (): FranchiseFormValues => ({
  name: '',
  location: 'UK',
  areas: [UK_AREA],
  shortDescription: '',
  longDescription: '',
  investmentAmount: '',
  keyFacts: emptyKeyFacts(),
  categories: [emptyCategoryRow()],
  mainImage: null,
  mainImageUrl: null,
  brochure: null,
  brochureUrl: null,
  removeBrochure: false,
  gallery: [],
  faqs: [emptyFaq()],
  testimonials: [emptyTestimonial()],
  successStories: [emptyStory()],
});

const orOne = <T>(items: T[], empty: () => T): T[] => (items.length > 0 ? items : [empty()]);

/** The form filled from a saved listing: categories grouped under their main category. */
export function fromFranchise(f: FranchiseForm_FranchiseFragment): FranchiseFormValues {
  const rows = new Map<string, CategoryRow>();
  for (const c of f.categories) {
    const mainId = c.parentId ?? c.id;
    const row = rows.get(mainId) ?? { key: newKey(), mainCategoryId: mainId, subcategoryIds: [] };
    if (c.parentId) row.subcategoryIds.push(c.id);
    rows.set(mainId, row);
  }
  return {
    name: f.name,
    location: f.location,
    areas: f.areas.map((a) => ({ key: a.key, name: a.name, within: a.within })),
    shortDescription: f.shortDescription,
    longDescription: f.longDescription,
    investmentAmount: f.investmentAmount == null ? '' : String(f.investmentAmount),
    keyFacts: {
      franchiseFee: f.keyFacts?.franchiseFee == null ? '' : String(f.keyFacts.franchiseFee),
      minimumLiquidCapital: f.keyFacts?.minimumLiquidCapital == null ? '' : String(f.keyFacts.minimumLiquidCapital),
      royaltyFee: f.keyFacts?.royaltyFee ?? '',
      financeAvailable: f.keyFacts?.financeAvailable == null ? '' : f.keyFacts.financeAvailable ? 'yes' : 'no',
      yearFounded: f.keyFacts?.yearFounded == null ? '' : String(f.keyFacts.yearFounded),
      outlets: f.keyFacts?.outlets == null ? '' : String(f.keyFacts.outlets),
      trainingProvided: f.keyFacts?.trainingProvided ?? '',
      investmentIncludes: f.keyFacts?.investmentIncludes ?? [],
      ownershipStyles: f.keyFacts?.ownershipStyles ?? [],
      workingHours: f.keyFacts?.workingHours ?? '',
      figures: fromFigures(f.keyFacts?.figures),
    },
    categories: orOne([...rows.values()], emptyCategoryRow),
    mainImage: null,
    mainImageUrl: f.mainImageUrl,
    brochure: null,
    brochureUrl: f.brochureUrl,
    removeBrochure: false,
    gallery: f.gallery.map((g) => ({ key: newKey(), existingId: g.id, imageUrl: g.imageUrl })),
    faqs: orOne(
      f.faqs.map((q) => ({ key: newKey(), question: q.question, answer: q.answer })),
      emptyFaq,
    ),
    testimonials: orOne(
      f.testimonials.map((t) => ({ key: newKey(), authorName: t.authorName, content: t.content })),
      emptyTestimonial,
    ),
    successStories: orOne(
      f.successStories.map((s) => ({ key: newKey(), title: s.title, content: s.content, image: null, imageUrl: s.imageUrl })),
      emptyStory,
    ),
  };
}

const filled = (...values: string[]) => values.every((v) => v.trim().length > 0);

/** The client's check of a chosen image, with the server's messages. */
export function imageFileError(file: File): string | undefined {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return MESSAGES.selectImageFile;
  if (file.size > FILE_MAX_BYTES) return MESSAGES.imageTooLarge;
  return undefined;
}

export function brochureFileError(file: File): string | undefined {
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return MESSAGES.brochureNotPdf;
  if (file.size > FILE_MAX_BYTES) return MESSAGES.brochureTooLarge;
  return undefined;
}

export function parseInvestment(value: string): number | null {
  const trimmed = value.trim().replace(/[£,\s]/g, '');
  if (!trimmed) return null;
  const amount = Number(trimmed);
  return Number.isFinite(amount) && amount >= 0 && amount <= MAX_INVESTMENT ? amount : Number.NaN;
}

/** A whole number from min to max; null when blank, NaN when not one. */
function parseWhole(value: string, min: number, max: number): number | null {
  const trimmed = value.trim().replace(/[,\s]/g, '');
  if (!trimmed) return null;
  const n = Number(trimmed);
  return Number.isInteger(n) && n >= min && n <= max ? n : Number.NaN;
}

export const EARLIEST_FOUNDED = 1800;
const thisYear = () => new Date().getFullYear();
export const KEY_FACT_MESSAGES = {
  franchiseFee: 'Please enter a valid franchise fee',
  minimumLiquidCapital: 'Please enter a valid minimum liquid capital',
  yearFounded: () => `Year founded must be between ${EARLIEST_FOUNDED} and ${thisYear()}`,
  outlets: 'Number of outlets must be a whole number from 0 to 100,000',
} as const;

/** Field errors keyed as the server keys them (name, categories, gallery.1, successStories.0.image...). */
export function validateForm(v: FranchiseFormValues, mode: FormMode): Record<string, string> {
  const errors: Record<string, string> = {};
  const requireText = (field: 'name' | 'location' | 'shortDescription' | 'longDescription', label: string) => {
    if (!v[field].trim()) errors[field] = MESSAGES.required(label);
  };
  requireText('name', 'Franchise name');
  requireText('location', 'Location');
  if (v.areas.length === 0) errors.areas = MESSAGES.chooseArea;
  requireText('shortDescription', 'Short description');
  requireText('longDescription', 'Long description');
  const amount = parseInvestment(v.investmentAmount);
  if (amount === null) errors.investmentAmount = MESSAGES.required('Investment amount');
  else if (Number.isNaN(amount)) errors.investmentAmount = MESSAGES.invalidInvestment;
  const k = v.keyFacts;
  if (Number.isNaN(parseInvestment(k.franchiseFee))) errors['keyFacts.franchiseFee'] = KEY_FACT_MESSAGES.franchiseFee;
  if (Number.isNaN(parseInvestment(k.minimumLiquidCapital))) errors['keyFacts.minimumLiquidCapital'] = KEY_FACT_MESSAGES.minimumLiquidCapital;
  if (Number.isNaN(parseWhole(k.yearFounded, EARLIEST_FOUNDED, thisYear()))) errors['keyFacts.yearFounded'] = KEY_FACT_MESSAGES.yearFounded();
  if (Number.isNaN(parseWhole(k.outlets, 0, 100_000))) errors['keyFacts.outlets'] = KEY_FACT_MESSAGES.outlets;
  if (k.royaltyFee.trim().length > 200) errors['keyFacts.royaltyFee'] = 'Management fee or royalty must be at most 200 characters';
  if (k.trainingProvided.trim().length > 500) errors['keyFacts.trainingProvided'] = 'Training provided must be at most 500 characters';
  Object.assign(errors, figureErrors(k.figures));
  if (!v.categories[0]?.mainCategoryId) errors.categories = MESSAGES.selectMainCategory;
  if (mode === 'create' && !v.mainImage) errors.mainImage = MESSAGES.required('Main image');
  if (v.mainImage && imageFileError(v.mainImage)) errors.mainImage = imageFileError(v.mainImage)!;
  if (v.brochure && brochureFileError(v.brochure)) errors.brochure = brochureFileError(v.brochure)!;
  v.gallery.forEach((g, i) => {
    const problem = 'file' in g ? imageFileError(g.file) : undefined;
    if (problem) errors[`gallery.${i}`] = problem;
  });
  v.successStories.forEach((s, i) => {
    const problem = s.image ? imageFileError(s.image) : undefined;
    if (problem) errors[`successStories.${i}.image`] = problem;
  });
  return errors;
}

/**
 * What the server gets. Entries go in their on-screen order (so the server's field errors name the
 * same rows); the server keeps only complete ones. A story's image is sent only with a complete story.
 */
export function toInput(v: FranchiseFormValues): FranchiseFormInput {
  return {
    name: v.name.trim(),
    location: v.location.trim() || 'UK',
    areas: v.areas.map((a) => a.key),
    shortDescription: v.shortDescription.trim(),
    longDescription: v.longDescription.trim(),
    investmentAmount: parseInvestment(v.investmentAmount),
    keyFacts: {
      franchiseFee: parseInvestment(v.keyFacts.franchiseFee),
      minimumLiquidCapital: parseInvestment(v.keyFacts.minimumLiquidCapital),
      royaltyFee: v.keyFacts.royaltyFee.trim() || null,
      financeAvailable: v.keyFacts.financeAvailable === '' ? null : v.keyFacts.financeAvailable === 'yes',
      yearFounded: parseWhole(v.keyFacts.yearFounded, EARLIEST_FOUNDED, thisYear()),
      outlets: parseWhole(v.keyFacts.outlets, 0, 100_000),
      trainingProvided: v.keyFacts.trainingProvided.trim() || null,
      investmentIncludes: v.keyFacts.investmentIncludes,
      ownershipStyles: v.keyFacts.ownershipStyles,
      workingHours: v.keyFacts.workingHours || null,
      figures: toFigureInputs(v.keyFacts.figures),
    },
    categories: v.categories
      .filter((row) => row.mainCategoryId)
      .map((row) => ({ mainCategoryId: row.mainCategoryId, subcategoryIds: row.subcategoryIds })),
    mainImage: v.mainImage,
    brochure: v.brochure,
    removeBrochure: !v.brochure && v.removeBrochure,
    gallery: v.gallery.map((g) => ('file' in g ? { image: g.file } : { existingId: g.existingId })),
    faqs: v.faqs.map(({ question, answer }) => ({ question, answer })),
    testimonials: v.testimonials.map(({ authorName, content }) => ({ authorName, content })),
    successStories: v.successStories.map((s) => {
      const complete = filled(s.title, s.content);
      return {
        title: s.title,
        content: s.content,
        image: complete ? s.image : null,
        existingImageUrl: complete && !s.image ? s.imageUrl : null,
      };
    }),
  };
}
