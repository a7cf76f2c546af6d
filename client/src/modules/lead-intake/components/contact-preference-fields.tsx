import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import {
  CONTACT_METHODS,
  CONTACT_METHOD_LABEL,
  CONTACT_TIMES,
  CONTACT_TIME_LABEL,
  type ContactPreference,
  isContactMethod,
  isContactTime,
} from '../contact-preference';

/**
 * 'How should they contact you?' (Email / Phone / Either) and 'When should they contact you?' (Morning /
 * Afternoon / Evening / Any time): two radio groups, each a fieldset with its legend.
 */
export function ContactPreferenceFields({
  value,
  onChange,
  disabled = false,
}: {
  value: ContactPreference;
  onChange: (next: ContactPreference) => void;
  disabled?: boolean;
}) {
  const methodId = useId();
  const timeId = useId();
  return (
    <Stack spacing={1.5}>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend" id={methodId} sx={{ color: 'text.primary', fontWeight: 500 }}>
          {CONTACT_METHOD_LABEL}
        </FormLabel>
        <RadioGroup
          row
          name="contactMethod"
          aria-labelledby={methodId}
          value={value.contactMethod}
          onChange={(e) => isContactMethod(e.target.value) && onChange({ ...value, contactMethod: e.target.value })}
        >
          {CONTACT_METHODS.map((o) => (
            <FormControlLabel key={o.value} value={o.value} control={<Radio size="small" />} label={o.label} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend" id={timeId} sx={{ color: 'text.primary', fontWeight: 500 }}>
          {CONTACT_TIME_LABEL}
        </FormLabel>
        <RadioGroup
          row
          name="contactTime"
          aria-labelledby={timeId}
          value={value.contactTime}
          onChange={(e) => isContactTime(e.target.value) && onChange({ ...value, contactTime: e.target.value })}
        >
          {CONTACT_TIMES.map((o) => (
            <FormControlLabel key={o.value} value={o.value} control={<Radio size="small" />} label={o.label} />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
