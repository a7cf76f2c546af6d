import { PRIVACY_NOTICE_VERSION } from '../../src/modules/consents/consents.constants';

/** The consent a request dialog sends with its request (the notice it showed); also accepted by a claim. */
export const DIALOG_CONSENT = { path: 'REQUEST_DIALOG', noticeVersion: PRIVACY_NOTICE_VERSION };
/** The consent the franchise page's request form sends. */
export const LEAD_CONSENT = { path: 'LEAD_FORM', noticeVersion: PRIVACY_NOTICE_VERSION };
