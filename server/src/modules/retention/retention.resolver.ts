import { Query, Resolver } from 'type-graphql';
import type { Services } from '../../services';
import { RetentionPeriods } from './retention.types';

/** The retention periods for the privacy page: public, the same configuration the daily job enforces. */
@Resolver()
export class RetentionResolver {
  constructor(private readonly services: Services) {}

  @Query(() => RetentionPeriods, { description: 'How long personal data is kept (the privacy page).' })
  retentionPeriods(): RetentionPeriods {
    const { requestMonths, signInMonths, contactMonths, consentYears } = this.services.retention.periods;
    return { requestMonths, signInMonths, contactMonths, consentYears };
  }
}
