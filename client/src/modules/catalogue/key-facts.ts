import type { FranchiseKeyFacts_DetailsFragment, InvestmentPart, OwnershipStyle, WorkingHours } from '../../gql/graphql';
import { formatCount, formatInvestment } from '../../shared/format';

const pounds = (value: number | null | undefined) => (value == null ? null : formatInvestment(value));

/** As a listing states them (the server's OWNERSHIP_STYLE_NAMES and WORKING_HOURS_NAMES). */
export const OWNERSHIP_STYLE_NAMES: Record<OwnershipStyle, string> = {
  OWNER_OPERATOR: 'Owner-operators',
  MANAGER: 'Manager-owners',
  SEMI_PASSIVE: 'Semi-passive owners',
};
export const WORKING_HOURS_NAMES: Record<WorkingHours, string> = {
  PART_TIME: 'Part time (up to 20 hours a week)',
  FULL_TIME: 'Full time (20 to 45 hours a week)',
  EXTENDED: 'More than 45 hours a week',
};

const PARTS: Record<InvestmentPart, string> = { FRANCHISE_FEE: 'the franchise fee', EQUIPMENT: 'equipment', WORKING_CAPITAL: 'working capital' };

/** '£145,000 (includes the franchise fee, equipment and working capital)': the total with what it covers, as stated. */
export function investmentText(d: Pick<FranchiseKeyFacts_DetailsFragment, 'investmentAmount' | 'investmentIncludes'> | null | undefined): string {
  const total = formatInvestment(d?.investmentAmount);
  const parts = d?.investmentAmount == null ? [] : (d.investmentIncludes ?? []).map((p) => PARTS[p]);
  if (parts.length === 0) return total;
  return `${total} (includes ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0]})`;
}

/** Each key fact with its label and how it reads; null when the listing does not state it. */
export const KEY_FACTS: { key: string; label: string; value: (d: FranchiseKeyFacts_DetailsFragment) => string | null }[] = [
  { key: 'investment', label: 'Total investment', value: (d) => pounds(d.investmentAmount) },
  { key: 'fee', label: 'Franchise fee', value: (d) => pounds(d.franchiseFee) },
  { key: 'liquid', label: 'Minimum liquid capital', value: (d) => pounds(d.minimumLiquidCapital) },
  { key: 'royalty', label: 'Management fee or royalty', value: (d) => d.royaltyFee ?? null },
  { key: 'finance', label: 'Finance available', value: (d) => (d.financeAvailable == null ? null : d.financeAvailable ? 'Yes' : 'No') },
  { key: 'founded', label: 'Year founded', value: (d) => (d.yearFounded == null ? null : String(d.yearFounded)) },
  { key: 'outlets', label: 'Number of outlets', value: (d) => (d.outlets == null ? null : formatCount(d.outlets)) },
  { key: 'training', label: 'Training provided', value: (d) => d.trainingProvided ?? null },
  {
    key: 'suits',
    label: 'Suits',
    value: (d) => (d.ownershipStyles.length ? d.ownershipStyles.map((s) => OWNERSHIP_STYLE_NAMES[s]).join(', ') : null),
  },
  { key: 'hours', label: "Owner's hours", value: (d) => (d.workingHours ? WORKING_HOURS_NAMES[d.workingHours] : null) },
];

/** The facts a listing states, in order (total investment always, as 'Contact for details' when missing). */
export function statedFacts(details: FranchiseKeyFacts_DetailsFragment | null | undefined): { key: string; label: string; text: string }[] {
  if (!details) return [];
  return KEY_FACTS.flatMap((f) => {
    const text = f.key === 'investment' ? investmentText(details) : f.value(details);
    return text ? [{ key: f.key, label: f.label, text }] : [];
  });
}
