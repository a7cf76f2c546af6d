import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import type { CompanySection_CompanyFragment } from '../../../gql/graphql';
import { normaliseCompanyNumber, validCompanyNumber } from '../../../shared/company-number';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { Notice } from '../../../shared/notice';
import { MyCompanyDocument } from '../graphql/my-company';
import { UpdateMyCompanyNumberDocument } from '../graphql/update-my-company-number';
import { CompanyStatus } from './company-facts';
import { QueryState } from '../../../shared/query-state';

/** While a saved number waits for its first reading of the register, the page asks again this often. */
const WAITING_POLL_MS = 4000;

/** The company registration number and the facts read from Companies House (issue 40). */
export function CompanySection() {
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(MyCompanyDocument, { fetchPolicy: 'cache-and-network' });
  const company = data?.myCompany;
  const waiting = Boolean(company?.checksEnabled && company.facts?.companyNumber && !company.facts.checkedAt);
  useQuery(MyCompanyDocument, { fetchPolicy: 'network-only', pollInterval: WAITING_POLL_MS, skip: !waiting });
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <Card component="section" aria-labelledby={headingId}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
            Company registration
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Give your company registration number and we read your company&apos;s details from the Companies House register: its registered name,
            status, when it was incorporated and whether its filings are up to date. Your listings show them, with the date we checked, so buyers can
            trust what they read.
          </Typography>
          <QueryState
            data={data}
            loading={loading}
            error={error}
            onRetry={() => void refetch()}
            loader={<Skeleton variant="rounded" height={160} role="status" aria-label="Loading your company details" />}
          >
            {() =>
              company && (
                <>
                  <Box aria-live="polite" sx={{ mb: 3 }}>
                    <CompanyStatus company={company} />
                  </Box>
                  {/* Keyed by what is saved: a new save starts the form from it. */}
                  <CompanyNumberForm key={`${company.companyNumber ?? ''}:${company.notRegistered}`} company={company} onNotice={setNotice} />
                </>
              )
            }
          </QueryState>
        </CardContent>
      </Card>
      <Notice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}

function CompanyNumberForm({ company, onNotice }: { company: CompanySection_CompanyFragment; onNotice: (text: string) => void }) {
  const [number, setNumber] = useState(company.companyNumber ?? '');
  const [notRegistered, setNotRegistered] = useState(company.notRegistered);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  // The answer is what the section shows now (it has no id for the cache to match it by).
  const [save, saving] = useMutation(UpdateMyCompanyNumberDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: MyCompanyDocument, data: { myCompany: data.updateMyCompanyNumber } });
    },
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const problem = notRegistered ? undefined : validCompanyNumber(number);
    setFieldError(problem);
    if (problem) return;
    const companyNumber = notRegistered || !number.trim() ? null : normaliseCompanyNumber(number);
    if (companyNumber === (company.companyNumber ?? null) && notRegistered === company.notRegistered) {
      onNotice('Your company details are unchanged.');
      return;
    }
    try {
      const { data } = await save({ variables: { input: { companyNumber, notRegistered } } });
      const saved = data?.updateMyCompanyNumber;
      onNotice(
        saved?.notRegistered
          ? 'Saved: your listings say you are not a registered company.'
          : saved?.companyNumber
            ? saved.checksEnabled
              ? `Company number ${saved.companyNumber} saved. We are checking it with Companies House.`
              : `Company number ${saved.companyNumber} saved.`
            : 'Company number removed.',
      );
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.companyNumber) setFieldError(fields.companyNumber);
      else setFormError(errorMessage(err));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Your company details" sx={{ display: 'grid', gap: 1 }}>
      <FormError message={formError} />
      <TextField
        label="Company registration number"
        value={notRegistered ? '' : number}
        onChange={(e) => {
          setNumber(e.target.value);
          setFieldError(undefined);
        }}
        onBlur={() => number && !notRegistered && setFieldError(validCompanyNumber(number))}
        error={Boolean(fieldError)}
        helperText={fieldError ?? (notRegistered ? 'Not needed: you are not a registered company' : '8 characters, e.g. 08123456 or SC123456')}
        disabled={notRegistered || saving.loading}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 12, spellCheck: false, autoCapitalize: 'characters' } }}
        sx={{ maxWidth: { sm: 360 } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={notRegistered}
            onChange={(e) => {
              setNotRegistered(e.target.checked);
              setFieldError(undefined);
            }}
            disabled={saving.loading}
          />
        }
        label="We are not a registered company"
      />
      <Box>
        <Button type="submit" variant="contained" disabled={saving.loading}>
          {saving.loading ? 'Saving...' : 'Save company details'}
        </Button>
      </Box>
    </Box>
  );
}
