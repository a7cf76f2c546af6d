import { Field, InputType } from 'type-graphql';
import { MaxChars, NotBlank, OneOf, PhoneNumber, RequiredEmailAddress } from '../../common/validation';
import { CONTACT_SUBJECTS } from './contact.constants';

@InputType()
export class SendContactMessageInput {
  @Field()
  @NotBlank('Full name')
  @MaxChars('Full name', 200)
  fullName: string;

  @Field()
  @RequiredEmailAddress()
  email: string;

  @Field(() => String, { nullable: true, description: 'Optional.' })
  @PhoneNumber()
  phone?: string | null;

  @Field({ description: 'One of the Contact page subjects.' })
  @NotBlank('Subject')
  @OneOf('Subject', CONTACT_SUBJECTS)
  subject: string;

  @Field()
  @NotBlank('Message')
  @MaxChars('Message', 5000)
  message: string;
}
