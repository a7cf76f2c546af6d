import { Field, ID, ObjectType } from 'type-graphql';
import type { CategoryArticle } from './category-article.entity';
import type { Category } from './category.entity';

/** A franchise category as the public site reads it; children, parent, franchiseCount and article are resolved by CategoryResolver. */
@ObjectType('Category')
export class CategoryView {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => ID, { nullable: true, description: 'Null for a main (top-level) category.' })
  parentId: string | null;
}

export const toCategoryView = (c: Category): CategoryView => ({ id: c.id, name: c.name, parentId: c.parentId });

@ObjectType()
export class QuestionAnswer {
  @Field()
  question: string;

  @Field()
  answer: string;
}

/** The editorial article of a category page, with its FAQs and SEO fields. */
@ObjectType('CategoryArticle')
export class CategoryArticleView {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field({ description: 'Sanitised HTML, its blog-post shortcodes expanded to cards.' })
  content: string;

  @Field(() => String, { nullable: true })
  metaTitle: string | null;

  @Field(() => String, { nullable: true })
  metaDescription: string | null;

  @Field(() => String, { nullable: true, description: 'Comma separated.' })
  keywords: string | null;

  @Field(() => [QuestionAnswer])
  faqs: QuestionAnswer[];
}

/** `content` is the article's HTML as the reader gets it (sanitised, shortcodes expanded). */
export const toCategoryArticleView = (a: CategoryArticle, content: string): CategoryArticleView => ({
  id: a.id,
  title: a.title,
  content,
  metaTitle: a.metaTitle,
  metaDescription: a.metaDescription,
  keywords: a.keywords,
  faqs: a.faqs.map((f) => ({ question: f.question, answer: f.answer })),
});
