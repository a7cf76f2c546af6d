import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { FranchisorLeadsQuery, LeadStatus } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { contactPreference } from '../contact-preference';
import { ScoreChip } from './lead-score';
import { LeadStatusSelect } from './lead-status-select';

export type LeadRow = FranchisorLeadsQuery['franchisorLeads']['items'][number];

interface LeadsTableProps {
  leads: LeadRow[];
  saving: Set<string>;
  onOpen: (lead: LeadRow) => void;
  onStatusChange: (lead: LeadRow, status: LeadStatus) => void;
}

function ViewButton({ lead, onOpen }: { lead: LeadRow; onOpen: (lead: LeadRow) => void }) {
  const unread = lead.unreadMessageCount;
  // The name is the visible word first ('View', WCAG 2.5.3 label in name), then the lead and the unread count, which
  // only screen readers hear (the badge's figure is drawn, not read).
  return (
    <Button variant="outlined" size="small" onClick={() => onOpen(lead)}>
      View
      <Box component="span" sx={visuallyHidden}>
        {` ${lead.name}`}
        {unread > 0 && ` (${unread} unread ${unread === 1 ? 'message' : 'messages'})`}
      </Box>
      {unread > 0 && (
        <Badge badgeContent={unread} color="error" sx={{ ml: 1.5 }} aria-hidden>
          <MailOutlinedIcon fontSize="small" />
        </Badge>
      )}
    </Button>
  );
}

/** Whether the lead meets the listing's requirements, or what it misses. */
export function RequirementsNote({ lead }: { lead: Pick<LeadRow, 'meetsRequirements' | 'requirementsMissed'> }) {
  return lead.meetsRequirements ? (
    <Typography variant="body2" sx={{ color: 'success.dark' }}>
      Meets your requirements
    </Typography>
  ) : (
    <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
      {lead.requirementsMissed.join(' · ')}
    </Typography>
  );
}

function LeadDetails({ lead }: { lead: LeadRow }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{lead.name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {lead.email}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[lead.phone, lead.city].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Prefers: {contactPreference(lead.contactMethod, lead.contactTime)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {lead.assignee ? `Assigned to ${lead.assignee.fullName}` : 'Unassigned'}
      </Typography>
      <RequirementsNote lead={lead} />
      {lead.introCall?.status === 'BOOKED' && (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          icon={<EventAvailableOutlinedIcon aria-hidden />}
          label={`Intro call ${lead.introCall.label}`}
          sx={{ mt: 0.5, maxWidth: '100%' }}
        />
      )}
    </>
  );
}

/** The leads of one page: a table on wide screens, one card per lead on phones. */
export function LeadsTable({ leads, saving, onOpen, onStatusChange }: LeadsTableProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (narrow) {
    return (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Leads">
        {leads.map((lead) => (
          <Card component="li" key={lead.id} sx={{ p: 2 }}>
            <Box sx={{ float: 'right', ml: 1 }}>
              <ScoreChip band={lead.score.band} />
            </Box>
            <LeadDetails lead={lead} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {lead.franchise?.name ?? 'Franchise removed'} · <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 1.5, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <LeadStatusSelect
                status={lead.status}
                leadName={lead.name}
                disabled={saving.has(lead.id)}
                onChange={(status) => onStatusChange(lead, status)}
              />
              <ViewButton lead={lead} onOpen={onOpen} />
            </Box>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Card}>
      <Table aria-label="Leads">
        <TableHead>
          <TableRow>
            <TableCell>Lead details</TableCell>
            <TableCell>Score</TableCell>
            <TableCell>Franchise</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Date</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {leads.map((lead) => (
            <TableRow key={lead.id} hover>
              <TableCell sx={{ maxWidth: 320 }}>
                <LeadDetails lead={lead} />
              </TableCell>
              <TableCell>
                <ScoreChip band={lead.score.band} short />
              </TableCell>
              <TableCell>{lead.franchise?.name ?? 'Franchise removed'}</TableCell>
              <TableCell>
                <LeadStatusSelect
                  status={lead.status}
                  leadName={lead.name}
                  disabled={saving.has(lead.id)}
                  onChange={(status) => onStatusChange(lead, status)}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
              </TableCell>
              <TableCell align="right">
                <ViewButton lead={lead} onOpen={onOpen} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
