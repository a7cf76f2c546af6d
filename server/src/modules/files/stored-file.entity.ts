import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Profile } from '../auth/profile.entity';

export enum FileVisibility {
  /** Listing images, brochures, banners, blog images: served to anyone at /uploads/{key}. */
  PUBLIC = 'public',
  /** Message attachments: served at /files/{id} only to the people the service allows. */
  PRIVATE = 'private',
}

/** An uploaded file; the bytes live in storage under a generated key. */
@Entity('stored_files')
export class StoredFile {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 300, unique: true })
  storageKey: string;

  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'varchar', length: 100 })
  mimeType: string;

  @Column({ type: 'int' })
  sizeBytes: number;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  ownerId: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'owner_id' })
  owner?: Relation<Profile> | null;

  @Column({ type: 'enum', enum: FileVisibility, enumName: 'file_visibility' })
  visibility: FileVisibility;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
