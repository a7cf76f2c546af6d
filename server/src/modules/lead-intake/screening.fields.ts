import { Field } from 'type-graphql';
import { MaxChars, OneOf } from '../../common/validation';
import { INVESTMENT_OPTIONS } from './lead.constants';

/**
 * The optional fields an enquiry is screened by (issue 29), alike on the lead form, the dialog's sign-in step and the
 * signed-in claim: the available capital (one of the desired-investment options) and the town.
 */
export const AvailableCapitalField = (): PropertyDecorator => (target, key) => {
  Field(() => String, {
    nullable: true,
    description: "The enquirer's available capital: one of the desired-investment options; screened against each listing's minimum, not required.",
  })(target, key as string);
  OneOf('Desired investment', INVESTMENT_OPTIONS)(target, key);
};

export const TownField = (): PropertyDecorator => (target, key) => {
  Field(() => String, {
    nullable: true,
    description: "The enquirer's town, screened against the areas each listing recruits in; not required.",
  })(target, key as string);
  MaxChars('City/Town', 120)(target, key);
};
