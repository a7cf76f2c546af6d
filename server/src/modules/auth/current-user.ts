import { createParameterDecorator } from 'type-graphql';
import { type Caller, signInError } from './access-check';
import type { Profile } from './profile.entity';

/**
 * The signed-in account of a caller that the access check has let through, typed as present. Should there be none
 * (a field without `@Authorized`), the caller is refused with the error the access check sends (defence in depth),
 * never handed a null. For a subscription's `topicId`, which runs before the resolver's parameters are read.
 */
export function signedInUser(caller: Caller): Profile {
  if (!caller.user) throw signInError(caller);
  return caller.user;
}

/** `@CurrentUser() user: Profile`: the signed-in account of a field that `@Authorized` guards (see signedInUser). */
export function CurrentUser() {
  return createParameterDecorator<Caller>(({ context }): Profile => signedInUser(context));
}
