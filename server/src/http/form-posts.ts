import fs from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import express, { type Request, type Response, Router } from 'express';
import { isDatabaseUnavailable } from '../common/database-unavailable';
import { ErrorCode } from '../common/errors';
import { CONTACT_MESSAGES } from '../modules/lead-intake/lead.constants';
import { ContactMethod, ContactTime } from '../modules/lead-intake/lead.enums';
import { ReportMessages } from '../modules/listing-reports/listing-reports.constants';
import { ListingReportReason } from '../modules/listing-reports/listing-reports.enums';
import { ComplaintMessages } from '../modules/data-complaints/data-complaints.constants';
import { DataComplaintTopic } from '../modules/data-complaints/data-complaints.enums';
import { logger } from '../common/logger';
import { buildHttpContext, type Context } from '../graphql/context';
import { clientDistDir } from '../paths';
import type { Services } from '../services';
import { RETRY_AFTER_SECONDS } from './page-caching';
import { postedFromOwnPage } from './same-origin';
import type { PageRenderer, PostedFormState } from './server-render';
import { UNAVAILABLE_PAGE } from './unavailable-page';

/**
 * A public form that also works as a plain HTML post to its own page: for visitors without JavaScript, and
 * for those who send it before the page's scripts have started (the page is server-rendered and looks ready
 * a second or two before it is). The post runs the very mutation the form sends with its script, in process
 * (as the server render runs its queries), so validation, messages, rate limits by client address and what
 * happens after (the lead's mails) are the same by construction.
 */
interface PostedForm {
  name: PostedFormState['form'];
  /** The page the form is on, which it posts to (Express route). */
  route: string;
  /** The form's field names, as in the page. */
  fields: readonly string[];
  operationName: string;
  query: string;
  variables(values: Record<string, string>, params: Record<string, string>): Record<string, unknown>;
  /**
   * Field messages for values the mutation's variables cannot carry (a choice not on its GraphQL enum, which
   * GraphQL would refuse with its own words): the post is then refused with them, as the form shows its errors.
   */
  refuse?(values: Record<string, string>): Record<string, string>;
  /**
   * Where a sent form goes (Post/Redirect/Get): its page with the success flag, scrolled to the form. `data` is the
   * mutation's answer (a complaint's reference).
   */
  sent(params: Record<string, string>, data: Record<string, unknown>): string;
}

/** A posted choice of a GraphQL enum (the page posts the enum's names): blank is left out (null), others must be on it. */
const enumChoice = (value: string | undefined, names: Record<string, string>): string | null | undefined => {
  const v = value?.trim() ?? '';
  if (!v) return null;
  return Object.keys(names).includes(v) ? v : undefined;
};

const FORMS: readonly PostedForm[] = [
  {
    name: 'lead',
    route: '/franchise/:id',
    fields: ['name', 'email', 'phone', 'message', 'desiredInvestment', 'city', 'contactMethod', 'contactTime', 'noticeVersion'],
    operationName: 'SubmitFranchiseLead',
    query: 'mutation SubmitFranchiseLead($input: FranchiseLeadInput!) { submitFranchiseLead(input: $input) { created } }',
    refuse: (v) => ({
      ...(enumChoice(v.contactMethod, ContactMethod) === undefined ? { contactMethod: CONTACT_MESSAGES.method } : {}),
      ...(enumChoice(v.contactTime, ContactTime) === undefined ? { contactTime: CONTACT_MESSAGES.time } : {}),
    }),
    // As the page sends it: capital and town left blank are not given; the contact preference as chosen.
    variables: (v, params) => ({
      input: {
        franchiseId: params.id,
        name: v.name,
        email: v.email,
        phone: v.phone,
        message: v.message,
        desiredInvestment: v.desiredInvestment?.trim() || null,
        city: v.city?.trim() || null,
        contactMethod: enumChoice(v.contactMethod, ContactMethod),
        contactTime: enumChoice(v.contactTime, ContactTime),
        // The consent line the page showed (its privacy notice version, a hidden field); without it the post is refused.
        consent: v.noticeVersion?.trim() ? { path: 'LEAD_FORM_NO_JS', noticeVersion: v.noticeVersion } : null,
      },
    }),
    sent: (params) => `/franchise/${encodeURIComponent(params.id)}?sent=1#request-information`,
  },
  {
    name: 'contact',
    route: '/contact',
    fields: ['fullName', 'email', 'phone', 'subject', 'message'],
    operationName: 'SendContactMessage',
    query: 'mutation SendContactMessage($input: SendContactMessageInput!) { sendContactMessage(input: $input) }',
    // As the contact page sends it: a blank phone is no phone.
    variables: (v) => ({
      input: { fullName: v.fullName, email: v.email, phone: v.phone.trim() || null, subject: v.subject, message: v.message },
    }),
    sent: () => '/contact?sent=1#send-us-a-message',
  },
  {
    name: 'report',
    route: '/franchise/:id/report',
    fields: ['reason', 'details', 'email'],
    operationName: 'ReportListing',
    query: 'mutation ReportListing($input: ReportListingInput!) { reportListing(input: $input) }',
    // No reason chosen goes to the mutation (null), which refuses it with the other fields' messages; one not on the list cannot.
    refuse: (v): Record<string, string> => (enumChoice(v.reason, ListingReportReason) === undefined ? { reason: ReportMessages.chooseReason } : {}),
    // As the report page sends it: blank details and e-mail are not given.
    variables: (v, params) => ({
      input: {
        franchiseId: params.id,
        reason: enumChoice(v.reason, ListingReportReason),
        details: v.details.trim() || null,
        email: v.email.trim() || null,
      },
    }),
    sent: (params) => `/franchise/${encodeURIComponent(params.id)}/report?sent=1`,
  },
  {
    name: 'complaint',
    route: '/data-complaint',
    fields: ['fullName', 'email', 'topic', 'details'],
    operationName: 'SubmitDataComplaint',
    query: 'mutation SubmitDataComplaint($input: SubmitDataComplaintInput!) { submitDataComplaint(input: $input) { reference } }',
    // No topic chosen goes to the mutation (null), which refuses it with the other fields' messages; one not on the list cannot.
    refuse: (v): Record<string, string> => (enumChoice(v.topic, DataComplaintTopic) === undefined ? { topic: ComplaintMessages.chooseTopic } : {}),
    variables: (v) => ({
      input: { fullName: v.fullName, email: v.email, topic: enumChoice(v.topic, DataComplaintTopic), details: v.details },
    }),
    // The reference is no personal data: the confirmation page shows it.
    sent: (_params, data) => `/data-complaint?sent=${encodeURIComponent((data.submitDataComplaint as { reference: string }).reference)}`,
  },
];

/** The status of a page answering a refused post. */
function statusFor(code: string | undefined): number {
  switch (code) {
    case ErrorCode.RATE_LIMITED:
      return 429;
    case ErrorCode.NOT_FOUND:
      return 404;
    case ErrorCode.CONFLICT:
      return 409;
    case ErrorCode.SERVICE_UNAVAILABLE:
      return 503;
    case ErrorCode.INTERNAL_SERVER_ERROR:
      return 500;
    default:
      return 422;
  }
}

/**
 * The visitor's own values: the page is theirs alone, never kept by a browser or a CDN, and carries no validator.
 * A 503 (the database unavailable) says when to try again.
 */
function sendPersonalPage(res: Response, status: number, html: string): void {
  res.status(status).type('html');
  res.setHeader('Cache-Control', 'private, no-store');
  if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.end(html);
}

/**
 * POST routes for the forms above. A post from another site's page is refused (403) before anything is read;
 * a sent form is answered with 303 to its page with `?sent=1` (no personal data in any address); a refused one
 * with its page rendered for the visitor, their values kept and the errors shown as the form shows them.
 */
export function formPostRouter(apollo: ApolloServer<Context>, services: Services, render: PageRenderer | null, dir: string = clientDistDir): Router {
  const router = Router();
  const indexFile = path.join(dir, 'index.html');
  // A message of 5000 characters, percent-encoded, fits with room to spare; nothing else is read.
  const body = express.urlencoded({ extended: false, limit: '100kb', parameterLimit: 20 });

  for (const form of FORMS) {
    router.post(
      form.route,
      (req, res, next) => {
        if (postedFromOwnPage(req, services.config.publicUrl)) return next();
        logger.warn(`Refused a ${form.name} form posted from another site`, {
          origin: req.get('origin') ?? null,
          site: req.get('sec-fetch-site') ?? null,
        });
        res.status(403).type('text/plain').setHeader('Cache-Control', 'no-store');
        res.send('This form can only be sent from its page on this site.');
      },
      body,
      async (req: Request<Record<string, string>>, res) => {
        const posted = (req.body ?? {}) as Record<string, unknown>;
        const values = Object.fromEntries(form.fields.map((f) => [f, typeof posted[f] === 'string' ? posted[f] : '']));
        const refused = form.refuse?.(values) ?? {};
        let formState: PostedFormState;
        if (Object.keys(refused).length > 0) {
          // Refused as the mutation refuses a bad field: nothing is run, nothing written.
          formState = { form: form.name, values, error: { message: Object.values(refused)[0], code: ErrorCode.BAD_USER_INPUT, fields: refused } };
        } else {
          let contextValue: Context;
          try {
            contextValue = await buildHttpContext(services, req, res);
          } catch (err) {
            // A signed-in visitor's session could not be read: nothing was run, the page says to try again.
            if (!isDatabaseUnavailable(err)) throw err;
            logger.warn(`A ${form.name} form post met the database unavailable; answered 503`, { error: String(err) });
            sendPersonalPage(res, 503, UNAVAILABLE_PAGE.html);
            return;
          }
          const response = await apollo.executeOperation(
            { query: form.query, operationName: form.operationName, variables: form.variables(values, req.params) },
            { contextValue },
          );
          if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by the forms');
          const error = response.body.singleResult.errors?.[0];
          if (!error) {
            res.setHeader('Cache-Control', 'no-store');
            res.redirect(303, form.sent(req.params, response.body.singleResult.data ?? {}));
            return;
          }
          const { code, fields } = error.extensions ?? {};
          formState = {
            form: form.name,
            values,
            error: {
              message: error.message,
              code: typeof code === 'string' ? code : undefined,
              fields: fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined,
            },
          };
        }
        const template = fs.existsSync(indexFile) ? await fs.promises.readFile(indexFile, 'utf8') : null;
        const page = template && render ? await render(req, res, template, formState) : null;
        if (!page) {
          // No server render (not built, or it failed): the app starts blank in the browser; nothing is kept.
          if (template) sendPersonalPage(res, statusFor(formState.error.code), template);
          else res.status(503).type('text/plain').send('The client has not been built. Run `npm run build` or `npm run dev`.');
          return;
        }
        // The page's own 404 (a listing gone since) and its failures (503: its data could not be read) stand;
        // otherwise the refusal's.
        sendPersonalPage(res, page.status === 404 || page.status >= 500 ? page.status : statusFor(formState.error.code), page.html);
      },
    );
  }
  return router;
}
