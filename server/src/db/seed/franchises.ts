import { FranchiseStatus } from '../../modules/catalogue/catalogue.enums';
import { CategoryMapping } from '../../modules/catalogue/category-mapping.entity';
import { FranchiseFaq, FranchiseGalleryImage, FranchiseSuccessStory, FranchiseTestimonial } from '../../modules/catalogue/franchise-content.entities';
import { FranchiseDetails } from '../../modules/catalogue/franchise-details.entity';
import { OwnershipStyle, WorkingHours } from '../../modules/catalogue/ownership.enums';
import { Franchise } from '../../modules/catalogue/franchise.entity';
import type { SeededAccounts } from './accounts';
import { buildBrochurePdf } from './brochure';
import type { SeededCategories } from './categories';
import type { SeedContext } from './context';
import { CATEGORIES } from './data/categories';
import {
  FAQ_TEMPLATES,
  INVESTMENT_FAQ,
  INVESTMENT_FAQ_NO_FIGURE,
  INVESTMENT_PARAGRAPHS,
  NO_INVESTMENT_PARAGRAPH,
  PARTNER_PARAGRAPHS,
  SECTOR_PARAGRAPHS,
  STORY_TOWNS,
  SUCCESS_STORIES,
  SUPPORT_PARAGRAPHS,
  TESTIMONIALS,
} from './data/franchise-content';
import { FRANCHISES, type FranchiseDef } from './data/franchises';
import { demoFigures } from './franchise-figures';
import { type Random, seedId } from './random';

export interface SeededFranchise {
  id: string;
  key: string;
  name: string;
  franchisorId: string | null;
  status: FranchiseStatus;
  category: string;
  createdAt: Date;
}

export type SeededFranchises = Map<string, SeededFranchise>;

export const franchiseId = (key: string) => seedId('franchise', key);

const pounds = (amount: number) => `£${amount.toLocaleString('en-GB')}`;

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`Seed template uses unknown {${name}}`);
    return String(values[name]);
  });
}

/** The franchises with their details, categories, gallery, FAQs, testimonials, stories and brochures. */
export async function seedFranchises(ctx: SeedContext, accounts: SeededAccounts, categories: SeededCategories): Promise<SeededFranchises> {
  const { em, clock, media } = ctx;
  const rnd = ctx.random('franchises');
  const seeded: SeededFranchises = new Map();
  const franchises: Array<Partial<Franchise>> = [];
  const details: Array<Partial<FranchiseDetails>> = [];
  const mappings: Array<Partial<CategoryMapping>> = [];
  const gallery: Array<Partial<FranchiseGalleryImage>> = [];
  const faqs: Array<Partial<FranchiseFaq>> = [];
  const testimonials: Array<Partial<FranchiseTestimonial>> = [];
  const stories: Array<Partial<FranchiseSuccessStory>> = [];

  for (const def of FRANCHISES) {
    const id = franchiseId(def.key);
    if (def.owner !== null && !accounts.franchisors[def.owner]) throw new Error(`Unknown franchisor ${def.owner}`);
    if (!categories.main[def.category] || (def.also && !categories.main[def.also])) throw new Error(`Unknown category in ${def.key}`);
    const status = (def.status ?? 'approved') as FranchiseStatus;
    const createdAt =
      status === FranchiseStatus.PENDING
        ? clock.daysAgo(rnd.int(1, 12), rnd)
        : status === FranchiseStatus.REJECTED
          ? clock.daysAgo(rnd.int(20, 90), rnd)
          : clock.daysAgo(rnd.int(20, 540), rnd);
    const approvedAt = status === FranchiseStatus.APPROVED ? clock.plusMinutes(createdAt, rnd.int(600, 4 * 24 * 60)) : null;
    const updatedAt = clock.plusMinutes(approvedAt ?? createdAt, rnd.int(60, 10 * 24 * 60));
    franchises.push({
      id,
      name: def.name,
      location: def.location,
      franchisorId: def.owner === null ? null : accounts.franchisors[def.owner],
      status,
      createdAt,
      approvedAt,
      updatedAt: updatedAt > clock.now ? clock.now : updatedAt,
    });
    seeded.set(def.key, {
      id,
      key: def.key,
      name: def.name,
      franchisorId: def.owner === null ? null : accounts.franchisors[def.owner],
      status,
      category: def.category,
      createdAt,
    });

    const values = {
      name: def.name,
      weeks: rnd.int(2, 6),
      fee: rnd.pick([5, 6, 7, 7.5, 8, 10, 12]),
      units: def.units,
      founded: def.founded,
      investment: def.investment === null ? 'on request' : pounds(def.investment),
      town: rnd.pick(STORY_TOWNS),
    };
    const look = media.listings.get(def.key)!;
    const mainImage = look.main;
    // Draws that once picked shared pictures, kept so every later value of the demo data (dates, counts) stays as it was.
    if (!def.noImage) rnd.next();
    const brochureUrl = def.brochure ? media.addDocument(`seed/brochure-${def.key}.pdf`, `${def.key}-brochure.pdf`, brochure(def, values)) : null;
    details.push({
      franchiseId: id,
      shortDescription: def.short,
      longDescription: longDescription(def, values, rnd),
      investmentAmount: def.investment,
      mainImageUrl: mainImage,
      brochureUrl,
      ...keyFacts(def, values),
      ...demoFigures(def.key, clock.now),
    });

    mappings.push({ franchiseId: id, categoryId: categories.main[def.category] });
    if (def.sub) {
      const subId = categories.sub[`${def.category}/${def.sub}`];
      if (!subId) throw new Error(`Unknown subcategory ${def.category}/${def.sub}`);
      mappings.push({ franchiseId: id, categoryId: subId });
    }
    if (def.also) mappings.push({ franchiseId: id, categoryId: categories.main[def.also] });

    for (let i = (def.noImage ? 4 : 3) + (def.also ? 1 : 0) + 1; i > 0; i--) rnd.next();
    look.gallery.forEach((imageUrl, position) => {
      gallery.push({ id: seedId('gallery', `${def.key}/${position}`), franchiseId: id, imageUrl, position, createdAt });
    });

    const faqList = [def.investment === null ? INVESTMENT_FAQ_NO_FIGURE : INVESTMENT_FAQ, ...rnd.sample(FAQ_TEMPLATES, rnd.int(1, 3))];
    faqList.forEach((faq, position) => {
      faqs.push({
        id: seedId('faq', `${def.key}/${position}`),
        franchiseId: id,
        question: fill(faq.question, values),
        answer: fill(faq.answer, values),
        position,
      });
    });

    rnd.sample(TESTIMONIALS, rnd.int(1, 3)).forEach((t, position) => {
      testimonials.push({
        id: seedId('testimonial', `${def.key}/${position}`),
        franchiseId: id,
        authorName: t.author,
        content: fill(t.content, values),
        position,
      });
    });

    const storyCount = status === FranchiseStatus.APPROVED ? rnd.pick([0, 1, 1, 2]) : 0;
    rnd.sample(SUCCESS_STORIES, storyCount).forEach((s, position) => {
      stories.push({
        id: seedId('story', `${def.key}/${position}`),
        franchiseId: id,
        title: fill(s.title, values),
        content: fill(s.content, values),
        imageUrl: rnd.chance(0.5) ? rnd.pick(look.gallery) : null,
        position,
      });
    });
  }

  await em.getRepository(Franchise).insert(franchises);
  // Where each is offered, read from its location text as the areas migration read older listings.
  await em.query(`UPDATE franchises SET areas = location_areas(location) WHERE id = ANY($1)`, [franchises.map((f) => f.id)]);
  await em.getRepository(FranchiseDetails).insert(details);
  await em.getRepository(CategoryMapping).insert(mappings);
  await em.getRepository(FranchiseGalleryImage).insert(gallery);
  await em.getRepository(FranchiseFaq).insert(faqs);
  await em.getRepository(FranchiseTestimonial).insert(testimonials);
  if (stories.length > 0) await em.getRepository(FranchiseSuccessStory).insert(stories);
  return seeded;
}

/** Several paragraphs of plain text separated by blank lines. */
function longDescription(def: FranchiseDef, values: Record<string, string | number>, rnd: Random): string {
  const where = ['Nationwide', 'UK'].includes(def.location) ? 'across the UK' : `in ${def.location}`;
  const facts =
    def.units > 0
      ? `Founded in ${def.founded}, ${def.name} now has ${def.units} ${def.units === 1 ? 'outlet' : 'outlets'} and is recruiting new franchisees ${where}.`
      : `${def.name} is recruiting its first franchisees ${where}.`;
  return [
    def.pitch,
    `${fill(rnd.pick(SECTOR_PARAGRAPHS[def.category]), values)} ${facts}`,
    fill(rnd.pick(SUPPORT_PARAGRAPHS), values),
    fill(rnd.pick(PARTNER_PARAGRAPHS), values),
    def.investment === null ? NO_INVESTMENT_PARAGRAPH : fill(rnd.pick(INVESTMENT_PARAGRAPHS), values),
  ].join('\n\n');
}

function brochure(def: FranchiseDef, values: Record<string, string | number>): Buffer {
  const category = CATEGORIES.find((c) => c.key === def.category)!;
  return buildBrochurePdf({
    title: def.name,
    subtitle: `Franchise opportunity brochure - ${category.name}`,
    colour: category.art.colours[0],
    sections: [
      { heading: 'The opportunity', text: def.short },
      { heading: 'About us', text: def.pitch },
      { heading: 'Investment', text: def.investment === null ? NO_INVESTMENT_PARAGRAPH : fill(INVESTMENT_PARAGRAPHS[0], values) },
      { heading: 'Training and support', text: fill(SUPPORT_PARAGRAPHS[0], values) },
      {
        heading: 'Next steps',
        text: `Request information through Franchise Compass and the ${def.name} recruitment team will contact you to arrange an introductory call.`,
      },
    ],
  });
}

/**
 * Key facts that agree with the listing's own text (its royalty, units, founding year and training weeks); the fee
 * and liquid capital follow the investment as UK franchises' usually do. No random draws, so the rest of the seed
 * is unchanged.
 */
function keyFacts(def: (typeof FRANCHISES)[number], values: { fee: number; weeks: number }): Partial<FranchiseDetails> {
  const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
  return {
    franchiseFee: def.investment === null ? null : roundTo(def.investment * 0.25, 500),
    minimumLiquidCapital: def.investment === null ? null : roundTo(def.investment * 0.3, 1000),
    royaltyFee: `${values.fee}% of turnover`,
    financeAvailable: def.investment === null ? null : def.investment >= 20_000,
    yearFounded: def.founded,
    outlets: def.units,
    trainingProvided: `${values.weeks} weeks' initial training, then field support and refresher courses`,
    ...ownership(def),
  };
}

/**
 * Who a demo listing suits (issue 43), from its size as UK franchises usually go: a small one is run by its owner, a
 * mid-sized one by an owner or a manager-owner, a large one by a manager-owner, and the largest semi-passively with a
 * general manager. Food outlets of £100,000 and more keep long hours.
 */
function ownership(def: (typeof FRANCHISES)[number]): Partial<FranchiseDetails> {
  const amount = def.investment;
  if (amount === null) return { ownershipStyles: [], workingHours: null };
  if (amount < 30_000) {
    return { ownershipStyles: [OwnershipStyle.OWNER_OPERATOR], workingHours: amount < 15_000 ? WorkingHours.PART_TIME : WorkingHours.FULL_TIME };
  }
  if (amount < 150_000) {
    const hours = def.category === 'food' && amount >= 100_000 ? WorkingHours.EXTENDED : WorkingHours.FULL_TIME;
    return { ownershipStyles: [OwnershipStyle.OWNER_OPERATOR, OwnershipStyle.MANAGER], workingHours: hours };
  }
  if (amount < 250_000) return { ownershipStyles: [OwnershipStyle.MANAGER], workingHours: WorkingHours.FULL_TIME };
  return { ownershipStyles: [OwnershipStyle.MANAGER, OwnershipStyle.SEMI_PASSIVE], workingHours: WorkingHours.PART_TIME };
}
