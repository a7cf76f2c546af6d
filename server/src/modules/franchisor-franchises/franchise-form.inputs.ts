import { OwnershipStyle, WorkingHours } from '../catalogue/ownership.enums';
import { ArrayMaxSize, ArrayMinSize, IsDefined, IsOptional, IsUUID, ValidateBy, ValidateNested } from 'class-validator';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Messages } from '../../common/errors';
import { InvestmentPart } from '../catalogue/franchise-figure.enums';
import { EachKindOnce, FranchiseFigureInput } from './franchise-figure.inputs';
import { MaxChars, NotBlank } from '../../common/validation';
import type { FileUpload } from '../files/upload.service';

/** How much one listing may hold. */
export const FORM_LIMITS = {
  categoryRows: 10,
  subcategoriesPerRow: 50,
  areas: 50,
  gallery: 10,
  faqs: 30,
  testimonials: 30,
  successStories: 10,
} as const;

/** Files one save may carry: the main image, the brochure, each gallery image and each story image. */
export const FRANCHISE_FORM_MAX_FILES = 2 + FORM_LIMITS.gallery + FORM_LIMITS.successStories;

/** numeric(12,2): pounds up to 9,999,999,999.99. */
export const MAX_INVESTMENT = 9_999_999_999.99;

/** A finite number from 0 to MAX_INVESTMENT (stored rounded to pence). */
const InvestmentAmount = () =>
  ValidateBy(
    {
      name: 'investmentAmount',
      validator: {
        validate: (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_INVESTMENT,
      },
    },
    { message: Messages.invalidInvestment },
  );

const tooMany = (label: string, max: number) => ({ message: Messages.tooMany(label, max) });

/** One category row: a main category and any of its subcategories. */
@InputType()
export class FranchiseCategoryInput {
  @Field(() => ID)
  @IsUUID('all', { message: Messages.categoryNotFound })
  mainCategoryId: string;

  @Field(() => [ID])
  @ArrayMaxSize(FORM_LIMITS.subcategoriesPerRow, tooMany('subcategories', FORM_LIMITS.subcategoriesPerRow))
  @IsUUID('all', { each: true, message: Messages.categoryNotFound })
  subcategoryIds: string[] = [];
}

/** Saved only when both are filled; a half-filled entry is left out. */
@InputType()
export class FranchiseFaqInput {
  @Field(() => String, { defaultValue: '' })
  @MaxChars('Question', 500)
  question: string = '';

  @Field(() => String, { defaultValue: '' })
  @MaxChars('Answer', 5000)
  answer: string = '';
}

/** Saved only when both are filled. */
@InputType()
export class FranchiseTestimonialInput {
  @Field(() => String, { defaultValue: '' })
  @MaxChars('Author name', 200)
  authorName: string = '';

  @Field(() => String, { defaultValue: '' })
  @MaxChars('Testimonial', 5000)
  content: string = '';
}

/** Saved only when title and content are filled; the image is optional. */
@InputType()
export class FranchiseSuccessStoryInput {
  @Field(() => String, { defaultValue: '' })
  @MaxChars('Title', 300)
  title: string = '';

  @Field(() => String, { defaultValue: '' })
  @MaxChars('Story', 10000)
  content: string = '';

  @Field(() => GraphQLUpload, { nullable: true, description: 'A new image for the story.' })
  image?: Promise<FileUpload> | null;

  @Field(() => String, {
    nullable: true,
    description: "Keep this image: the imageUrl of one of the listing's current success stories (edit only).",
  })
  @MaxChars('Image', 500)
  existingImageUrl?: string | null;
}

/** A gallery image, in display order: a new upload, or one the listing already has (edit). */
@InputType()
export class FranchiseGalleryImageInput {
  @Field(() => ID, { nullable: true, description: "The id of one of the listing's current gallery images, to keep it." })
  @IsOptional()
  @IsUUID('all', { message: Messages.staleListingImage })
  existingId?: string | null;

  @Field(() => GraphQLUpload, { nullable: true })
  image?: Promise<FileUpload> | null;
}

/** A number from `min` to `max` (whole when `whole`), with its message; null and absent pass (the field is optional). */
const NumberBetween = (min: number, max: number, message: string, whole = false) =>
  ValidateBy(
    {
      name: 'numberBetween',
      validator: {
        validate: (value: unknown) =>
          value === null ||
          value === undefined ||
          (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max && (!whole || Number.isInteger(value))),
      },
    },
    { message },
  );

export const EARLIEST_FOUNDED = 1800;
export const MAX_OUTLETS = 100_000;

/** The key facts a buyer compares (issue 13). Every one is optional; blank means not stated. */
@InputType()
export class FranchiseKeyFactsInput {
  @Field(() => Float, { nullable: true, description: 'Pounds.' })
  @NumberBetween(0, MAX_INVESTMENT, 'Please enter a valid franchise fee')
  franchiseFee?: number | null;

  @Field(() => Float, { nullable: true, description: 'Pounds.' })
  @NumberBetween(0, MAX_INVESTMENT, 'Please enter a valid minimum liquid capital')
  minimumLiquidCapital?: number | null;

  @Field(() => String, { nullable: true, description: "e.g. '8% of turnover' or '£450 a month'." })
  @IsOptional()
  @MaxChars('Management fee or royalty', 200)
  royaltyFee?: string | null;

  @Field(() => Boolean, { nullable: true })
  financeAvailable?: boolean | null;

  @Field(() => Int, { nullable: true })
  @ValidateBy(
    {
      name: 'yearFounded',
      validator: {
        validate: (v: unknown) =>
          v === null || v === undefined || (Number.isInteger(v) && (v as number) >= EARLIEST_FOUNDED && (v as number) <= new Date().getFullYear()),
      },
    },
    { message: () => `Year founded must be between ${EARLIEST_FOUNDED} and ${new Date().getFullYear()}` },
  )
  yearFounded?: number | null;

  @Field(() => Int, { nullable: true })
  @NumberBetween(0, MAX_OUTLETS, 'Number of outlets must be a whole number from 0 to 100,000', true)
  outlets?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxChars('Training provided', 500)
  trainingProvided?: string | null;

  @Field(() => [FranchiseFigureInput], {
    nullable: true,
    description: 'Earnings and turnover figures, each kind at most once, each with its basis (issue 40). Null keeps the saved ones.',
  })
  @IsOptional()
  @ValidateNested()
  @EachKindOnce()
  figures?: FranchiseFigureInput[] | null;

  @Field(() => [InvestmentPart], { nullable: true, description: 'What the total investment includes. Null keeps what is saved.' })
  investmentIncludes?: InvestmentPart[] | null;
  @Field(() => [OwnershipStyle], { nullable: true, description: 'The ownership styles the franchise suits (issue 43); empty: not stated.' })
  ownershipStyles?: OwnershipStyle[] | null;

  @Field(() => WorkingHours, { nullable: true, description: 'The hours a week it asks of its owner (issue 43); null: not stated.' })
  workingHours?: WorkingHours | null;
}

/** Every field of the franchise form (spec 02 section 5), for create and edit alike. */
@InputType()
export class FranchiseFormInput {
  @Field()
  @NotBlank('Franchise name')
  @MaxChars('Franchise name', 200)
  name: string;

  @Field(() => String, { defaultValue: 'UK', description: "A city or large town of ukCities, or 'UK'." })
  @NotBlank('Location')
  @MaxChars('Location', 120)
  location: string = 'UK';

  @Field(() => [ID], {
    nullable: true,
    description: "Where the franchise is offered: keys of `places` ('uk' for everywhere). Null: read from the location.",
  })
  @IsOptional()
  @ArrayMaxSize(FORM_LIMITS.areas, tooMany('areas', FORM_LIMITS.areas))
  areas?: string[] | null;

  @Field()
  @NotBlank('Short description')
  @MaxChars('Short description', 500)
  shortDescription: string;

  @Field()
  @NotBlank('Long description')
  @MaxChars('Long description', 20000)
  longDescription: string;

  @Field(() => Float, { nullable: true, description: 'Pounds, up to 2 decimals.' })
  // Null would skip every other check (TypeGraphQL validates with skipMissingProperties).
  @IsDefined({ message: Messages.required('Investment amount') })
  @InvestmentAmount()
  investmentAmount: number | null;

  @Field(() => FranchiseKeyFactsInput, { nullable: true, description: 'Null keeps the saved key facts (none on create).' })
  @IsOptional()
  @ValidateNested()
  keyFacts?: FranchiseKeyFactsInput | null;

  @Field(() => [FranchiseCategoryInput], { description: 'At least one row, each with a main category.' })
  @ArrayMinSize(1, { message: Messages.selectMainCategory })
  @ArrayMaxSize(FORM_LIMITS.categoryRows, tooMany('category rows', FORM_LIMITS.categoryRows))
  @ValidateNested()
  categories: FranchiseCategoryInput[];

  @Field(() => GraphQLUpload, { nullable: true, description: 'Required on create; on edit, replaces the current image.' })
  mainImage?: Promise<FileUpload> | null;

  @Field(() => GraphQLUpload, { nullable: true, description: 'A PDF; on edit, replaces the current brochure.' })
  brochure?: Promise<FileUpload> | null;

  @Field(() => Boolean, { defaultValue: false, description: 'Edit: remove the current brochure (ignored when a new one is sent).' })
  removeBrochure: boolean = false;

  @Field(() => [FranchiseGalleryImageInput])
  @ArrayMaxSize(FORM_LIMITS.gallery, tooMany('gallery images', FORM_LIMITS.gallery))
  @ValidateNested()
  gallery: FranchiseGalleryImageInput[] = [];

  @Field(() => [FranchiseFaqInput])
  @ArrayMaxSize(FORM_LIMITS.faqs, tooMany('FAQs', FORM_LIMITS.faqs))
  @ValidateNested()
  faqs: FranchiseFaqInput[] = [];

  @Field(() => [FranchiseTestimonialInput])
  @ArrayMaxSize(FORM_LIMITS.testimonials, tooMany('testimonials', FORM_LIMITS.testimonials))
  @ValidateNested()
  testimonials: FranchiseTestimonialInput[] = [];

  @Field(() => [FranchiseSuccessStoryInput])
  @ArrayMaxSize(FORM_LIMITS.successStories, tooMany('success stories', FORM_LIMITS.successStories))
  @ValidateNested()
  successStories: FranchiseSuccessStoryInput[] = [];
}
