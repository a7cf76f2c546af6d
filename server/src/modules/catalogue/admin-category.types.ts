import { Field, ID, Int, ObjectType } from 'type-graphql';

/** A category as the admin Categories screen shows it: its place in the tree and how much hangs off it. */
@ObjectType({ description: "A category in the administrators' category tree." })
export class AdminCategory {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => ID, { nullable: true, description: 'Null for a main category.' })
  parentId: string | null;

  @Field()
  createdAt: Date;

  @Field(() => Int, {
    description: 'Approved franchises listed in it or in any of its subcategories, each once (the public count).',
  })
  franchiseCount: number;

  @Field(() => Int, {
    description: 'Listings in any status mapped to it or to any of its subcategories, each once: what a delete unlists.',
  })
  listingCount: number;

  @Field({ description: 'Whether it has an article.' })
  hasArticle: boolean;

  @Field(() => [AdminCategory], { description: 'Subcategories by name (always empty for a subcategory).' })
  children: AdminCategory[];
}

@ObjectType({ description: 'One question and answer of a category article.' })
export class AdminCategoryFaq {
  @Field()
  question: string;

  @Field()
  answer: string;
}

@ObjectType({ description: "A category's article as the admin editor loads and saves it." })
export class AdminCategoryArticle {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  categoryId: string;

  @Field()
  title: string;

  @Field({ description: 'Sanitised HTML.' })
  content: string;

  @Field({ description: 'The saved meta title; the title when none was given.' })
  metaTitle: string;

  @Field(() => String, { nullable: true })
  metaDescription: string | null;

  @Field(() => String, { nullable: true, description: 'Comma separated.' })
  keywords: string | null;

  @Field(() => [AdminCategoryFaq])
  faqs: AdminCategoryFaq[];

  @Field()
  updatedAt: Date;
}

@ObjectType({ description: 'What a category delete removed.' })
export class DeletedCategory {
  @Field(() => ID)
  id: string;

  @Field(() => [ID], { description: 'The subcategories removed with it.' })
  subcategoryIds: string[];

  @Field(() => Int, { description: 'Category mappings removed (listings unlisted from it and its subcategories).' })
  mappingsRemoved: number;
}
