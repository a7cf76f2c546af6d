import TextField from '@mui/material/TextField';
import type { LeadStatus } from '../../../gql/graphql';
import { leadStatusLabel } from '../../lead-intake/lead-status';
import { LEAD_STATUSES } from '../lead-filters';

/** The status dropdown with all six values (a native select: keyboard and screen-reader friendly everywhere). */
export function LeadStatusSelect({
  status,
  leadName,
  disabled,
  onChange,
}: {
  status: LeadStatus;
  leadName: string;
  disabled?: boolean;
  onChange: (status: LeadStatus) => void;
}) {
  return (
    <TextField
      select
      size="small"
      value={status}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as LeadStatus)}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Status of ${leadName}` } }}
      sx={{ minWidth: 140 }}
    >
      {LEAD_STATUSES.map((s) => (
        <option key={s} value={s}>
          {leadStatusLabel[s]}
        </option>
      ))}
    </TextField>
  );
}
