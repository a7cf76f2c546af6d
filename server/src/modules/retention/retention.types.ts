import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'How long the site keeps personal data, as its privacy notice states it (the RETENTION_* settings).' })
export class RetentionPeriods {
  @Field(() => Int, { description: 'Requests (leads) and their messages: months after the last activity, then anonymised or deleted.' })
  requestMonths: number;

  @Field(() => Int, { description: 'Sign-in records (Recent Login Activity): months.' })
  signInMonths: number;

  @Field(() => Int, { description: "Contact-form messages and listing reporters' e-mail addresses: months." })
  contactMonths: number;

  @Field(() => Int, { description: 'Consent records: years after they were last relied on.' })
  consentYears: number;
}
