import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EventIcon from '@mui/icons-material/Event';
import MarkChatReadOutlinedIcon from '@mui/icons-material/MarkChatReadOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { InterestStatus, MyFranchiseRequestsQuery } from '../../../gql/graphql';
import { formatDate, formatDateTime, formatInvestment } from '../../../shared/format';
import { describeContact } from '../../lead-intake/contact-preference';
import { IntroCallActions } from '../../intro-calls/components/intro-call-actions';
import { LeadStatusChip } from './lead-status-chip';

export type FranchiseRequestItem = MyFranchiseRequestsQuery['myFranchiseRequests']['items'][number];

/** Why the franchisor of a request cannot be messaged, or null when they can. */
export function messageBlockedReason(r: FranchiseRequestItem): string | null {
  if (r.canMessage) return null;
  if (!r.franchise) return 'This franchise is no longer listed, so its franchisor cannot be messaged from here.';
  return "The franchisor's account no longer exists, so they cannot be messaged.";
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', fontSize: 14 }}>
      <Box component="span" aria-hidden sx={{ display: 'flex', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      {children}
    </Box>
  );
}

export interface FranchiseRequestCardProps {
  request: FranchiseRequestItem;
  savingInterest: boolean;
  onInterestChange: (status: InterestStatus) => void;
  onMessage: () => void;
  onDelete: () => void;
  /** Opens the contact preference of the request. */
  onContactPreference: () => void;
}

/** One request on My Franchises: the franchise, when it was asked, its status, interest and actions. */
export function FranchiseRequestCard({
  request: r,
  savingInterest,
  onInterestChange,
  onMessage,
  onDelete,
  onContactPreference,
}: FranchiseRequestCardProps) {
  const headingId = useId();
  const reasonId = useId();
  const f = r.franchise;
  const blocked = messageBlockedReason(r);
  const interested = r.interestStatus !== 'NOT_INTERESTED';
  const image = f?.details?.mainImageUrl;

  return (
    <Card component="article" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
      <Box
        sx={{
          width: { xs: '100%', sm: 200 },
          height: { xs: 140, sm: 'auto' },
          minHeight: { sm: 170 },
          flexShrink: 0,
          bgcolor: 'grey.100',
          // Without a photo, the placeholder only earns its space beside the text, not above it.
          display: { xs: image ? 'grid' : 'none', sm: 'grid' },
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {image ? (
          <Box component="img" src={image} alt={f.name} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <StorefrontOutlinedIcon sx={{ fontSize: 56, color: 'grey.400' }} aria-hidden />
        )}
      </Box>
      <Box sx={{ p: 2, flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ lineHeight: 1.3 }}>
            {f ? (
              <Link component={RouterLink} to={`/franchise/${f.id}`} underline="hover">
                {f.name}
              </Link>
            ) : (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                Franchise Not Available
              </Box>
            )}
          </Typography>
          <LeadStatusChip status={r.status} />
        </Box>
        {r.franchisor?.companyName && (
          <Typography variant="body2" color="text.secondary">
            {r.franchisor.companyName}
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}>
          {f && <Fact icon={<PlaceOutlinedIcon />}>{f.location}</Fact>}
          {f && <Fact icon={<PaymentsOutlinedIcon />}>Investment {formatInvestment(f.details?.investmentAmount)}</Fact>}
          <Fact icon={<EventIcon />}>Requested {formatDate(r.createdAt)}</Fact>
          {r.answeredAt ? (
            <Fact icon={<MarkChatReadOutlinedIcon />}>Answered {formatDateTime(r.answeredAt)}</Fact>
          ) : (
            <Fact icon={<ScheduleIcon />}>Not answered yet</Fact>
          )}
          <Fact icon={<ContactPhoneOutlinedIcon />}>Contact: {describeContact(r).replace(/^By/, 'by')}</Fact>
        </Stack>
        <IntroCallActions leadId={r.id} franchiseName={f?.name ?? 'the franchisor'} offered={r.introCallOffered} call={r.introCall} />
        {/* The consent this request was sent under (issue 41): exactly what was shown, when and where. */}
        <Box component="details" sx={{ fontSize: 14, '& summary': { cursor: 'pointer', color: 'primary.main', py: 0.5 } }}>
          <summary>Your consent</summary>
          {r.consent ? (
            <Box sx={{ pt: 0.5 }}>
              <Typography variant="body2" data-testid="request-consent">
                “{r.consent.text}”
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Given {formatDateTime(r.consent.createdAt)} · Where: {r.consent.pathLabel} · Privacy notice version {r.consent.noticeVersion}
              </Typography>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ pt: 0.5 }}>
              No consent record was kept for this request: it was sent before consent records began.
            </Typography>
          )}
        </Box>
        <Box sx={{ mt: 'auto', pt: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <FormControlLabel
            sx={{ mr: 'auto' }}
            control={
              <Switch
                checked={interested}
                disabled={savingInterest}
                onChange={(e) => onInterestChange(e.target.checked ? 'STILL_INTERESTED' : 'NOT_INTERESTED')}
              />
            }
            // The label says the state the card is in (a switch that always read 'Still interested' did not).
            label={interested ? 'Still interested' : 'Not interested'}
          />
          <Button
            variant="outlined"
            size="small"
            startIcon={<MailOutlineIcon />}
            onClick={onMessage}
            disabled={Boolean(blocked)}
            aria-describedby={blocked ? reasonId : undefined}
          >
            Send message
          </Button>
          <Button variant="text" size="small" startIcon={<ContactPhoneOutlinedIcon />} onClick={onContactPreference}>
            Contact preference
          </Button>
          <Button variant="text" color="error" size="small" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
            Delete request
          </Button>
        </Box>
        {blocked && (
          <Typography id={reasonId} variant="body2" color="text.secondary">
            {blocked}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
