import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { leadStatusLabel } from '../../leads/lead-status';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { LEAD_STATUSES, type LeadFilterState } from '../lead-filters';

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Search (debounced), status, franchise, requirements and date range. */
export function LeadFiltersBar({
  state,
  franchises,
  onChange,
}: {
  state: LeadFilterState;
  franchises: { id: string; name: string }[];
  onChange: (change: Partial<LeadFilterState>) => void;
}) {
  const [search, setSearch] = useState(state.search);
  const settled = useDebouncedValue(search, 350);
  useEffect(() => {
    if (settled.trim() !== state.search.trim()) onChange({ search: settled });
    // Only a settled search should write the address.
  }, [settled]);
  // Filters cleared (or the address changed): show what the address says.
  useEffect(() => {
    setSearch((current) => (current.trim() === state.search.trim() ? current : state.search));
  }, [state.search]);

  const dateProblem = state.from && state.to && state.from > state.to ? "The 'From' date must be on or before the 'To' date" : undefined;
  const filtered = Boolean(state.search || state.status || state.franchiseId || state.from || state.to || state.requirements);

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter leads"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ search });
      }}
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: 'repeat(3, 1fr)',
          // Six filters and the button on one row only where they fit beside the portal's sidebar.
          lg: 'repeat(4, 1fr)',
          xl: 'minmax(180px, 2fr) minmax(130px, 1fr) minmax(150px, 1.5fr) minmax(150px, 1fr) minmax(140px, 1fr) minmax(140px, 1fr) auto',
        },
        alignItems: 'start',
      }}
    >
      <TextField
        label="Search by name or email"
        type="search"
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'span 2', lg: 'auto' } }}
        slotProps={{
          htmlInput: { maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Status"
        size="small"
        value={state.status}
        onChange={(e) => onChange({ status: e.target.value as LeadFilterState['status'] })}
        slotProps={selectProps}
      >
        <option value="">All statuses</option>
        {LEAD_STATUSES.map((s) => (
          <option key={s} value={s}>
            {leadStatusLabel[s]}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Franchise"
        size="small"
        value={state.franchiseId}
        onChange={(e) => onChange({ franchiseId: e.target.value })}
        slotProps={selectProps}
      >
        <option value="">All franchises</option>
        {franchises.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Requirements"
        size="small"
        value={state.requirements}
        onChange={(e) => onChange({ requirements: e.target.value as LeadFilterState['requirements'] })}
        slotProps={selectProps}
      >
        <option value="">All leads</option>
        <option value="met">Meets your requirements</option>
        <option value="missed">Misses your requirements</option>
      </TextField>
      <TextField
        label="From"
        type="date"
        size="small"
        value={state.from}
        onChange={(e) => onChange({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: state.to || undefined } }}
      />
      <TextField
        label="To"
        type="date"
        size="small"
        value={state.to}
        onChange={(e) => onChange({ to: e.target.value })}
        error={Boolean(dateProblem)}
        helperText={dateProblem}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: state.from || undefined } }}
      />
      <Button
        variant="text"
        disabled={!filtered}
        onClick={() => {
          setSearch('');
          onChange({ search: '', status: '', franchiseId: '', from: '', to: '', requirements: '' });
        }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, height: 40, whiteSpace: 'nowrap' }}
      >
        Clear filters
      </Button>
    </Box>
  );
}
