import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The authentication record: e-mail and password hash. Its id is also the profile's id. */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored trimmed and lower-cased; unique. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  /** argon2id PHC string. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
