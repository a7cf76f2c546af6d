import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { formatCount, formatGBP } from '../../../shared/format';
import { TextField } from '../../../shared/text-field';
import { FINANCE_PARAMS, type FinanceField, defaultFinance, financeErrors, parseAmount, repayment } from '../loan-repayment';

type Texts = Record<FinanceField, string>;

const FIELDS: { name: FinanceField; label: string; inputMode: 'decimal' | 'numeric'; adornment?: string }[] = [
  { name: 'total', label: 'Total investment (£)', inputMode: 'decimal' },
  { name: 'ownCash', label: 'Your own cash (£)', inputMode: 'decimal' },
  { name: 'loan', label: 'Loan (£)', inputMode: 'decimal' },
  { name: 'years', label: 'Term (years)', inputMode: 'numeric' },
  { name: 'ratePercent', label: 'Interest rate (% a year)', inputMode: 'decimal' },
];

const plain = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

function startingTexts(total: number | null): Texts {
  if (total == null || !(total > 0)) return { total: '', ownCash: '', loan: '', years: '5', ratePercent: '8' };
  const f = defaultFinance(total);
  return { total: plain(f.total), ownCash: plain(f.ownCash), loan: plain(f.loan), years: String(f.years), ratePercent: String(f.ratePercent) };
}

const numbers = (t: Texts): Record<FinanceField, number | null> => ({
  total: parseAmount(t.total),
  ownCash: parseAmount(t.ownCash),
  loan: parseAmount(t.loan),
  years: parseAmount(t.years),
  ratePercent: parseAmount(t.ratePercent),
});

/**
 * The finance panel of a listing (issue 43): a bank loan towards the franchise worked out as a bank would, with the
 * assumptions in view. Without JavaScript it is a GET form whose answer the server renders from the query string; with
 * it, the figures follow the typing. Loaded lazily: it is not part of the franchise page's first load.
 */
export function FinancePanel({ investmentAmount }: { investmentAmount: number | null }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const asked = Object.values(FINANCE_PARAMS).some((p) => params.has(p));
  const [texts, setTexts] = useState<Texts>(() => {
    if (!asked) return startingTexts(investmentAmount);
    const read = (field: FinanceField) => params.get(FINANCE_PARAMS[field]) ?? '';
    return { total: read('total'), ownCash: read('ownCash'), loan: read('loan'), years: read('years'), ratePercent: read('ratePercent') };
  });
  /** The loan follows the total and own cash until the buyer types one of their own. */
  const [loanTyped, setLoanTyped] = useState(asked);

  const values = numbers(texts);
  const errors = financeErrors(values);
  const valid = Object.keys(errors).length === 0;
  const result = valid ? repayment(values.loan!, values.years!, values.ratePercent!) : null;

  const change = (field: FinanceField) => (event: { target: { value: string } }) => {
    const next = { ...texts, [field]: event.target.value };
    if (field === 'loan') setLoanTyped(true);
    else if (!loanTyped && (field === 'total' || field === 'ownCash')) {
      const { total, ownCash } = numbers(next);
      if (total != null && total > 0) {
        const fallback = defaultFinance(total);
        const loan = ownCash == null ? fallback.loan : Math.min(fallback.loan, Math.max(0, total - ownCash));
        next.loan = plain(Math.round(loan * 100) / 100);
        if (field === 'total') next.ownCash = plain(Math.round((total - Number(next.loan)) * 100) / 100);
      }
    }
    setTexts(next);
  };
  // With JavaScript the figures are already there; the button stays for the keyboard's Enter and for no-JS.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <Paper id="finance" component="section" aria-labelledby="finance-heading" variant="outlined" sx={{ p: 3, mt: 4, scrollMarginTop: 88 }}>
      <Typography id="finance-heading" component="h2" variant="h6">
        The money, worked out
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        What a bank loan towards this franchise could cost each month. Banks&apos; franchise units often lend up to 70% of the total for an
        established brand.
      </Typography>
      <Box
        component="form"
        method="get"
        action={`${pathname}#finance`}
        noValidate
        onSubmit={onSubmit}
        aria-label="Finance calculator"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            name={FINANCE_PARAMS[f.name]}
            value={texts[f.name]}
            onChange={change(f.name)}
            error={Boolean(errors[f.name])}
            helperText={errors[f.name]}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { inputMode: f.inputMode } }}
          />
        ))}
        <Box sx={{ alignSelf: 'start' }}>
          <Button type="submit" variant="outlined">
            Work it out
          </Button>
        </Box>
      </Box>

      <Box role="status" aria-live="polite" sx={{ mt: 2.5 }}>
        {result ? (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
            <Typography component="dt" color="text.secondary">
              Monthly repayment
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: 20 }} data-testid="finance-monthly">
              {formatGBP(result.monthly)}
            </Typography>
            <Typography component="dt" color="text.secondary">
              Total interest
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="finance-interest">
              {formatGBP(result.totalInterest)}
            </Typography>
            <Typography component="dt" color="text.secondary">
              Total repaid
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {formatGBP(result.totalRepaid)} over {formatCount(result.months)} months
            </Typography>
          </Box>
        ) : (
          <Typography color="text.secondary">Correct the figures above to see the repayments.</Typography>
        )}
      </Box>

      <Typography component="h3" variant="subtitle2" sx={{ mt: 2.5 }}>
        Assumptions
      </Typography>
      <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 2.5, color: 'text.secondary', fontSize: 14 }}>
        <li>A repayment loan: equal monthly payments of interest and capital, interest charged monthly.</li>
        <li>The rate stays fixed for the whole term; the 8% starting rate is an illustration, not a quote.</li>
        <li>No arrangement fees, security costs or other charges, which a lender may add.</li>
        <li>Payments rounded to the penny (half up); a real loan&apos;s last payment may differ by a few pence.</li>
      </Box>
      <Typography variant="body2" sx={{ mt: 2, fontWeight: 600 }}>
        This is not financial advice.{' '}
        <Link component={RouterLink} to="/financing-a-franchise">
          Financing a franchise in the UK
        </Link>
      </Typography>
    </Paper>
  );
}
