import { Max, Min } from 'class-validator';
import { type ClassType, Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType()
export class PageInput {
  @Field(() => Int, { defaultValue: 1 })
  @Min(1)
  page: number = 1;

  @Field(() => Int, { defaultValue: 24 })
  @Min(1)
  @Max(100)
  pageSize: number = 24;
}

export const pageOffset = (p: PageInput) => (p.page - 1) * p.pageSize;

/** A page of a server-side paginated list. Subclass per item type: class FooPage extends Paginated(Foo) {} */
export function Paginated<T extends object>(itemType: ClassType<T>) {
  // Only the subclasses are referenced by resolvers, so this base is never emitted in the schema.
  @ObjectType()
  abstract class Page {
    @Field(() => [itemType])
    items: T[];

    @Field(() => Int)
    total: number;

    @Field(() => Int)
    page: number;

    @Field(() => Int)
    pageSize: number;

    @Field(() => Int)
    pageCount: number;
  }
  return Page;
}

export function toPage<T>(items: T[], total: number, p: PageInput) {
  return { items, total, page: p.page, pageSize: p.pageSize, pageCount: Math.max(1, Math.ceil(total / p.pageSize)) };
}
