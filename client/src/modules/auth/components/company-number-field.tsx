import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { ComponentProps } from 'react';

/**
 * The company registration number at franchisor sign-up, optional, with 'We are not a registered company' as an
 * explicit choice that disables the number (issue 40). `field` is the form's wiring of the number (use-form.ts).
 */
export function CompanyNumberField({
  field,
  notRegistered,
  onNotRegisteredChange,
  disabled,
}: {
  field: Partial<ComponentProps<typeof TextField>> & { value: string };
  notRegistered: boolean;
  onNotRegisteredChange: (value: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Box>
      <TextField
        label="Company registration number"
        fullWidth
        autoComplete="off"
        {...field}
        value={notRegistered ? '' : field.value}
        error={!notRegistered && field.error}
        helperText={notRegistered ? 'Not needed: you are not a registered company' : (field.helperText ?? '8 characters, e.g. 08123456 or SC123456')}
        disabled={disabled || notRegistered}
        slotProps={{ htmlInput: { maxLength: 12, spellCheck: false, autoCapitalize: 'characters' } }}
      />
      <FormControlLabel
        control={<Checkbox checked={notRegistered} onChange={(e) => onNotRegisteredChange(e.target.checked)} disabled={disabled} />}
        label="We are not a registered company"
      />
    </Box>
  );
}
