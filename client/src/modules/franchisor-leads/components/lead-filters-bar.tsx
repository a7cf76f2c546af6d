import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';
import { leadStatusLabel } from '../../lead-intake/lead-status';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { LEAD_SCORES, LEAD_STATUSES, type LeadFilterState } from '../lead-filters';
import { leadScoreLabel } from './lead-score';

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Search (debounced), status, assignment, franchise, requirements, score, date range, and the order. */
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
  const onSettled = useEffectEvent((value: string) => {
    if (value.trim() !== state.search.trim()) onChange({ search: value });
  });
  // Only a settled search should write the address.
  useEffect(() => onSettled(settled), [settled]);
  // Filters cleared (or the address changed): show what the address says.
  const [shownSearch, setShownSearch] = useState(state.search);
  if (shownSearch !== state.search) {
    setShownSearch(state.search);
    if (search.trim() !== state.search.trim()) setSearch(state.search);
  }

  const dateProblem = state.from && state.to && state.from > state.to ? "The 'From' date must be on or before the 'To' date" : undefined;
  const filtered = Boolean(
    state.search || state.status || state.franchiseId || state.from || state.to || state.requirements || state.score || state.assigned,
  );

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
        // Eight filters, the order and the button: rows of five beside the portal's sidebar from 1200 px (the search
        // two wide), rows of three below, two columns on phones.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
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
        sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
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
        label="Assigned"
        size="small"
        value={state.assigned}
        onChange={(e) => onChange({ assigned: e.target.value as LeadFilterState['assigned'] })}
        slotProps={selectProps}
      >
        <option value="">All the company&apos;s leads</option>
        <option value="me">Assigned to me</option>
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
        select
        label="Score"
        size="small"
        value={state.score}
        onChange={(e) => onChange({ score: e.target.value as LeadFilterState['score'] })}
        slotProps={selectProps}
      >
        <option value="">All scores</option>
        {LEAD_SCORES.map((s) => (
          <option key={s} value={s}>
            {leadScoreLabel[s]}
          </option>
        ))}
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
      <TextField
        select
        label="Sort"
        size="small"
        value={state.sort}
        onChange={(e) => onChange({ sort: e.target.value as LeadFilterState['sort'] })}
        slotProps={selectProps}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        <option value="">Newest first</option>
        <option value="score">Highest score first</option>
      </TextField>
      <Button
        variant="text"
        disabled={!filtered}
        onClick={() => {
          setSearch('');
          onChange({ search: '', status: '', franchiseId: '', from: '', to: '', requirements: '', score: '', assigned: '' });
        }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, height: 40, whiteSpace: 'nowrap', justifySelf: { md: 'start' } }}
      >
        Clear filters
      </Button>
    </Box>
  );
}
