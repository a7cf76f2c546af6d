import DataLoader from 'dataloader';
import { type DataSource, In } from 'typeorm';
import { ConsentRecord } from '../consents/consent-record.entity';
import { LeadConsent } from './lead-consent.entity';
import { publicResponseTimes } from './response-times.service';
import type { ResponseTime } from './response-times.types';

/** Per-request loaders of the leads module. */
export function createLeadsLoaders(ds: DataSource) {
  return {
    /** A franchisor's public response figures (the card's badge), null with too few leads. */
    responseTimeByFranchisorId: new DataLoader<string, ResponseTime | null>((ids) => publicResponseTimes(ds, ids)),
    /** The consent record a lead was sent under (null for requests sent before records were kept). */
    consentByLeadId: new DataLoader<string, ConsentRecord | null>(async (ids) => {
      const links = await ds.getRepository(LeadConsent).find({ where: { leadId: In([...ids]) }, relations: { consentRecord: true } });
      const byLead = new Map(links.map((l) => [l.leadId, l.consentRecord ?? null]));
      return ids.map((id) => byLead.get(id) ?? null);
    }),
  };
}
