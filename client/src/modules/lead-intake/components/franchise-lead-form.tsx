import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorCode, errorMessage, fieldErrors } from '../../../shared/errors';
import { fieldValues, usePostedForm } from '../../../ssr/form-state';
import { useForm } from '../../../shared/use-form';
import { maxChars, required, validEmail } from '../../../shared/validation';
import { useViewer } from '../../auth/hooks/use-viewer';
import { SubmitFranchiseLeadDocument } from '../graphql/submit-franchise-lead';
import { TextField, type TextFieldProps } from '../../../shared/text-field';
import { INVESTMENT_OPTIONS } from '../request-options';
import { ConsentLine, useConsentNotice } from './consent-line';
import { QuizAnswersChoice, useQuizAnswers } from './quiz-answers-choice';
import {
  CONTACT_METHODS,
  CONTACT_METHOD_INVALID,
  CONTACT_METHOD_LABEL,
  CONTACT_TIMES,
  CONTACT_TIME_INVALID,
  CONTACT_TIME_LABEL,
  DEFAULT_CONTACT,
  isContactMethod,
  isContactTime,
} from '../contact-preference';

const SUCCESS = "Thank you for your interest! We'll be in touch with you shortly.";
const FAILURE = 'Failed to submit your request. Please try again.';

type Values = {
  name: string;
  email: string;
  phone: string;
  message: string;
  desiredInvestment: string;
  city: string;
  contactMethod: string;
  contactTime: string;
};
type Status = { severity: 'success' | 'error'; text: string };
const NAMES = ['name', 'email', 'phone', 'message', 'desiredInvestment', 'city', 'contactMethod', 'contactTime'] as const;

const rules = {
  name: [required('Name')],
  email: [required('Email'), validEmail],
  phone: [required('Phone')],
  message: [required('Message')],
  // Optional: screened against the listing's minimum capital and the areas it recruits in.
  desiredInvestment: [
    (v: string) => (v && !(INVESTMENT_OPTIONS as readonly string[]).includes(v) ? 'Please choose a desired investment from the list' : undefined),
  ],
  city: [maxChars('City/Town', 120)],
  // How and when to be contacted: a choice from the lists ('Either', 'Any time' unless changed).
  contactMethod: [(v: string) => (isContactMethod(v) ? undefined : CONTACT_METHOD_INVALID)],
  contactTime: [(v: string) => (isContactTime(v) ? undefined : CONTACT_TIME_INVALID)],
};

/** What the form shows for a refused send: the server's message per field, and the form's own alert. */
function refusal(code: string | undefined, message: string, fields: Record<string, string>): { errors: Partial<Values>; status: Status } {
  return { errors: fields, status: { severity: 'error', text: code === 'RATE_LIMITED' || code === 'CONFLICT' ? message : FAILURE } };
}

/**
 * The request form on a franchise page: name, email, phone and message, all required. Also a plain HTML form
 * posted to the page itself, for a visitor without JavaScript or one who sends it before the page's scripts
 * have started: the server answers with the page again (server/src/http/form-posts.ts), refused with the
 * values and errors as this form shows them, or sent (`?sent=1`), showing the same success message.
 */
export function FranchiseLeadForm({ franchiseId, franchiseName }: { franchiseId: string; franchiseName: string }) {
  const { viewer } = useViewer();
  const customer = viewer?.userType === 'CUSTOMER' ? viewer : null;
  const blank = (): Values => ({
    name: customer?.fullName ?? '',
    email: customer?.email ?? '',
    phone: '',
    message: '',
    desiredInvestment: '',
    city: '',
    contactMethod: DEFAULT_CONTACT.contactMethod,
    contactTime: DEFAULT_CONTACT.contactTime,
  });
  const posted = usePostedForm('lead');
  const refused = posted && refusal(posted.error.code, posted.error.message, posted.error.fields ?? {});
  const [params] = useSearchParams();
  const form = useForm<Values>(
    () => (posted ? { ...blank(), ...posted.values } : blank()),
    rules,
    () => refused?.errors ?? {},
  );
  const { values, setValues, setErrors } = form;
  const [status, setStatus] = useState<Status | null>(() =>
    refused ? refused.status : params.get('sent') === '1' ? { severity: 'success', text: SUCCESS } : null,
  );
  const [submit, { loading }] = useMutation(SubmitFranchiseLeadDocument);
  // The consent line names the franchise and its franchisor company (server-rendered with the page, so it is there
  // without JavaScript too); the form sends the privacy notice version it came with.
  const notice = useConsentNotice('LEAD_FORM', [franchiseId]);
  const formRef = useRef<HTMLFormElement>(null);
  // What the visitor typed before the page's scripts started is kept (React would reset the fields to the state).
  useEffect(() => {
    const typed = fieldValues(formRef.current, NAMES);
    setValues((v) => (NAMES.some((k) => typed[k] !== undefined && typed[k] !== v[k]) ? { ...v, ...typed } : v));
  }, [setValues]);
  // The quiz's answers (issue 43): offered to send with the request, and pre-filling the capital and town.
  const quiz = useQuizAnswers();
  useEffect(() => {
    const a = quiz.answers;
    if (!a) return;
    setValues((v) => ({ ...v, desiredInvestment: v.desiredInvestment || a.ownCash || '', city: v.city || a.town || '' }));
  }, [quiz.answers, setValues]);
  // A signed-in customer's name and email, once known, fill the empty fields.
  useEffect(() => {
    if (!customer) return;
    setValues((v) => ({ ...v, name: v.name || customer.fullName, email: v.email || customer.email }));
  }, [customer, setValues]);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The fields as they are: a send in the first moments after hydration may come before the typed values reach the state.
    const current = { ...values, ...fieldValues(e.currentTarget, NAMES) };
    setValues(current);
    setStatus(null);
    if (Object.keys(form.validateAll(current)).length > 0) return;
    try {
      const { desiredInvestment, city, contactMethod, contactTime, ...rest } = current;
      await submit({
        variables: {
          input: {
            franchiseId,
            ...rest,
            desiredInvestment: desiredInvestment || null,
            city: city.trim() || null,
            // Checked above: on the lists.
            contactMethod: isContactMethod(contactMethod) ? contactMethod : null,
            contactTime: isContactTime(contactTime) ? contactTime : null,
            consent: notice.consent,
            matchAnswers: quiz.input,
          },
        },
      });
      setValues(blank());
      setStatus({ severity: 'success', text: SUCCESS });
    } catch (err) {
      const shown = refusal(errorCode(err), errorMessage(err), fieldErrors(err));
      setErrors(shown.errors);
      setStatus(shown.status);
    }
  };

  const field = (key: keyof Values, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField label={label} required fullWidth {...form.field(key)} {...extra} />
  );

  return (
    <Stack
      component="form"
      ref={formRef}
      method="post"
      // The page itself (so the answer is this page); the section's anchor brings the form back into view.
      action={`/franchise/${franchiseId}#request-information`}
      spacing={2}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={`Request information about ${franchiseName}`}
    >
      <div aria-live="polite">
        {status && (
          <Alert severity={status.severity} role={status.severity === 'error' ? 'alert' : 'status'}>
            {status.text}
            {/* Issue 43: a signed-in customer's request is on their dashboard, where an intro call can be booked. */}
            {status.severity === 'success' && customer && (
              <>
                {' '}
                <RouterLink to="/customer/dashboard">Book an intro call or follow this request on your dashboard</RouterLink>.
              </>
            )}
          </Alert>
        )}
      </div>
      {field('name', 'Name', { autoComplete: 'name', slotProps: { htmlInput: { maxLength: 200 } } })}
      {field('email', 'Email', { type: 'email', autoComplete: 'email', slotProps: { htmlInput: { maxLength: 254 } } })}
      {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel', slotProps: { htmlInput: { maxLength: 40 } } })}
      {field('desiredInvestment', 'Available capital', {
        required: false,
        select: true,
        slotProps: { inputLabel: { shrink: true } },
        children: [
          <option key="" value="">
            Prefer not to say
          </option>,
          ...INVESTMENT_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          )),
        ],
      })}
      {field('city', 'City/Town', { required: false, autoComplete: 'address-level2', slotProps: { htmlInput: { maxLength: 120 } } })}
      {field('contactMethod', CONTACT_METHOD_LABEL, {
        required: false,
        select: true,
        children: CONTACT_METHODS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        )),
      })}
      {field('contactTime', CONTACT_TIME_LABEL, {
        required: false,
        select: true,
        children: CONTACT_TIMES.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        )),
      })}
      {field('message', 'Message', {
        multiline: true,
        minRows: 4,
        placeholder: `What would you like to know about ${franchiseName}?`,
        slotProps: { htmlInput: { maxLength: 5000 } },
      })}
      {notice.consent && <input type="hidden" name="noticeVersion" value={notice.consent.noticeVersion} />}
      <QuizAnswersChoice quiz={quiz} disabled={loading} />
      <ConsentLine text={notice.text} loading={notice.loading} failed={Boolean(notice.error)} />
      <Button type="submit" variant="contained" color="secondary" size="large" disabled={loading}>
        {loading ? 'Sending…' : 'Send Request'}
      </Button>
    </Stack>
  );
}
