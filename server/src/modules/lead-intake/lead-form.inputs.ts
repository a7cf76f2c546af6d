import { IsUUID } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { Messages } from '../../common/errors';
import { EmailAddress, MaxChars, NotBlank } from '../../common/validation';
import { ContactMethodField, ContactTimeField } from './contact-preference.fields';
import type { ContactMethod, ContactTime } from './lead.enums';
import { AvailableCapitalField, TownField } from './screening.fields';
import { ConsentField, type ConsentInput } from '../consents/consent.types';
import { MatchAnswersField, type MatchAnswersInput } from './match-answers';

/** The lead request form on a franchise page: every field required (spec 01 section 5). */
@InputType()
export class FranchiseLeadInput {
  @Field(() => ID)
  @IsUUID('all', { message: Messages.franchiseNotFound })
  franchiseId: string;

  @Field()
  @NotBlank('Name')
  @MaxChars('Name', 200)
  name: string;

  @Field()
  @EmailAddress()
  @NotBlank('Email')
  email: string;

  @Field()
  @NotBlank('Phone')
  @MaxChars('Phone', 40)
  phone: string;

  @Field()
  @NotBlank('Message')
  @MaxChars('Message', 5000)
  message: string;

  @AvailableCapitalField()
  desiredInvestment?: string | null;

  @TownField()
  city?: string | null;

  @ContactMethodField()
  contactMethod?: ContactMethod | null;

  @ContactTimeField()
  contactTime?: ContactTime | null;

  @ConsentField()
  consent?: ConsentInput | null;

  @MatchAnswersField()
  matchAnswers?: MatchAnswersInput | null;
}
