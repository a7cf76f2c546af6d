import type { DataSource } from 'typeorm';
import { toPlaceArea } from '../catalogue/place.types';
import { KIND_ORDER, places } from '../catalogue/places';
import { ENQUIRER_NOTES, checkEnquiry } from './lead-screening';
import type { RequestRequirement, RequestRequirementsInput } from './request-requirements.types';

/**
 * What the enquirer sees before sending a request (issue 29): each ticked franchise's minimum liquid capital and
 * the areas it recruits in, and a plain note for each that their capital or town misses. The same rules as the
 * leads' screening (`checkEnquiry` uses LeadWriter's `screen`), so the warning and the stored screening agree.
 * Public and read-only: the capital and town asked about are neither stored nor logged.
 */
export class RequestRequirementsService {
  constructor(private readonly ds: DataSource) {}

  async forRequest(input: RequestRequirementsInput): Promise<RequestRequirement[]> {
    const { checks, townKeys } = await checkEnquiry(this.ds.manager, input.franchiseIds, input.desiredInvestment, input.city);
    if (checks.length === 0) return [];
    const known = await places(this.ds);
    // The town as the towns list spells it, for the note ('leeds' reads 'Leeds').
    const townKey = townKeys.find((k) => k.startsWith('town:'));
    const townName = (townKey && known.byKey.get(townKey)?.name) || (input.city ?? '').trim();
    return checks.map(({ franchiseId, name, requirements, screening }) => {
      const notes: string[] = [];
      if (screening.belowMinCapital) notes.push(ENQUIRER_NOTES.belowMinCapital(requirements.minimumLiquidCapital!));
      if (screening.outsideAreas) notes.push(ENQUIRER_NOTES.outsideAreas(townName));
      const areas = requirements.areas
        .flatMap((key) => known.byKey.get(key) ?? [])
        .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.name.localeCompare(b.name))
        .map(toPlaceArea);
      return {
        franchiseId,
        name,
        minimumLiquidCapital: requirements.minimumLiquidCapital,
        areas,
        belowMinCapital: screening.belowMinCapital,
        outsideAreas: screening.outsideAreas,
        notes,
      };
    });
  }
}
