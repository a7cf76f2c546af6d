import type { FranchiseDetail_FranchiseFragment } from '../../gql/graphql';

/**
 * The listing as schema.org data: a franchise opportunity is offered as a Product (a business format) by its
 * brand, with the total investment as the offer's price and the key facts as properties.
 */
export function franchiseStructuredData(franchise: FranchiseDetail_FranchiseFragment, pageUrl: string, origin: string): Record<string, unknown> {
  const d = franchise.details;
  const facts: [string, unknown][] = [
    ['Franchise fee (GBP)', d?.franchiseFee],
    ['Minimum liquid capital (GBP)', d?.minimumLiquidCapital],
    ['Management fee or royalty', d?.royaltyFee],
    ['Finance available', d?.financeAvailable == null ? null : d.financeAvailable ? 'Yes' : 'No'],
    ['Year founded', d?.yearFounded],
    ['Number of outlets', d?.outlets],
    ['Training provided', d?.trainingProvided],
  ];
  // schema.org has no property for how fast a seller answers (ServiceChannel.processingTime is a service's
  // processing time, and the listing is a Product): the figures go in as further PropertyValues, with UN/CEFACT units.
  const reply = franchise.responseTime;
  const replyFacts = reply
    ? [
        ...(reply.medianSeconds != null
          ? [
              {
                '@type': 'PropertyValue',
                name: 'Median time to reply to an enquiry',
                value: Math.round(reply.medianSeconds / 360) / 10,
                unitCode: 'HUR',
                unitText: 'hours',
              },
            ]
          : []),
        { '@type': 'PropertyValue', name: 'Enquiries answered within 24 hours', value: reply.withinDayPercent, unitCode: 'P1', unitText: '%' },
      ]
    : [];
  // The franchisor as the offer's seller, identified by its company number where the register was read (issue 40):
  // schema.org's identifier, as a PropertyValue named by the register's org-id.guide scheme (GB-COH).
  const company = franchise.companyFacts;
  const seller =
    company?.companyNumber && company.checkedAt && !company.notRegistered
      ? {
          '@type': 'Organization',
          name: company.registeredName ?? undefined,
          legalName: company.registeredName ?? undefined,
          identifier: { '@type': 'PropertyValue', propertyID: 'GB-COH', name: 'Companies House company number', value: company.companyNumber },
          foundingDate: company.incorporatedOn ?? undefined,
          sameAs: company.registerUrl ?? undefined,
          address: company.locality ? { '@type': 'PostalAddress', addressLocality: company.locality, addressCountry: 'GB' } : undefined,
        }
      : undefined;
  return {
    '@type': 'Product',
    name: `${franchise.name} Franchise`,
    url: pageUrl,
    // As the page's meta description.
    description: d?.shortDescription || `${franchise.name} franchise opportunity in ${franchise.location}.`,
    image: d?.mainImageUrl ? new URL(d.mainImageUrl, origin).href : undefined,
    brand: { '@type': 'Brand', name: franchise.name },
    category: franchise.categories.map((c) => c.name).join(', ') || undefined,
    areaServed: franchise.areas.length > 0 ? franchise.areas.map((a) => (a.key === 'uk' ? 'United Kingdom' : a.name)) : franchise.location,
    additionalProperty: [
      ...facts.filter(([, value]) => value != null && value !== '').map(([name, value]) => ({ '@type': 'PropertyValue', name, value })),
      ...replyFacts,
    ],
    offers:
      d?.investmentAmount != null
        ? { '@type': 'Offer', price: d.investmentAmount, priceCurrency: 'GBP', url: pageUrl, availability: 'https://schema.org/InStock', seller }
        : undefined,
    // Without a price there is no Offer to carry the seller: the brand's owner is then the manufacturer (schema.org
    // Product.manufacturer: the organisation behind the product).
    manufacturer: d?.investmentAmount == null ? seller : undefined,
  };
}
