import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { INVESTMENT_OPTIONS } from '../request-options';
import { ContactPreferenceFields } from './contact-preference-fields';
import type { Wishes } from './request-info-state';
import { RequestRequirements } from './request-requirements';

/**
 * The signed-in steps' optional capital and town (each franchise's requirements and what they miss shown
 * beneath as they are entered) and the contact preference.
 */
export function EnquiryFields({
  wishes,
  townError,
  disabled,
  onChange,
  onTownBlur,
  franchiseIds,
  names,
}: {
  wishes: Wishes;
  townError: string | undefined;
  disabled: boolean;
  onChange: (next: Wishes) => void;
  onTownBlur: () => void;
  franchiseIds: string[];
  names: (string | undefined)[];
}) {
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            label="Available capital (optional)"
            name="desiredInvestment"
            value={wishes.desiredInvestment}
            disabled={disabled}
            onChange={(e) => onChange({ ...wishes, desiredInvestment: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">Prefer not to say</MenuItem>
            {INVESTMENT_OPTIONS.map((o) => (
              <MenuItem key={o} value={o}>
                {o}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            label="City/Town (optional)"
            name="city"
            autoComplete="address-level2"
            value={wishes.city}
            disabled={disabled}
            onChange={(e) => onChange({ ...wishes, city: e.target.value })}
            onBlur={onTownBlur}
            error={Boolean(townError)}
            helperText={townError}
          />
        </Grid>
      </Grid>
      <RequestRequirements franchiseIds={franchiseIds} names={names} desiredInvestment={wishes.desiredInvestment} city={wishes.city} />
      <ContactPreferenceFields value={wishes.contact} disabled={disabled} onChange={(contact) => onChange({ ...wishes, contact })} />
    </>
  );
}
