import type { EntityManager } from 'typeorm';

/** What a CRM needs of a lead: the enquirer, what they asked about, and where the lead stands. */
export interface LeadData {
  id: string;
  franchiseId: string | null;
  franchiseName: string | null;
  status: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  city: string;
  postCode: string;
  country: string;
  desiredInvestment: string;
  desiredTimeframe: string;
  contactMethod: string;
  contactTime: string;
  score: string;
  meetsRequirements: boolean;
  marketingOptIn: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The message an enquirer wrote to the company, with the lead it is about. */
export interface MessageData {
  id: string;
  leadId: string | null;
  subject: string;
  content: string;
  hasAttachment: boolean;
  from: { name: string; email: string };
  sentAt: string;
}

/** The body every delivery sends, as the Standard Webhooks specification suggests: `{type, timestamp, data}`. */
export const webhookBody = (type: string, at: Date, data: unknown): string => JSON.stringify({ type, timestamp: at.toISOString(), data });

/** The leads (with their franchisor) whose ids are given, as payload data; anonymised leads are left out. */
export async function leadData(em: EntityManager, ids: string[]): Promise<(LeadData & { franchisorId: string })[]> {
  const rows = await em.query<(Omit<LeadData, 'createdAt' | 'updatedAt'> & { franchisorId: string; createdAt: Date; updatedAt: Date })[]>(
    `SELECT l.id, l.franchisor_id AS "franchisorId", l.franchise_id AS "franchiseId", f.name AS "franchiseName", l.status,
            l.name, l.email, l.phone, l.message, l.city, l.post_code AS "postCode", l.country,
            l.desired_investment AS "desiredInvestment", l.desired_timeframe AS "desiredTimeframe",
            l.contact_method AS "contactMethod", l.contact_time AS "contactTime", l.score,
            l.meets_requirements AS "meetsRequirements", l.marketing_opt_in AS "marketingOptIn",
            l.created_at AS "createdAt", l.updated_at AS "updatedAt"
     FROM franchise_leads l LEFT JOIN franchises f ON f.id = l.franchise_id
     WHERE l.id = ANY($1) AND l.franchisor_id IS NOT NULL AND l.anonymised_at IS NULL`,
    [ids],
  );
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
}

/** A message from a customer to a franchisor (null when it is anything else: a franchisor's reply, the platform's). */
export async function receivedMessageData(em: EntityManager, messageId: string): Promise<(MessageData & { franchisorId: string }) | null> {
  const rows = await em.query<(Omit<MessageData, 'sentAt' | 'from'> & { franchisorId: string; fromName: string; fromEmail: string; sentAt: Date })[]>(
    `SELECT m.id, m.lead_id AS "leadId", m.subject, m.content, m.attachment_file_id IS NOT NULL AS "hasAttachment",
            s.full_name AS "fromName", s.email AS "fromEmail", m.created_at AS "sentAt", r.id AS "franchisorId"
     FROM messages m JOIN profiles s ON s.id = m.sender_id JOIN profiles r ON r.id = m.receiver_id
     WHERE m.id = $1 AND s.user_type = 'customer' AND r.user_type = 'franchisor'`,
    [messageId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    franchisorId: r.franchisorId,
    leadId: r.leadId,
    subject: r.subject,
    content: r.content,
    hasAttachment: r.hasAttachment,
    from: { name: r.fromName, email: r.fromEmail },
    sentAt: r.sentAt.toISOString(),
  };
}
