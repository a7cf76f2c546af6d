import { ArrayMaxSize, IsUUID, ValidateNested } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Messages } from '../../common/errors';
import { MaxChars } from '../../common/validation';
import type { ConsentRecord } from './consent-record.entity';
import type { ConsentRecipient } from './consent-text';
import { MAX_RECIPIENTS } from './consents.constants';
import { CONSENT_PATH_LABELS, ConsentAction, ConsentKind, ConsentPath } from './consents.enums';

@InputType({
  description:
    'What a form says about the consent line it showed before sending: where, and the privacy notice version it came with (ConsentNotice.noticeVersion). The server stores the text it renders itself for the recipients, never text from the client.',
})
export class ConsentInput {
  @Field(() => ConsentPath)
  path: ConsentPath;

  @Field()
  @MaxChars('Privacy notice version', 20)
  noticeVersion: string;
}

@ObjectType({ description: 'A franchise a request goes to, named with the company that runs it.' })
export class ConsentRecipientView {
  @Field(() => ID)
  franchiseId: string;

  @Field()
  franchiseName: string;

  @Field({ description: "The franchisor's company name, or its account's name when it gave none." })
  companyName: string;
}

@ObjectType({ description: 'The consent line to show before a request is sent, naming each recipient.' })
export class ConsentNotice {
  @Field()
  text: string;

  @Field({ description: 'The privacy notice version to send back with the request (ConsentInput.noticeVersion).' })
  noticeVersion: string;

  @Field(() => [ConsentRecipientView], { description: 'The franchises named, in the order asked (approved ones with a franchisor).' })
  recipients: ConsentRecipientView[];
}

@InputType()
export class ConsentNoticeInput {
  @Field(() => ConsentPath)
  path: ConsentPath;

  @Field(() => [ID])
  @ArrayMaxSize(MAX_RECIPIENTS, { message: `A request may go to at most ${MAX_RECIPIENTS} franchises` })
  @IsUUID('all', { each: true, message: Messages.selectFranchises })
  franchiseIds: string[];
}

@ObjectType({ description: 'The privacy notice in force.' })
export class PrivacyNotice {
  @Field({ description: 'Stored with every consent record; shown on the privacy page.' })
  version: string;
}

@ObjectType({ description: "A person's own consent record: what they were shown, when, where, and who it named." })
export class ConsentRecordView {
  @Field(() => ID)
  id: string;

  @Field(() => ConsentKind)
  kind: ConsentKind;

  @Field(() => ConsentAction)
  action: ConsentAction;

  @Field(() => ConsentPath)
  path: ConsentPath;

  @Field({ description: 'Where it was given, in words.' })
  pathLabel: string;

  @Field({ description: 'Exactly what the person was shown.' })
  text: string;

  @Field(() => [ConsentRecipientView])
  recipients: ConsentRecipientView[];

  @Field()
  noticeVersion: string;

  @Field()
  createdAt: Date;
}

export const toConsentRecordView = (r: ConsentRecord): ConsentRecordView => ({
  id: r.id,
  kind: r.kind,
  action: r.action,
  path: r.path,
  pathLabel: CONSENT_PATH_LABELS[r.path],
  text: r.text,
  recipients: r.recipients.map((x: ConsentRecipient) => ({ franchiseId: x.franchiseId, franchiseName: x.franchiseName, companyName: x.companyName })),
  noticeVersion: r.noticeVersion,
  createdAt: r.createdAt,
});

/**
 * A request's consent field. Left out (or blank) in GraphQL so that the service refuses it with its own message
 * (ConsentMessages.missing) and writes nothing, as for any other refused field.
 */
export const ConsentField = (): PropertyDecorator => (target, key) => {
  Field(() => ConsentInput, {
    nullable: true,
    description: 'The consent line shown before sending (ConsentNotice). Required: a request without it is refused and nothing is written.',
  })(target, key);
  ValidateNested()(target, key);
};
