import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { errorCode, errorMessage, fieldErrors } from '../../../shared/errors';
import { required, validEmail, validate } from '../../../shared/validation';
import { useViewer } from '../../auth/hooks/use-viewer';
import { SubmitFranchiseLeadDocument } from '../graphql/submit-franchise-lead';
import { TextField, type TextFieldProps } from '../../../shared/text-field';

const SUCCESS = "Thank you for your interest! We'll be in touch with you shortly.";
const FAILURE = 'Failed to submit your request. Please try again.';

type Values = { name: string; email: string; phone: string; message: string };

const rules = {
  name: [required('Name')],
  email: [required('Email'), validEmail],
  phone: [required('Phone')],
  message: [required('Message')],
};

/** The request form on a franchise page: name, email, phone and message, all required. */
export function FranchiseLeadForm({ franchiseId, franchiseName }: { franchiseId: string; franchiseName: string }) {
  const { viewer } = useViewer();
  const customer = viewer?.userType === 'CUSTOMER' ? viewer : null;
  const blank = (): Values => ({ name: customer?.fullName ?? '', email: customer?.email ?? '', phone: '', message: '' });
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [status, setStatus] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [submit, { loading }] = useMutation(SubmitFranchiseLeadDocument);
  // A signed-in customer's name and email, once known, fill the empty fields.
  useEffect(() => {
    if (!customer) return;
    setValues((v) => ({ ...v, name: v.name || customer.fullName, email: v.email || customer.email }));
  }, [customer]);

  const set = (key: keyof Values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues({ ...values, [key]: e.target.value });
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    const found = validate(values, rules);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await submit({ variables: { input: { franchiseId, ...values } } });
      setValues(blank());
      setStatus({ severity: 'success', text: SUCCESS });
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(fields);
      const code = errorCode(err);
      setStatus({ severity: 'error', text: code === 'RATE_LIMITED' || code === 'CONFLICT' ? errorMessage(err) : FAILURE });
    }
  };

  const field = (key: keyof Values, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      label={label}
      name={key}
      required
      fullWidth
      value={values[key]}
      onChange={set(key)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      {...extra}
    />
  );

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={`Request information about ${franchiseName}`}>
      <div aria-live="polite">
        {status && (
          <Alert severity={status.severity} role={status.severity === 'error' ? 'alert' : 'status'}>
            {status.text}
          </Alert>
        )}
      </div>
      {field('name', 'Name', { autoComplete: 'name', slotProps: { htmlInput: { maxLength: 200 } } })}
      {field('email', 'Email', { type: 'email', autoComplete: 'email', slotProps: { htmlInput: { maxLength: 254 } } })}
      {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel', slotProps: { htmlInput: { maxLength: 40 } } })}
      {field('message', 'Message', {
        multiline: true,
        minRows: 4,
        placeholder: `What would you like to know about ${franchiseName}?`,
        slotProps: { htmlInput: { maxLength: 5000 } },
      })}
      <Button type="submit" variant="contained" color="secondary" size="large" disabled={loading}>
        {loading ? 'Sending…' : 'Send Request'}
      </Button>
    </Stack>
  );
}
