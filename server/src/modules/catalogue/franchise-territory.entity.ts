import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { Franchise } from './franchise.entity';
import { TerritoryState } from './territory.enums';

/**
 * The centre of a UK postcode area ('LS', 'M') as its post town's (issue 43): the district centres the territory
 * distances use. Reference data written by the Territories migration; see docs/decisions.md for its accuracy.
 */
@Entity('postcode_areas')
export class PostcodeArea {
  @Column({ type: 'varchar', length: 2, primary: true })
  area: string;

  @Column({ type: 'varchar', length: 60 })
  postTown: string;

  @Column({ type: 'double precision' })
  latitude: number;

  @Column({ type: 'double precision' })
  longitude: number;
}

/**
 * One postcode district of a listing's territories with its state (issue 43). The franchisor keeps them up to date
 * without review: they are facts of trade, not claims. (franchise_id, district) is unique and serves the listing's
 * lookups; the partial index on available districts by area serves search's "available near a postcode".
 */
@Entity('franchise_territories')
@Unique(['franchiseId', 'district'])
@Index('idx_franchise_territories_available', ['area', 'franchiseId'], { where: `"state" = 'available'` })
@Check(`"district" ~ '^[A-Z]{1,2}[0-9][0-9A-Z]?$'`)
export class FranchiseTerritory {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  franchiseId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  /** 'LS6', upper case, no space. */
  @Column({ type: 'varchar', length: 4 })
  district: string;

  /** The district's postcode area ('LS'), whose centre stands for the district's. */
  @Column({ type: 'varchar', length: 2 })
  area: string;

  @ManyToOne(() => PostcodeArea, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'area' })
  postcodeArea?: Relation<PostcodeArea>;

  @Column({ type: 'enum', enum: TerritoryState, enumName: 'territory_state' })
  state: TerritoryState;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
