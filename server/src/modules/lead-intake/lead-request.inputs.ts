import { ArrayMaxSize, ArrayNotEmpty, IsUUID } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { Messages } from '../../common/errors';
import { EmailAddress, MaxChars, NotBlank, OneOf, Password, PhoneNumber, UkPostCode } from '../../common/validation';
import { ContactMethodField, ContactTimeField } from './contact-preference.fields';
import { INVESTMENT_OPTIONS, MAX_FRANCHISES_PER_REQUEST, TIMEFRAME_OPTIONS } from './lead.constants';
import type { ContactMethod, ContactTime } from './lead.enums';
import { AvailableCapitalField, TownField } from './screening.fields';
import { ConsentField, type ConsentInput } from '../consents/consent.types';
import { MatchAnswersField, type MatchAnswersInput } from './match-answers';

const tooManyFranchises = `You can request information from at most ${MAX_FRANCHISES_PER_REQUEST} franchises at once`;

/** The ticked franchises of a request; unknown, removed or unapproved ones are skipped by the service. */
export const FranchiseIds =
  (required: boolean): PropertyDecorator =>
  (target, key) => {
    if (required) ArrayNotEmpty({ message: Messages.selectFranchises })(target, key);
    ArrayMaxSize(MAX_FRANCHISES_PER_REQUEST, { message: tooManyFranchises })(target, key);
    IsUUID('all', { each: true, message: Messages.selectFranchises })(target, key);
  };

@InputType({ description: 'Step 2 of the request dialog for an email that has a customer account.' })
export class RequestInfoSignInInput {
  @Field()
  @NotBlank('Email')
  email: string;

  @Field()
  @NotBlank('Password')
  password: string;

  @AvailableCapitalField()
  desiredInvestment?: string | null;

  @TownField()
  city?: string | null;

  @ContactMethodField()
  contactMethod?: ContactMethod | null;

  @ContactTimeField()
  contactTime?: ContactTime | null;

  @Field(() => [ID])
  @FranchiseIds(true)
  franchiseIds: string[];

  @ConsentField()
  consent?: ConsentInput | null;

  @MatchAnswersField()
  matchAnswers?: MatchAnswersInput | null;
}

@InputType({ description: 'Step 2 of the request dialog for an email without a customer account.' })
export class RequestInfoSignUpInput {
  @Field()
  @EmailAddress()
  email: string;

  @Field()
  @NotBlank('First name')
  @MaxChars('First name', 80)
  firstName: string;

  @Field()
  @NotBlank('Last name')
  @MaxChars('Last name', 80)
  lastName: string;

  @Field()
  @Password()
  password: string;

  @Field()
  @NotBlank('Phone')
  @PhoneNumber()
  phone: string;

  @Field()
  @NotBlank('City/Town')
  @MaxChars('City/Town', 120)
  city: string;

  @Field()
  @NotBlank('Post code')
  @UkPostCode()
  postCode: string;

  @Field()
  @NotBlank('Desired investment')
  @OneOf('Desired investment', INVESTMENT_OPTIONS)
  desiredInvestment: string;

  @Field()
  @NotBlank('Desired timeframe')
  @OneOf('Desired timeframe', TIMEFRAME_OPTIONS)
  desiredTimeframe: string;

  @Field(() => String, { nullable: true })
  @MaxChars('Message', 5000)
  message?: string | null;

  @Field({ defaultValue: false, description: "'Yes, update me on new franchise opportunities!'" })
  marketingOptIn: boolean;

  @ContactMethodField()
  contactMethod?: ContactMethod | null;

  @ContactTimeField()
  contactTime?: ContactTime | null;

  @Field(() => [ID])
  @FranchiseIds(true)
  franchiseIds: string[];

  @ConsentField()
  consent?: ConsentInput | null;

  @MatchAnswersField()
  matchAnswers?: MatchAnswersInput | null;
}

@InputType({ description: "Franchises a visitor ticked before signing in, to become the signed-in customer's requests." })
export class ClaimFranchisesInput {
  @Field(() => [ID])
  @FranchiseIds(false)
  franchiseIds: string[];

  @ConsentField()
  consent?: ConsentInput | null;

  @MatchAnswersField()
  matchAnswers?: MatchAnswersInput | null;

  @AvailableCapitalField()
  desiredInvestment?: string | null;

  @TownField()
  city?: string | null;

  @ContactMethodField()
  contactMethod?: ContactMethod | null;

  @ContactTimeField()
  contactTime?: ContactTime | null;
}
