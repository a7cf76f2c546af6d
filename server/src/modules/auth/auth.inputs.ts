import { Field, InputType } from 'type-graphql';
import { EmailAddress, MaxChars, NotBlank, Password } from '../../common/validation';
import { UserType } from './auth.enums';

@InputType()
export class SignInInput {
  @Field()
  @NotBlank('Email')
  email: string;

  @Field()
  @NotBlank('Password')
  password: string;

  /** The login page the person used; a profile of another type is refused. */
  @Field(() => UserType)
  userType: UserType;
}

@InputType()
export class CustomerSignUpInput {
  @Field()
  @NotBlank('Full name')
  @MaxChars('Full name', 200)
  fullName: string;

  @Field()
  @EmailAddress()
  email: string;

  @Field()
  @Password()
  password: string;
}

@InputType()
export class FranchisorSignUpInput {
  @Field()
  @NotBlank('Company name')
  @MaxChars('Company name', 200)
  companyName: string;

  @Field()
  @NotBlank('Contact name')
  @MaxChars('Contact name', 200)
  fullName: string;

  @Field()
  @EmailAddress()
  email: string;

  @Field()
  @Password()
  password: string;
}
