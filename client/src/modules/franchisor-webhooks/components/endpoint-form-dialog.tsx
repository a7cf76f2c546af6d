import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import type { WebhookEventType } from '../../../gql/graphql';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { useForm } from '../../../shared/use-form';
import { DESCRIPTION_MAX, EVENT_OPTIONS, type EndpointValues, checkEndpoint } from '../webhook-rules';

/** Adding or changing an endpoint: its URL, description, events and whether it is on. */
export function EndpointFormDialog({
  title,
  submitLabel,
  initial,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initial: EndpointValues;
  /** Saves; throws the server's error (its field messages are shown by their fields). */
  onSubmit: (values: EndpointValues) => Promise<void>;
  onClose: () => void;
}) {
  const titleId = useId();
  const eventsId = useId();
  const form = useForm<EndpointValues, 'url' | 'description' | 'events'>(initial, checkEndpoint);
  const { values, errors, setErrors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const toggle = (event: WebhookEventType, on: boolean) => {
    form.set('events', on ? [...values.events, event] : values.events.filter((e) => e !== event));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (Object.keys(form.validateAll()).length > 0) return;
    setSaving(true);
    try {
      await onSubmit({ ...values, url: values.url.trim(), description: values.description.trim() });
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.url || fields.description || fields.events) setErrors({ url: fields.url, description: fields.description, events: fields.events });
      else setFormError(errorMessage(err));
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <FormError message={formError} />
          <TextField
            label="Endpoint URL"
            required
            value={values.url}
            onChange={(e) => form.set('url', e.target.value)}
            error={Boolean(errors.url)}
            helperText={errors.url ?? 'Where we POST the events, e.g. https://crm.example.com/webhooks'}
            disabled={saving}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
          />
          <TextField
            label="Description"
            value={values.description}
            onChange={(e) => form.set('description', e.target.value)}
            error={Boolean(errors.description)}
            helperText={errors.description ?? `Optional, up to ${DESCRIPTION_MAX} characters`}
            disabled={saving}
          />
          <FormControl component="fieldset" error={Boolean(errors.events)} aria-describedby={errors.events ? eventsId : undefined}>
            <FormLabel component="legend">Events to send</FormLabel>
            <FormGroup>
              {EVENT_OPTIONS.map((o) => (
                <FormControlLabel
                  key={o.value}
                  control={
                    <Checkbox checked={values.events.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} disabled={saving} />
                  }
                  label={
                    <span>
                      {o.label}{' '}
                      <Box component="code" sx={{ fontSize: '0.85em', color: 'text.secondary' }}>
                        {o.name}
                      </Box>
                    </span>
                  }
                />
              ))}
            </FormGroup>
            {errors.events && <FormHelperText id={eventsId}>{errors.events}</FormHelperText>}
          </FormControl>
          <FormControlLabel
            control={<Switch checked={values.enabled} onChange={(e) => form.set('enabled', e.target.checked)} disabled={saving} />}
            label="Send events to this endpoint"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
