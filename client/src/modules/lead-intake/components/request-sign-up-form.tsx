import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { type FormRules, useForm } from '../../../shared/use-form';
import { maxChars, required, validPassword, validPhone, validUkPostCode } from '../../../shared/validation';
import { PasswordField } from '../../auth/components/password-field';
import { type ContactPreference, DEFAULT_CONTACT } from '../contact-preference';
import { CREATE_ACCOUNT_FAILED, INVESTMENT_OPTIONS, OPT_IN_LABEL, PASSWORD_PLACEHOLDER, TIMEFRAME_OPTIONS } from '../request-options';
import { ContactPreferenceFields } from './contact-preference-fields';
import { RequestRequirements } from './request-requirements';

export type RequestSignUpValues = {
  firstName: string;
  lastName: string;
  password: string;
  phone: string;
  city: string;
  postCode: string;
  desiredInvestment: string;
  desiredTimeframe: string;
  message: string;
};

type Field = keyof RequestSignUpValues;

const empty: RequestSignUpValues = {
  firstName: '',
  lastName: '',
  password: '',
  phone: '',
  city: '',
  postCode: '',
  desiredInvestment: '',
  desiredTimeframe: '',
  message: '',
};

/** The same rules and messages as the server's RequestInfoSignUpInput. */
const rules: FormRules<RequestSignUpValues> = {
  firstName: [required('First name'), maxChars('First name', 80)],
  lastName: [required('Last name'), maxChars('Last name', 80)],
  password: [validPassword],
  phone: [required('Phone'), validPhone],
  city: [required('City/Town'), maxChars('City/Town', 120)],
  postCode: [required('Post code'), validUkPostCode],
  desiredInvestment: [required('Desired investment')],
  desiredTimeframe: [required('Desired timeframe')],
  message: [maxChars('Message', 5000)],
};

/**
 * Step 2 of the request dialog for a new email: the account and the request details in one form.
 * `onSubmit` sends them; a refusal comes back as an error with per-field messages.
 */
export function RequestSignUpForm({
  email,
  franchiseIds,
  names,
  busy,
  canSubmit,
  consentLine,
  onBack,
  onSubmit,
  prefill,
}: {
  /** Values to start from (the quiz's capital, town and timeframe, issue 43). */
  prefill?: Partial<RequestSignUpValues>;
  email: string;
  /** The ticked franchises, whose requirements are shown as capital and town are entered. */
  franchiseIds: string[];
  names: (string | undefined)[];
  busy: boolean;
  canSubmit: boolean;
  /** The consent line naming each franchise and its franchisor company (issue 41). */
  consentLine: ReactNode;
  onBack: () => void;
  onSubmit: (values: RequestSignUpValues, marketingOptIn: boolean, contact: ContactPreference) => Promise<void>;
}) {
  const form = useForm<RequestSignUpValues>(() => ({ ...empty, ...prefill }), rules);
  const { values, setErrors } = form;
  const [optIn, setOptIn] = useState(false);
  const [contact, setContact] = useState<ContactPreference>(DEFAULT_CONTACT);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** After a refused submit, the first field with a message gets the focus. */
  const focusFirstInvalid = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (Object.keys(form.validateAll()).length > 0) {
      focusFirstInvalid();
      return;
    }
    try {
      await onSubmit(values, optIn, contact);
    } catch (err) {
      const byField = fieldErrors(err);
      setErrors(byField);
      setFormError(errorMessage(err, CREATE_ACCOUNT_FAILED));
      focusFirstInvalid();
    }
  };

  const field = (name: Field, label: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField label={label} required fullWidth {...form.field(name)} {...extra} />
  );

  return (
    <Stack
      component="form"
      ref={formRef}
      spacing={2}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Create your account and send your request"
    >
      <Typography>
        New here? Create your account with <strong>{email}</strong> to send your request and follow the replies.
      </Typography>
      <FormError message={formError} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('firstName', 'First name', { autoComplete: 'given-name', autoFocus: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('lastName', 'Last name', { autoComplete: 'family-name' })}</Grid>
        <Grid size={12}>
          <PasswordField
            label="Password"
            required
            fullWidth
            autoComplete="new-password"
            placeholder={PASSWORD_PLACEHOLDER}
            slotProps={{ inputLabel: { shrink: true } }}
            {...form.field('password')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('city', 'City/Town', { autoComplete: 'address-level2' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('postCode', 'Post code', { autoComplete: 'postal-code' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('desiredInvestment', 'Desired investment', {
            select: true,
            children: INVESTMENT_OPTIONS.map((o) => (
              <MenuItem key={o} value={o}>
                {o}
              </MenuItem>
            )),
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('desiredTimeframe', 'Desired timeframe', {
            select: true,
            children: TIMEFRAME_OPTIONS.map((o) => (
              <MenuItem key={o} value={o}>
                {o}
              </MenuItem>
            )),
          })}
        </Grid>
        <Grid size={12}>
          {field('message', 'Message (optional)', {
            required: false,
            multiline: true,
            minRows: 3,
            placeholder: 'Anything the franchisors should know?',
          })}
        </Grid>
      </Grid>
      <RequestRequirements franchiseIds={franchiseIds} names={names} desiredInvestment={values.desiredInvestment} city={values.city} />
      <ContactPreferenceFields value={contact} disabled={busy} onChange={setContact} />
      <FormControlLabel
        control={<Checkbox checked={optIn} onChange={(e) => setOptIn(e.target.checked)} name="marketingOptIn" />}
        label={OPT_IN_LABEL}
      />
      {consentLine}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button type="submit" variant="contained" disabled={busy || !canSubmit}>
          {busy ? 'Submitting...' : 'Submit'}
        </Button>
      </Stack>
    </Stack>
  );
}
