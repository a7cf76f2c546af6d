import { createParameterDecorator } from 'type-graphql';
import { type Caller, signInError } from './access-check';
import type { Profile } from './profile.entity';

/**
 * `@CurrentUser() user: Profile`: the signed-in account of a field that `@Authorized` guards, typed as present (the
 * access check has already passed when parameters are read). Should the field have no `@Authorized`, an anonymous
 * call is refused with the error the access check sends (defence in depth), never handed a null.
 */
export function CurrentUser() {
  return createParameterDecorator<Caller>(({ context }): Profile => {
    if (!context.user) throw signInError(context);
    return context.user;
  });
}
