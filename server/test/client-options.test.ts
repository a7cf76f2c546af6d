// The client keeps its own copy of the lists the server validates against (it cannot import server code);
// this keeps the two from drifting apart.
import * as clientContact from '../../client/src/modules/contact/subjects';
import * as clientRequest from '../../client/src/modules/leads/request-options';
import { CONTACT_SUBJECTS } from '../src/modules/contact/contact.constants';
import { CONSENT_TEXT, INVESTMENT_OPTIONS, TIMEFRAME_OPTIONS } from '../src/modules/leads/leads.constants';

it('the client offers exactly the options and consent text the server accepts and stores', () => {
  expect(clientContact.CONTACT_SUBJECTS).toEqual(CONTACT_SUBJECTS);
  expect(clientRequest.INVESTMENT_OPTIONS).toEqual(INVESTMENT_OPTIONS);
  expect(clientRequest.TIMEFRAME_OPTIONS).toEqual(TIMEFRAME_OPTIONS);
  expect(clientRequest.CONSENT_TEXT).toEqual(CONSENT_TEXT);
});
