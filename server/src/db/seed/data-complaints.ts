import { DataComplaint } from '../../modules/data-complaints/data-complaint.entity';
import { ANSWER_DUE_DAYS } from '../../modules/data-complaints/data-complaints.constants';
import { DataComplaintStatus, DataComplaintTopic } from '../../modules/data-complaints/data-complaints.enums';
import type { SeedContext } from './context';
import { seedId } from './random';

/** One complaint waiting for an answer and one answered, so the admin's Data Complaints queue has something to show. */
const COMPLAINTS = [
  {
    fullName: 'Jordan Price',
    email: 'jordan.price@example.com',
    topic: DataComplaintTopic.SHARING,
    details: 'A franchise I did not choose rang me the day after I sent an enquiry. Who did you give my number to?',
    daysAgo: 3,
    outcome: null,
  },
  {
    fullName: 'Morgan Lee',
    email: 'morgan.lee@example.com',
    topic: DataComplaintTopic.MARKETING,
    details: 'I unsubscribed from alerts but received one more the next morning.',
    daysAgo: 20,
    outcome: 'The alert had been queued before you unsubscribed. No further alerts have been sent and none will be.',
  },
];

export async function seedDataComplaints({ em, clock }: SeedContext): Promise<number> {
  for (const [i, { daysAgo, outcome, ...c }] of COMPLAINTS.entries()) {
    const createdAt = clock.daysAgo(daysAgo);
    const [{ seq }] = await em.query<{ seq: string }[]>(`SELECT nextval('data_complaint_reference_seq')::text AS seq`);
    await em.getRepository(DataComplaint).insert({
      id: seedId('data-complaint', i),
      reference: `DC-${createdAt.getFullYear()}-${seq.padStart(6, '0')}`,
      ...c,
      status: outcome ? DataComplaintStatus.ANSWERED : DataComplaintStatus.OPEN,
      outcome,
      answeredAt: outcome ? clock.daysAgo(daysAgo - 5) : null,
      answerDueAt: new Date(createdAt.getTime() + ANSWER_DUE_DAYS * 24 * 60 * 60 * 1000),
      createdAt,
    });
  }
  return COMPLAINTS.length;
}
