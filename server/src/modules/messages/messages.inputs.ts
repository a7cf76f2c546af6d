import { ArrayMaxSize, IsUUID } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { Messages } from '../../common/errors';
import { MaxChars, NotBlank } from '../../common/validation';

@InputType()
export class SendAdminMessageInput {
  @Field(() => ID)
  @IsUUID('all', { message: Messages.selectFranchisor })
  franchisorId: string;

  @Field()
  @NotBlank('Subject')
  @MaxChars('Subject', 300)
  subject: string;

  @Field()
  @NotBlank('Message')
  @MaxChars('Message', 10000)
  content: string;
}

@InputType()
export class SendSupportMessageInput {
  @Field()
  @NotBlank('Subject')
  @MaxChars('Subject', 300)
  subject: string;

  @Field()
  @NotBlank('Message')
  @MaxChars('Message', 10000)
  content: string;
}

@InputType()
export class MarkMessagesReadInput {
  @Field(() => [ID])
  @ArrayMaxSize(500)
  @IsUUID('all', { each: true })
  ids: string[];
}
