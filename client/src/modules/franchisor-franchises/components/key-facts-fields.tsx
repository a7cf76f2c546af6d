import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { KeyFactValues } from '../form-model';
import { FIGURES } from '../figures-model';
import { FigureFields, InvestmentIncludesField } from './figure-fields';
import { OwnershipFields } from './ownership-fields';

export interface KeyFactsFieldsProps {
  value: KeyFactValues;
  onChange: (value: KeyFactValues) => void;
  /** Keyed as the server keys them: 'keyFacts.franchiseFee'… */
  errors: Partial<Record<string, string>>;
  disabled: boolean;
}

/** The optional key facts of the franchise form: what buyers compare side by side. */
export function KeyFactsFields({ value, onChange, errors, disabled }: KeyFactsFieldsProps) {
  const field = (key: Exclude<keyof KeyFactValues, 'investmentIncludes' | 'figures' | 'ownershipStyles' | 'workingHours'>) => ({
    value: value[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value }),
    disabled,
    error: Boolean(errors[`keyFacts.${key}`]),
    fullWidth: true,
  });
  const help = (key: Exclude<keyof KeyFactValues, 'investmentIncludes' | 'figures' | 'ownershipStyles' | 'workingHours'>, text: string) =>
    errors[`keyFacts.${key}`] ?? text;
  const pounds = {
    htmlInput: { min: 0, step: 1, inputMode: 'decimal' as const },
    input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
  };
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label="Franchise fee"
        type="number"
        {...field('franchiseFee')}
        helperText={help('franchiseFee', 'Part of the total investment')}
        slotProps={pounds}
      />
      <TextField
        label="Minimum liquid capital"
        type="number"
        {...field('minimumLiquidCapital')}
        helperText={help('minimumLiquidCapital', 'Cash a buyer needs of their own')}
        slotProps={pounds}
      />
      <TextField
        label="Management fee or royalty"
        {...field('royaltyFee')}
        helperText={help('royaltyFee', "e.g. '8% of turnover' or '£450 a month'")}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        select
        label="Finance available"
        {...field('financeAvailable')}
        helperText={help('financeAvailable', 'Through partner banks or the franchisor')}
      >
        <MenuItem value="">Not stated</MenuItem>
        <MenuItem value="yes">Yes</MenuItem>
        <MenuItem value="no">No</MenuItem>
      </TextField>
      <TextField
        label="Year founded"
        type="number"
        {...field('yearFounded')}
        helperText={help('yearFounded', 'When the brand began trading')}
        slotProps={{ htmlInput: { min: 1800, max: new Date().getFullYear(), step: 1, inputMode: 'numeric' } }}
      />
      <TextField
        label="Number of outlets"
        type="number"
        {...field('outlets')}
        helperText={help('outlets', 'Units trading today, franchised and owned')}
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
      />
      <TextField
        label="Training provided"
        {...field('trainingProvided')}
        helperText={help('trainingProvided', "e.g. 'Four weeks at our academy, then field support'")}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <OwnershipFields
        value={{ ownershipStyles: value.ownershipStyles, workingHours: value.workingHours }}
        onChange={(ownership) => onChange({ ...value, ...ownership })}
        disabled={disabled}
      />
      <InvestmentIncludesField
        value={value.investmentIncludes}
        onChange={(investmentIncludes) => onChange({ ...value, investmentIncludes })}
        disabled={disabled}
      />
      {FIGURES.map((f, i) => (
        <FigureFields
          key={f.kind}
          index={i}
          value={value.figures[i]}
          onChange={(figure) => onChange({ ...value, figures: value.figures.map((g, j) => (j === i ? figure : g)) })}
          errors={errors}
          disabled={disabled}
        />
      ))}
    </Box>
  );
}
