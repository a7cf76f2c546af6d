import { Field, ID, ObjectType } from 'type-graphql';

/** What the public site needs of a banner ad (no price, payment or schedule). */
@ObjectType()
export class PublicBanner {
  @Field(() => ID)
  id: string;

  @Field()
  imageUrl: string;

  @Field({ description: 'An http(s) address, opened in a new tab.' })
  targetUrl: string;

  @Field({ description: 'Text alternative for the image.' })
  altText: string;
}
