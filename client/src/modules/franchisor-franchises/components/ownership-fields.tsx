import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OwnershipStyle, WorkingHours } from '../../../gql/graphql';
import { OWNERSHIP_STYLE_NAMES, WORKING_HOURS_NAMES } from '../../catalogue/key-facts';

const STYLES = Object.keys(OWNERSHIP_STYLE_NAMES) as OwnershipStyle[];
const HOURS = Object.keys(WORKING_HOURS_NAMES) as WorkingHours[];

export interface OwnershipValues {
  ownershipStyles: OwnershipStyle[];
  workingHours: WorkingHours | '';
}

/**
 * Who the franchise suits (issue 43): the ownership styles and the owner's hours, which the matching quiz ranks by.
 * Both optional; a listing that states neither is neither helped nor harmed in the quiz's results.
 */
export function OwnershipFields({
  value,
  onChange,
  disabled,
}: {
  value: OwnershipValues;
  onChange: (value: OwnershipValues) => void;
  disabled: boolean;
}) {
  const toggle = (style: OwnershipStyle, on: boolean) =>
    onChange({ ...value, ownershipStyles: STYLES.filter((s) => (s === style ? on : value.ownershipStyles.includes(s))) });
  return (
    <>
      <Box
        component="fieldset"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 2, pt: 1, pb: 2, minWidth: 0, gridColumn: { sm: '1 / -1' } }}
      >
        <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
          The franchise suits
        </Typography>
        <FormGroup row>
          {STYLES.map((s) => (
            <FormControlLabel
              key={s}
              label={OWNERSHIP_STYLE_NAMES[s]}
              control={<Checkbox checked={value.ownershipStyles.includes(s)} onChange={(e) => toggle(s, e.target.checked)} disabled={disabled} />}
            />
          ))}
        </FormGroup>
      </Box>
      <TextField
        select
        label="Owner's hours"
        value={value.workingHours}
        onChange={(e) => onChange({ ...value, workingHours: e.target.value as WorkingHours | '' })}
        disabled={disabled}
        helperText="The hours a week the business asks of its owner"
        fullWidth
      >
        <MenuItem value="">Not stated</MenuItem>
        {HOURS.map((h) => (
          <MenuItem key={h} value={h}>
            {WORKING_HOURS_NAMES[h]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
