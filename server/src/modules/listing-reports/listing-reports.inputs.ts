import { IsDefined, ValidateBy, ValidateIf, isEmail } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { Messages } from '../../common/errors';
import { MaxChars, NotBlank } from '../../common/validation';
import { DETAILS_MAX, NOTE_MAX, ReportMessages } from './listing-reports.constants';
import { ListingReportReason, ListingReportResolution, ListingReportStatus } from './listing-reports.enums';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

@InputType({ description: "A visitor's report that a listing is wrong (the Report this listing page)." })
export class ReportListingInput {
  @Field(() => ID)
  franchiseId: string;

  @Field(() => ListingReportReason, { nullable: true, description: "Required: null is refused with the form's message." })
  // IsDefined: TypeGraphQL validates with skipMissingProperties, which would let null through any other rule.
  @IsDefined({ message: ReportMessages.chooseReason })
  reason?: ListingReportReason | null;

  @Field(() => String, { nullable: true, description: 'Up to 2,000 characters; required when the reason is SOMETHING_ELSE.' })
  // Checked when given, and for 'Something else' even when null (IsDefined is not skipped as a missing property).
  @ValidateIf((input: ReportListingInput) => input.reason === ListingReportReason.SOMETHING_ELSE || input.details != null)
  @IsDefined({ message: ReportMessages.detailsForSomethingElse })
  @MaxChars('Details', DETAILS_MAX)
  @ValidateBy(
    {
      name: 'detailsForSomethingElse',
      validator: {
        validate: (value: unknown, args) => (args?.object as ReportListingInput).reason !== ListingReportReason.SOMETHING_ELSE || !blank(value),
      },
    },
    { message: ReportMessages.detailsForSomethingElse },
  )
  details?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional: only for an acknowledgement; never sent to the franchisor.' })
  @ValidateBy(
    {
      // The rule of the required e-mail fields (trimmed, at most 254 characters), for one that may be left blank.
      name: 'optionalEmailAddress',
      validator: { validate: (value: unknown) => blank(value) || (String(value).trim().length <= 254 && isEmail(String(value).trim())) },
    },
    { message: Messages.invalidEmail },
  )
  email?: string | null;
}

@InputType()
export class ListingReportFilter {
  @Field(() => ListingReportStatus, { nullable: true, description: 'Open or resolved; null lists both, open first.' })
  status?: ListingReportStatus | null;
}

@InputType({ description: 'Resolves an open report: dismiss, ask the franchisor or unpublish the listing, with a note.' })
export class ResolveListingReportInput {
  @Field(() => ID)
  reportId: string;

  @Field(() => ListingReportResolution)
  action: ListingReportResolution;

  @Field({ description: 'Required; sent to the franchisor when they are asked or the listing is unpublished.' })
  @NotBlank('Note')
  @MaxChars('Note', NOTE_MAX)
  note: string;
}
