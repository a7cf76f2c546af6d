import { Arg, Query, Resolver } from 'type-graphql';
import type { Services } from '../../services';
import { PRIVACY_NOTICE_VERSION } from './consents.constants';
import { ConsentNotice, ConsentNoticeInput, PrivacyNotice } from './consent.types';

/** The consent line a request form shows, and the privacy notice's version (issue 41). */
@Resolver()
export class ConsentResolver {
  constructor(private readonly services: Services) {}

  @Query(() => ConsentNotice, {
    description:
      'The consent line a request path shows before sending, naming each franchise it would go to and its franchisor company. Nothing is stored.',
  })
  consentNotice(@Arg('input') input: ConsentNoticeInput): Promise<ConsentNotice> {
    return this.services.consents.notice(input.path, input.franchiseIds);
  }

  @Query(() => PrivacyNotice, { description: 'The privacy notice in force (its version is stored with every consent record).' })
  privacyNotice(): PrivacyNotice {
    return { version: PRIVACY_NOTICE_VERSION };
  }
}
