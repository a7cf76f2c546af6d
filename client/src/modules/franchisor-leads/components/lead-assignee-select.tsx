import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/errors';
import { AssignFranchisorLeadDocument } from '../graphql/assign-franchisor-lead';
import { FranchisorLeadTeamDocument } from '../graphql/lead-team';

/**
 * 'Assigned to': any member of the company may give the lead to a member, or leave it unassigned (issue 42). A native
 * select, as the status is; the server refuses anyone outside the team.
 */
export function LeadAssigneeSelect({
  leadId,
  leadName,
  assignedTo,
  onAssigned,
}: {
  leadId: string;
  leadName: string;
  assignedTo: string | null;
  onAssigned: (name: string | null) => void;
}) {
  const team = useQuery(FranchisorLeadTeamDocument);
  const [assign, { loading }] = useMutation(AssignFranchisorLeadDocument);
  const [value, setValue] = useState(assignedTo ?? '');
  const [error, setError] = useState<string | null>(null);
  const members = team.data?.franchisorTeam.members ?? [];

  const onChange = async (next: string) => {
    const previous = value;
    setValue(next);
    setError(null);
    try {
      const { data } = await assign({ variables: { input: { leadId, assigneeId: next || null } } });
      onAssigned(data?.assignFranchisorLead.assignee?.fullName ?? null);
    } catch (err) {
      setValue(previous);
      setError(errorMessage(err, 'The lead could not be assigned. Please try again.'));
    }
  };

  return (
    <TextField
      select
      size="small"
      label="Assigned to"
      value={value}
      disabled={loading || team.loading}
      error={Boolean(error || team.error)}
      helperText={error ?? (team.error ? 'The team could not be loaded.' : undefined)}
      onChange={(e) => void onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-label': `Assign ${leadName} to` } }}
      sx={{ minWidth: 200 }}
    >
      <option value="">Unassigned</option>
      {members.map((m) => (
        <option key={m.id} value={m.id}>
          {m.fullName}
        </option>
      ))}
    </TextField>
  );
}
