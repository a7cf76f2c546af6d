import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import type { LeadRoutingMode, LeadRoutingQuery } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { QueryState, SkeletonRows } from '../../../shared/query-state';
import { LeadRoutingDocument } from '../graphql/lead-routing';
import { SetLeadRoutingDocument } from '../graphql/set-lead-routing';

type Listing = LeadRoutingQuery['leadRouting'][number];
interface TeamMemberOption {
  id: string;
  fullName: string;
}

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * Lead routing (issue 42 part 3): per listing, new leads go to a member by area (each of the listing's areas to a
 * member) or in turn among chosen members; what a rule cannot place goes to the owner. Everyone sees the rules; the
 * owner changes them.
 */
export function LeadRoutingSection({
  members,
  canManage,
  onSaved,
}: {
  members: TeamMemberOption[];
  canManage: boolean;
  onSaved: (message: string) => void;
}) {
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(LeadRoutingDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
          Lead routing
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Give each listing&apos;s new leads to a member: by the area the enquirer lives in, or in turn. Leads a rule cannot place go to the owner;
          without a rule they arrive unassigned.
        </Typography>
        <QueryState
          data={data?.leadRouting}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loader={<SkeletonRows label="Loading the routing rules" count={2} height={64} />}
          empty={<Typography color="text.secondary">Your company has no listings yet.</Typography>}
          isEmpty={(listings) => listings.length === 0}
        >
          {(listings) => (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {listings.map((listing) => (
                <ListingRule
                  key={`${listing.franchiseId}:${listing.mode ?? ''}:${listing.members.map((m) => `${m.area}-${m.memberId}`).join()}`}
                  listing={listing}
                  members={members}
                  canManage={canManage}
                  onSaved={onSaved}
                />
              ))}
            </Box>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function ListingRule({
  listing,
  members,
  canManage,
  onSaved,
}: {
  listing: Listing;
  members: TeamMemberOption[];
  canManage: boolean;
  onSaved: (message: string) => void;
}) {
  const [mode, setMode] = useState<LeadRoutingMode | ''>(listing.mode ?? '');
  const [inTurn, setInTurn] = useState<Set<string>>(() => new Set(listing.members.filter((m) => !m.area).map((m) => m.memberId)));
  const [byArea, setByArea] = useState<Record<string, string>>(() =>
    Object.fromEntries(listing.members.filter((m) => m.area).map((m) => [m.area!, m.memberId])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetLeadRoutingDocument, { refetchQueries: [LeadRoutingDocument], awaitRefetchQueries: true });
  const nameOf = (id: string) => members.find((m) => m.id === id)?.fullName ?? 'A former member';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const targets =
      mode === 'ROUND_ROBIN'
        ? [...inTurn].map((memberId) => ({ memberId }))
        : mode === 'AREA'
          ? Object.entries(byArea)
              .filter(([, memberId]) => memberId)
              .map(([area, memberId]) => ({ area, memberId }))
          : [];
    try {
      await save({ variables: { input: { franchiseId: listing.franchiseId, mode: mode || null, members: targets } } });
      onSaved(`Lead routing of ${listing.name} saved.`);
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };

  const summary =
    listing.mode === 'ROUND_ROBIN'
      ? `In turn: ${listing.members.map((m) => nameOf(m.memberId)).join(', ')}`
      : listing.mode === 'AREA'
        ? listing.members.map((m) => `${listing.areas.find((a) => a.key === m.area)?.name ?? m.area}: ${nameOf(m.memberId)}`).join(' · ')
        : 'No rule: new leads arrive unassigned';

  return (
    <Box component="li" sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{listing.name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: canManage ? 1.5 : 0 }}>
        {summary}
      </Typography>
      {canManage && (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          aria-label={`Lead routing of ${listing.name}`}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <TextField
            select
            size="small"
            label="New leads"
            value={mode}
            onChange={(e) => setMode(e.target.value as LeadRoutingMode | '')}
            slotProps={selectProps}
            sx={{ maxWidth: 320 }}
          >
            <option value="">Arrive unassigned</option>
            <option value="ROUND_ROBIN">Go to members in turn</option>
            <option value="AREA" disabled={listing.areas.length === 0}>
              Go to a member by area
            </option>
          </TextField>
          {mode === 'ROUND_ROBIN' && (
            <FormGroup aria-label="Members who take leads in turn" sx={{ flexDirection: 'row', gap: 1 }}>
              {members.map((m) => (
                <FormControlLabel
                  key={m.id}
                  label={m.fullName}
                  control={
                    <Checkbox
                      checked={inTurn.has(m.id)}
                      onChange={(e) =>
                        setInTurn((s) => {
                          const next = new Set(s);
                          if (e.target.checked) next.add(m.id);
                          else next.delete(m.id);
                          return next;
                        })
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
          {mode === 'AREA' && (
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              {listing.areas.map((area) => (
                <TextField
                  key={area.key}
                  select
                  size="small"
                  label={area.name}
                  value={byArea[area.key] ?? ''}
                  onChange={(e) => setByArea((b) => ({ ...b, [area.key]: e.target.value }))}
                  slotProps={selectProps}
                >
                  <option value="">The owner</option>
                  {members.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.fullName}
                    </option>
                  ))}
                </TextField>
              ))}
            </Box>
          )}
          <Box>
            <Button type="submit" variant="outlined" size="small" disabled={loading}>
              {loading ? 'Saving...' : 'Save routing'}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
