// The client keeps its own copy of the lists the server validates against (it cannot import server code);
// this keeps the two from drifting apart.
import * as clientContact from '../../client/src/modules/contact/subjects';
import * as clientRequest from '../../client/src/modules/lead-intake/request-options';
import * as clientQuiz from '../../client/src/modules/franchise-match/quiz-options';
import { BORROWING_OPTIONS } from '../src/modules/lead-intake/match-answers';
import { CONTACT_SUBJECTS } from '../src/modules/contact/contact.constants';
import { INVESTMENT_OPTIONS, TIMEFRAME_OPTIONS } from '../src/modules/lead-intake/lead.constants';
import { OPT_IN_LABEL } from '../src/modules/consents/consent-text';

it('the client offers exactly the options and marketing label the server accepts and records', () => {
  expect(clientContact.CONTACT_SUBJECTS).toEqual(CONTACT_SUBJECTS);
  expect(clientRequest.INVESTMENT_OPTIONS).toEqual(INVESTMENT_OPTIONS);
  expect(clientRequest.TIMEFRAME_OPTIONS).toEqual(TIMEFRAME_OPTIONS);
  // The matching quiz's own copies (issue 43).
  expect(clientQuiz.INVESTMENT_OPTIONS).toEqual(INVESTMENT_OPTIONS);
  expect(clientQuiz.TIMEFRAME_OPTIONS).toEqual(TIMEFRAME_OPTIONS);
  expect(clientQuiz.BORROWING_OPTIONS).toEqual(BORROWING_OPTIONS);
  // The request consent line is the server's own (consentNotice); the marketing box's label is recorded as shown.
  expect(clientRequest.OPT_IN_LABEL).toEqual(OPT_IN_LABEL);
});
