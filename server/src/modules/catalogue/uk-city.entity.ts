import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

@ObjectType()
@Entity('uk_cities')
@Unique(['name', 'country'])
export class UkCity {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Index()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** England, Scotland, Wales or Northern Ireland. */
  @Field()
  @Column({ type: 'varchar', length: 60 })
  country: string;
}
