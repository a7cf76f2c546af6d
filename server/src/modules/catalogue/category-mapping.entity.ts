import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Category } from './category.entity';
import { Franchise } from './franchise.entity';

/** franchise_category_mappings: which categories a franchise is listed in. */
@Entity('franchise_category_mappings')
@Index(['categoryId', 'franchiseId'])
export class CategoryMapping {
  @PrimaryColumn('uuid')
  franchiseId: string;

  @PrimaryColumn('uuid')
  categoryId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @ManyToOne(() => Category, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id' })
  category?: Relation<Category>;
}
