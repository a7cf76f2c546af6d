import { ArrayMaxSize, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { Messages } from '../../common/errors';
import { MaxChars, NotBlank } from '../../common/validation';

/** Limits of the admin category forms (names and article fields fit their columns). */
export const CATEGORY_LIMITS = {
  name: 120,
  title: 300,
  metaTitle: 300,
  metaDescription: 500,
  keywords: 500,
  /** Characters of article HTML. */
  content: 200_000,
  faqs: 30,
  question: 500,
  answer: 5000,
} as const;

/**
 * The admin category screens' messages. The delete failures are spec 02's catalogue; the text after the colon
 * replaces the backend's raw error (which is logged, never shown) and says what the user needs to know.
 */
export const CategoryMessages = {
  nameRequired: Messages.required('Category name'),
  nameTooLong: Messages.tooLong('Category name', CATEGORY_LIMITS.name),
  nameTaken: 'A category with this name already exists here',
  parentNotMain: 'Subcategories can only be added to a main category',
  titleRequired: Messages.required('Title'),
  contentRequired: Messages.required('Content'),
  categoryNotFound: Messages.categoryNotFound,
  failureReason: 'nothing was deleted. Please try again.',
  checkMappingsFailed: (reason: string) => `Failed to check mappings: ${reason}`,
  deleteMappingsFailed: (reason: string) => `Failed to delete category mappings: ${reason}`,
  deleteSubcategoriesFailed: (reason: string) => `Failed to delete subcategories: ${reason}`,
  deleteCategoryFailed: (reason: string) => `Failed to delete category: ${reason}`,
  stillExists: 'Failed to delete category - it still exists in the database',
} as const;

@InputType({ description: 'A new category: a main category, or a subcategory of a main category.' })
export class CreateCategoryInput {
  @Field()
  @NotBlank('Category name')
  @MaxChars('Category name', CATEGORY_LIMITS.name)
  name: string;

  @Field(() => ID, { nullable: true, description: 'A main category, to add a subcategory; null for a main category.' })
  @IsOptional()
  @IsUUID('all', { message: Messages.categoryNotFound })
  parentId?: string | null;
}

@InputType({ description: 'A rename. The parent is chosen only when creating, so it is not here.' })
export class UpdateCategoryInput {
  @Field()
  @NotBlank('Category name')
  @MaxChars('Category name', CATEGORY_LIMITS.name)
  name: string;
}

/** Saved only when both are filled; a half-filled pair is left out. */
@InputType()
export class CategoryFaqInput {
  @Field(() => String, { defaultValue: '' })
  @MaxChars('Question', CATEGORY_LIMITS.question)
  question: string = '';

  @Field(() => String, { defaultValue: '' })
  @MaxChars('Answer', CATEGORY_LIMITS.answer)
  answer: string = '';
}

@InputType({ description: "A category's article: saved whole over the previous one." })
export class CategoryArticleInput {
  @Field()
  @NotBlank('Title')
  @MaxChars('Title', CATEGORY_LIMITS.title)
  title: string;

  @Field({ description: 'HTML from the rich-text editor; sanitised before it is stored.' })
  @NotBlank('Content')
  @MaxChars('Content', CATEGORY_LIMITS.content)
  content: string;

  @Field(() => String, { nullable: true, description: 'Blank means the title.' })
  @IsOptional()
  @MaxChars('Meta title', CATEGORY_LIMITS.metaTitle)
  metaTitle?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxChars('Meta description', CATEGORY_LIMITS.metaDescription)
  metaDescription?: string | null;

  @Field(() => String, { nullable: true, description: 'Comma separated.' })
  @IsOptional()
  @MaxChars('Keywords', CATEGORY_LIMITS.keywords)
  keywords?: string | null;

  @Field(() => [CategoryFaqInput], { defaultValue: [] })
  @ArrayMaxSize(CATEGORY_LIMITS.faqs, { message: Messages.tooMany('FAQs', CATEGORY_LIMITS.faqs) })
  @ValidateNested({ each: true })
  faqs: CategoryFaqInput[];
}
