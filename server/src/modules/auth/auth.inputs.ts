import { ValidateIf } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { EmailAddress, MaxChars, NotBlank, Password } from '../../common/validation';
import { UserType } from './auth.enums';
import { CompanyNumber } from './company-number';

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

  @Field(() => String, {
    nullable: true,
    description: "The company registration number (8 characters: '08123456', 'SC123456'); optional. Ignored with notRegistered.",
  })
  @ValidateIf((input: FranchisorSignUpInput) => !input.notRegistered)
  @CompanyNumber()
  companyNumber?: string | null;

  @Field(() => Boolean, { nullable: true, description: "'We are not a registered company', chosen on purpose." })
  notRegistered?: boolean | null;
}
