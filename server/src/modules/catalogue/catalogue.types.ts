import { ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { Franchise } from './franchise.entity';

@ObjectType()
export class FranchisePage extends Paginated(Franchise) {}
