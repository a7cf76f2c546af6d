import { ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { Post } from './post.entity';

@ObjectType()
export class PostPage extends Paginated(Post) {}
