import DataLoader from 'dataloader';
import { type DataSource, In } from 'typeorm';
import { ConsentRecord } from '../consents/consent-record.entity';
import { LeadConsent } from '../lead-intake/lead-consent.entity';

/** Per-request loaders of the customer's requests. */
export function createCustomerRequestsLoaders(ds: DataSource) {
  return {
    /** The consent record a lead was sent under (null for requests sent before records were kept). */
    consentByLeadId: new DataLoader<string, ConsentRecord | null>(async (ids) => {
      const links = await ds.getRepository(LeadConsent).find({ where: { leadId: In([...ids]) }, relations: { consentRecord: true } });
      const byLead = new Map(links.map((l) => [l.leadId, l.consentRecord ?? null]));
      return ids.map((id) => byLead.get(id) ?? null);
    }),
  };
}
