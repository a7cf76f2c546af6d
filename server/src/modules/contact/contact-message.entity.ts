import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent through the public Contact page, kept for the admin to read. */
@ObjectType()
@Entity('contact_messages')
export class ContactMessage {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  fullName: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  subject: string;

  @Field()
  @Column({ type: 'text' })
  message: string;

  @Field()
  @Column({ type: 'boolean', default: false })
  read: boolean;

  @Field()
  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
