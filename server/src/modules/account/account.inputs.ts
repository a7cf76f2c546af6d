import { Field, InputType } from 'type-graphql';
import { NotBlank } from '../../common/validation';

@InputType()
export class DeleteAccountInput {
  /** The current password, re-entered to confirm. */
  @Field()
  @NotBlank('Password')
  password: string;
}
