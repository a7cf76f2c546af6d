import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

@Entity('uk_cities')
@Unique(['name', 'country'])
// Trigram index on lower(name) for the location autocomplete, written in the UkCitySearch migration.
@Index('idx_uk_cities_name_trgm', { synchronize: false })
export class UkCity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** One of the nine English regions; null in Scotland, Wales and Northern Ireland (the nation is the region). */
  @Column({ type: 'varchar', length: 60, nullable: true })
  region: string | null;

  /** England, Scotland, Wales or Northern Ireland. */
  @Column({ type: 'varchar', length: 60 })
  country: string;
}
