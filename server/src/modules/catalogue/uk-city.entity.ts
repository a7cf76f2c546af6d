import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

@ObjectType()
@Entity('uk_cities')
@Unique(['name', 'country'])
// Trigram index on lower(name) for the location autocomplete, written in the UkCitySearch migration.
@Index('idx_uk_cities_name_trgm', { synchronize: false })
export class UkCity {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Index()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** One of the nine English regions; null in Scotland, Wales and Northern Ireland (the nation is the region). */
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 60, nullable: true })
  region: string | null;

  /** England, Scotland, Wales or Northern Ireland. */
  @Field()
  @Column({ type: 'varchar', length: 60 })
  country: string;
}
