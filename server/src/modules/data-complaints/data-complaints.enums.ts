import { registerEnumType } from 'type-graphql';

/** What a complaint about someone's data is about (issue 41, part 3). */
export enum DataComplaintTopic {
  SHARING = 'sharing',
  MARKETING = 'marketing',
  RIGHTS_REQUEST = 'rights_request',
  ACCURACY = 'accuracy',
  SECURITY = 'security',
  SOMETHING_ELSE = 'something_else',
}

/** The topics as the form, the e-mails and the admin queue name them. */
export const TOPIC_LABELS: Record<DataComplaintTopic, string> = {
  [DataComplaintTopic.SHARING]: 'How my details were shared with franchisors',
  [DataComplaintTopic.MARKETING]: 'E-mails or marketing I received',
  [DataComplaintTopic.RIGHTS_REQUEST]: 'A request for a copy of my data, or to correct or delete it',
  [DataComplaintTopic.ACCURACY]: 'Wrong information held about me',
  [DataComplaintTopic.SECURITY]: 'A possible leak or misuse of my data',
  [DataComplaintTopic.SOMETHING_ELSE]: 'Something else',
};

/** Open (nobody has started), in progress (an administrator is on it), answered (the outcome has been e-mailed). */
export enum DataComplaintStatus {
  OPEN = 'open',
  IN_PROGRESS = 'in_progress',
  ANSWERED = 'answered',
}

registerEnumType(DataComplaintTopic, { name: 'DataComplaintTopic', description: 'What a complaint about personal data is about.' });
registerEnumType(DataComplaintStatus, { name: 'DataComplaintStatus' });
