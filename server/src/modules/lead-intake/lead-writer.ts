import { type EntityManager, In, IsNull, Not } from 'typeorm';
import { logger } from '../../common/logger';
import type { AfterCommit } from '../../common/unit-of-work';
import { normaliseEmail } from '../../common/validation';
import { AdMetricType } from '../advertising/advertising.enums';
import { PUBLIC_FEATURED_AD } from '../catalogue/public-rules';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { Franchise } from '../catalogue/franchise.entity';
import { FranchiseLead } from './franchise-lead.entity';
import type { LeadNotificationService } from './lead-notification.service';
import { capitalOf, screen, townAreas } from './lead-screening';
import type { StoredMatchAnswers } from './match-answers';
import { quizFit } from './quiz-fit';
import { LEAD_FALLBACKS } from './lead.constants';
import { type ContactMethod, type ContactTime, LeadStatus } from './lead.enums';
import { LeadsCreated } from './lead-events';
import type { ConsentService } from '../consents/consent.service';
import { requestConsentText } from '../consents/consent-text';
import { ConsentAction, ConsentKind, type ConsentPath } from '../consents/consents.enums';
import { LeadConsent } from './lead-consent.entity';
import type { LeadRouter } from './lead-router';

/** Where a lead was sent from (for the log). */
export enum LeadSource {
  /** The request form on a franchise page. */
  LEAD_FORM = 'lead form',
  /** The Request Information dialog (sign-in or sign-up). */
  REQUEST_DIALOG = 'request dialog',
  /** Ticked franchises claimed by a signed-in customer. */
  PENDING_SELECTION = 'pending selection',
}

/** One lead to write: the person's details for one franchise. Left-out wishes take the spec's fallbacks. */
export interface LeadDraft {
  franchiseId: string;
  /** The customer's profile, or null for a visitor who is not signed in. */
  userId: string | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  city?: string;
  postCode?: string;
  country?: string;
  desiredInvestment?: string;
  desiredTimeframe?: string;
  marketingOptIn?: boolean;
  /** How and when to be contacted; left out, 'either' at 'any time'. */
  contactMethod?: ContactMethod;
  contactTime?: ContactTime;
  /** The matching quiz's answers the enquirer chose to send (issue 43); left out, none. */
  matchAnswers?: StoredMatchAnswers | null;
}

export interface WrittenLeads {
  leadIds: string[];
  /** The consent records written, one per person whose request created a lead. */
  consentRecordIds: string[];
  /** Distinct drafts that got no lead: a customer's repeat request, or a franchise unknown, unapproved or without franchisor. */
  skipped: number;
  /** Whose new-lead count changed (pushed after commit when `create` was given the unit of work's AfterCommit). */
  franchisorIds: string[];
}

/**
 * The one way leads are created (lead form, request dialog, claimed selections). In the caller's
 * transaction it inserts a 'new' lead per draft whose franchise is approved and has a franchisor,
 * records one `request_info` metric per lead (the only place they are recorded; with the franchise's
 * public featured ad, if any, for the dashboard funnel and ad reports), and stores the
 * job that e-mails the franchisors and the enquirer. Each person's request gets one consent record (issue 41): the
 * consent line of `consent` (the path the caller checked) as the server renders it for the franchises the request
 * names, linked to every lead it created and copied onto them for the franchisor; a request that creates no lead
 * records nothing. It registers the franchisors' new-lead counts with
 * the unit of work's AfterCommit, so they are pushed once the transaction has committed.
 */
export class LeadWriter {
  constructor(
    private readonly notifications: LeadNotificationService,
    private readonly consents: ConsentService,
    /** The listings' routing rules (franchisor-team), which assign new leads to a member. */
    private readonly router?: LeadRouter,
  ) {}

  async create(em: EntityManager, drafts: LeadDraft[], source: LeadSource, consent: ConsentPath, after?: AfterCommit): Promise<WrittenLeads> {
    // One lead per person and franchise in one request.
    const person = (d: LeadDraft) => d.userId ?? normaliseEmail(d.email);
    const unique = [...new Map(drafts.map((d) => [`${person(d)}:${d.franchiseId}`, d])).values()];
    if (unique.length === 0) return { leadIds: [], consentRecordIds: [], skipped: 0, franchisorIds: [] };
    // How many franchises each person asked at once (a signal of the lead score), those that get no lead included.
    const asked = new Map<string, number>();
    for (const d of unique) asked.set(person(d), (asked.get(person(d)) ?? 0) + 1);
    const franchises = await em.getRepository(Franchise).find({
      select: {
        id: true,
        franchisorId: true,
        areas: true,
        details: { franchiseId: true, minimumLiquidCapital: true, investmentAmount: true, ownershipStyles: true, workingHours: true },
      },
      relations: { details: true },
      where: {
        id: In([...new Set(unique.map((d) => d.franchiseId))]),
        status: FranchiseStatus.APPROVED,
        franchisorId: Not(IsNull()),
      },
    });
    const franchisorOf = new Map(franchises.map((f) => [f.id, f.franchisorId!]));
    const requirementsOf = new Map(franchises.map((f) => [f.id, { minimumLiquidCapital: f.details?.minimumLiquidCapital ?? null, areas: f.areas }]));
    const factsOf = new Map(
      franchises.map((f) => [
        f.id,
        {
          investmentAmount: f.details?.investmentAmount ?? null,
          minimumLiquidCapital: f.details?.minimumLiquidCapital ?? null,
          ownershipStyles: f.details?.ownershipStyles ?? [],
          workingHours: f.details?.workingHours ?? null,
        },
      ]),
    );
    const writable = unique.filter((d) => franchisorOf.has(d.franchiseId));
    if (writable.length === 0) return { leadIds: [], consentRecordIds: [], skipped: unique.length, franchisorIds: [] };
    // Each person's consent line, naming the franchises their request goes to, as the page showed it.
    const recipients = new Map<string, Awaited<ReturnType<ConsentService['recipients']>>>();
    for (const key of new Set(writable.map(person))) {
      recipients.set(
        key,
        await this.consents.recipients(
          em,
          writable.filter((d) => person(d) === key).map((d) => d.franchiseId),
        ),
      );
    }
    const consentAt = new Date();
    const textOf = (d: LeadDraft) => requestConsentText(consent, recipients.get(person(d))!);
    // Each lead screened against its listing's requirements as they stand when it is sent.
    const towns = await townAreas(
      em,
      writable.map((d) => d.city ?? ''),
    );

    // A customer's second request for the same franchise meets the partial unique index and is skipped,
    // so two requests racing each other cannot both insert.
    const inserted = await em
      .createQueryBuilder()
      .insert()
      .into(FranchiseLead)
      .values(
        writable.map((d) => ({
          ...screen(requirementsOf.get(d.franchiseId)!, capitalOf(d.desiredInvestment?.trim()), towns.get((d.city ?? '').trim().toLowerCase())),
          franchiseId: d.franchiseId,
          franchisorId: franchisorOf.get(d.franchiseId)!,
          userId: d.userId,
          name: d.name.trim() || LEAD_FALLBACKS.name,
          email: normaliseEmail(d.email),
          phone: d.phone.trim() || LEAD_FALLBACKS.phone,
          message: d.message.trim() || LEAD_FALLBACKS.message,
          city: d.city?.trim() ?? '',
          postCode: d.postCode?.trim() ?? '',
          country: d.country?.trim() || LEAD_FALLBACKS.country,
          desiredInvestment: d.desiredInvestment?.trim() || LEAD_FALLBACKS.desiredInvestment,
          desiredTimeframe: d.desiredTimeframe?.trim() || LEAD_FALLBACKS.desiredTimeframe,
          marketingOptIn: d.marketingOptIn ?? false,
          franchisesInRequest: asked.get(person(d))!,
          ...(d.contactMethod ? { contactMethod: d.contactMethod } : {}),
          ...(d.contactTime ? { contactTime: d.contactTime } : {}),
          matchAnswers: d.matchAnswers ?? null,
          quizFit: quizFit(d.matchAnswers, factsOf.get(d.franchiseId)!),
          consentText: textOf(d),
          consentAt,
          status: LeadStatus.NEW,
        })),
      )
      .orIgnore()
      .returning(['id', 'franchiseId', 'franchisorId', 'userId', 'email'])
      .execute();
    const rows = inserted.raw as { id: string; franchise_id: string; franchisor_id: string; user_id: string | null; email: string }[];

    // One consent record per person whose request created a lead, linked to those leads.
    const consentRecordIds: string[] = [];
    for (const key of new Set(writable.map(person))) {
      const draft = writable.find((d) => person(d) === key)!;
      const mine = rows.filter((r) => (r.user_id ?? r.email) === key);
      if (mine.length === 0) continue;
      const record = await this.consents.record(em, {
        kind: ConsentKind.REQUEST,
        action: ConsentAction.GIVEN,
        path: consent,
        text: textOf(draft),
        recipients: recipients.get(key)!,
        personId: draft.userId,
        email: draft.email,
      });
      await em.getRepository(LeadConsent).insert(mine.map((r) => ({ leadId: r.id, consentRecordId: record.id })));
      consentRecordIds.push(record.id);
    }

    if (rows.length > 0 && this.router) {
      // Routing (issue 42 part 3): the listing's rule gives each new lead to a member, before its e-mail is composed.
      const townOf = new Map(writable.map((d) => [`${person(d)}:${d.franchiseId}`, (d.city ?? '').trim().toLowerCase()]));
      const assigned = await this.router.route(
        em,
        rows.map((r) => ({
          id: r.id,
          franchiseId: r.franchise_id,
          franchisorId: r.franchisor_id,
          townKeys: towns.get(townOf.get(`${r.user_id ?? r.email}:${r.franchise_id}`) ?? '') ?? [],
        })),
      );
      if (assigned.size > 0) {
        await em.query(
          `UPDATE franchise_leads l SET assigned_to = a.member_id FROM unnest($1::uuid[], $2::uuid[]) AS a(lead_id, member_id) WHERE l.id = a.lead_id`,
          [[...assigned.keys()], [...assigned.values()]],
        );
      }
    }

    if (rows.length > 0) {
      // Exactly one request_info per lead, on the listing, naming its newest public featured ad if it has one.
      await em.query(
        `INSERT INTO ad_metrics (franchise_id, ad_id, metric_type)
         SELECT lead.franchise_id, ad.id, $2 FROM unnest($1::uuid[]) AS lead(franchise_id)
         LEFT JOIN LATERAL (
           SELECT a.id FROM featured_ads a JOIN franchises f ON f.id = a.franchise_id
           WHERE a.franchise_id = lead.franchise_id AND ${PUBLIC_FEATURED_AD}
           ORDER BY a.created_at DESC, a.id
           LIMIT 1
         ) ad ON true`,
        [rows.map((r) => r.franchise_id), AdMetricType.REQUEST_INFO],
      );
      await this.notifications.schedule(
        em,
        rows.map((r) => r.id),
      );
    }
    logger.debug(`Leads from the ${source}`, { created: rows.length, skipped: unique.length - rows.length });
    const franchisorIds = [...new Set(rows.map((r) => r.franchisor_id))];
    // The franchisors' Leads badges, once the leads are committed.
    if (franchisorIds.length > 0)
      after?.publish(
        new LeadsCreated(
          franchisorIds,
          rows.map((r) => r.id),
        ),
      );
    return { leadIds: rows.map((r) => r.id), consentRecordIds, skipped: unique.length - rows.length, franchisorIds };
  }
}
