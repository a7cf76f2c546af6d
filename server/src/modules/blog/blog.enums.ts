import { registerEnumType } from 'type-graphql';

export enum PostStatus {
  DRAFT = 'draft',
  PUBLISHED = 'published',
}

registerEnumType(PostStatus, { name: 'PostStatus' });
