import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InvestmentPart } from '../../../gql/graphql';
import { BASES, FIGURES, type FigureValues, INVESTMENT_PARTS } from '../figures-model';

const fieldset = { border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 2, pt: 1, pb: 2, minWidth: 0, gridColumn: { sm: '1 / -1' } };

function Legend({ children }: { children: string }) {
  return (
    <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

export interface FigureFieldsProps {
  /** Which of FIGURES: the server keys its errors by it ('keyFacts.figures.0.basis'). */
  index: number;
  value: FigureValues;
  onChange: (value: FigureValues) => void;
  errors: Partial<Record<string, string>>;
  disabled: boolean;
}

/** One earnings or turnover figure with its basis, period and date (issue 40): all four, or the figure is refused. */
export function FigureFields({ index, value, onChange, errors, disabled }: FigureFieldsProps) {
  const figure = FIGURES[index];
  const field = (key: keyof FigureValues, help: string) => {
    const error = errors[`keyFacts.figures.${index}.${key}`];
    return {
      value: value[key],
      onChange: (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value }),
      disabled,
      error: Boolean(error),
      helperText: error ?? help,
      fullWidth: true,
    };
  };
  const projection = value.basis === 'PROJECTION';
  const date = { inputLabel: { shrink: true } };
  return (
    <Box component="fieldset" sx={fieldset}>
      <Legend>{figure.label}</Legend>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1 }}>
        <TextField
          label="Amount"
          type="number"
          {...field('amount', `${figure.help}. Leave blank to state none.`)}
          slotProps={{
            htmlInput: { min: 0, step: 1, inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
          }}
        />
        <TextField select label="Basis" {...field('basis', 'What the figure is based on')}>
          {BASES.map((b) => (
            <MenuItem key={b.value} value={b.value}>
              {b.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Outlets counted"
          type="number"
          {...field(
            'outletsCounted',
            projection
              ? 'A projection counts no outlets'
              : value.basis === 'COMPANY_OWNED'
                ? 'Optional for company-owned outlets'
                : 'How many outlets the average covers',
          )}
          disabled={disabled || projection}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
        <TextField
          label="Months covered"
          type="number"
          {...field('periodMonths', '12 for a year')}
          slotProps={{ htmlInput: { min: 1, max: 24, step: 1, inputMode: 'numeric' } }}
        />
        <TextField label="Period ends" type="date" {...field('periodEnd', 'The last day the figure covers')} slotProps={date} />
        <TextField label="Date stated" type="date" {...field('statedOn', 'When you stated this figure')} slotProps={date} />
      </Box>
    </Box>
  );
}

/** What the total investment includes: ticked parts are printed beside the total. */
export function InvestmentIncludesField({
  value,
  onChange,
  disabled,
}: {
  value: InvestmentPart[];
  onChange: (value: InvestmentPart[]) => void;
  disabled: boolean;
}) {
  const toggle = (part: InvestmentPart, on: boolean) =>
    onChange(INVESTMENT_PARTS.map((p) => p.value).filter((p) => (p === part ? on : value.includes(p))));
  return (
    <Box component="fieldset" sx={fieldset}>
      <Legend>The total investment includes</Legend>
      <FormGroup row>
        {INVESTMENT_PARTS.map((p) => (
          <FormControlLabel
            key={p.value}
            label={p.label}
            control={<Checkbox checked={value.includes(p.value)} onChange={(e) => toggle(p.value, e.target.checked)} disabled={disabled} />}
          />
        ))}
      </FormGroup>
    </Box>
  );
}
