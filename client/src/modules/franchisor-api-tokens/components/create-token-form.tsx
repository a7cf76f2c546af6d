import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import type { ApiTokenScope } from '../../../gql/graphql';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { useForm } from '../../../shared/use-form';
import { API_TOKEN_NAME_MAX, type ApiTokenValues, SCOPE_OPTIONS, checkApiToken } from '../api-token-rules';
import { ApiTokensDocument } from '../graphql/api-tokens';
import { CreateApiTokenDocument } from '../graphql/create-api-token';

const EMPTY: ApiTokenValues = { name: '', scopes: [] };

/** The form that creates a token; the new token goes to `onCreated`, the only place it is ever shown. */
export function CreateTokenForm({ onCreated }: { onCreated: (token: string, name: string) => void }) {
  const form = useForm<ApiTokenValues>(EMPTY, checkApiToken);
  const { values, errors, setErrors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [create, creating] = useMutation(CreateApiTokenDocument, { refetchQueries: [ApiTokensDocument], awaitRefetchQueries: true });

  const toggle = (scope: ApiTokenScope, on: boolean) => {
    form.set('scopes', on ? [...values.scopes, scope] : values.scopes.filter((s) => s !== scope));
    setFormError(null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (Object.keys(form.validateAll()).length > 0) return;
    try {
      const { data } = await create({ variables: { input: { name: values.name.trim(), scopes: values.scopes } } });
      if (!data) return;
      form.setValues(EMPTY);
      onCreated(data.createApiToken.token, values.name.trim());
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.name || fields.scopes) setErrors({ name: fields.name, scopes: fields.scopes });
      else setFormError(errorMessage(err));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Create an API token" sx={{ display: 'grid', gap: 2 }}>
      <FormError message={formError} />
      <TextField
        label="Name"
        required
        value={values.name}
        onChange={form.change('name')}
        error={Boolean(errors.name)}
        helperText={errors.name ?? 'What the token is for, e.g. the CRM you give it to'}
        disabled={creating.loading}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: API_TOKEN_NAME_MAX + 10 } }}
        sx={{ maxWidth: 480 }}
      />
      <FormControl component="fieldset" required error={Boolean(errors.scopes)} disabled={creating.loading}>
        <FormLabel component="legend">Scopes</FormLabel>
        <FormGroup>
          {SCOPE_OPTIONS.map((o) => (
            <FormControlLabel
              key={o.value}
              control={<Checkbox checked={values.scopes.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />}
              label={
                <>
                  {o.label}{' '}
                  <Box component="code" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
                    ({o.name})
                  </Box>
                </>
              }
            />
          ))}
        </FormGroup>
        {errors.scopes && <FormHelperText>{errors.scopes}</FormHelperText>}
      </FormControl>
      <Box>
        <Button type="submit" variant="contained" disabled={creating.loading}>
          {creating.loading ? 'Creating...' : 'Create token'}
        </Button>
      </Box>
    </Box>
  );
}
