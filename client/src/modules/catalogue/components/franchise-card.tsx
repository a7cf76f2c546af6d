import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StarIcon from '@mui/icons-material/Star';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { FranchiseCard_FranchiseFragment } from '../../../gql/graphql';
import { formatInvestment } from '../../../shared/format';
import { StaticHtml } from '../../../ssr/static-html';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { useAdMetrics } from '../../advertising/hooks/use-ad-metrics';
import { addToSelection, useSelection } from '../../selection/use-selection';
import { FranchiseImage } from './franchise-image';

export interface FranchiseCardProps {
  franchise: FranchiseCard_FranchiseFragment;
  /** The featured ad the card is shown for; defaults to the franchise's current featured ad. */
  adId?: string | null;
  headingLevel?: 'h2' | 'h3';
  /** The first result on a page: its image is fetched first. */
  priority?: boolean;
}

/** Records a view of a card the first time at least half of it is on screen. */
function useViewedOnce(onView: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onView);
  useEffect(() => {
    latest.current = onView;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          latest.current();
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * The tick's box, both drawings, the one shown chosen in CSS by the input's own state: a box ticked before the
 * page has hydrated, or with JavaScript off, shows its tick (MUI swaps its icon only when React re-renders).
 */
function TickIcon(_: { fontSize?: string }) {
  return (
    <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
      <CheckBoxOutlineBlankIcon className="fc-tick-off" />
      <CheckBoxIcon className="fc-tick-on" />
    </Box>
  );
}
const tick = <TickIcon />;
const tickStyles = {
  '& .fc-tick-on, & input:checked ~ * .fc-tick-off': { display: 'none' },
  '& input:checked ~ * .fc-tick-on': { display: 'inline-block' },
  '&:has(input:checked)': { color: 'primary.main' },
  '&:has(input:focus-visible)': { outline: '2px solid currentColor', outlineOffset: -6 },
} as const;

/**
 * A franchise in a grid (spec 01 "Franchise card"): 'Featured · paid placement' when a featured ad shows it (visible
 * text, read in the card; the ad buys the label, never a place among results: issue 40), image or placeholder, name, short
 * description, location, 'Company checked' when the register's facts are in order (issue 40), how quickly the franchisor usually replies (when measured), investment, 'View Details',
 * and the 'Request Info' tick when it has a franchisor.
 */
export function FranchiseCard({ franchise, adId, headingLevel = 'h3', priority = false }: FranchiseCardProps) {
  const featuredAdId = adId === undefined ? franchise.featuredAdId : adId;
  const metrics = useAdMetrics();
  const ref = useViewedOnce(() => metrics.view(franchise.id, featuredAdId));
  const { isSelected, toggle } = useSelection();
  const nameId = useId();
  const selected = isSelected(franchise.id);
  const details = franchise.details;

  // A box ticked before hydration is still ticked in the page (React leaves it while hydrating) but not in
  // the selection: it joins it here, in the commit that hydrated the card, before anything re-renders it.
  const tickRef = useRef<HTMLInputElement>(null);
  const { id, franchisorId, name } = franchise;
  useLayoutEffect(() => {
    if (tickRef.current?.checked && franchisorId) addToSelection([{ id, franchisorId, name }]);
  }, [id, franchisorId, name]);

  const onTick = () => {
    if (!franchise.franchisorId) return;
    toggle({ id: franchise.id, franchisorId: franchise.franchisorId, name: franchise.name });
  };

  return (
    <Card
      ref={ref}
      component="article"
      aria-labelledby={nameId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        transition: 'box-shadow 150ms, border-color 150ms',
        borderColor: selected ? 'primary.main' : undefined,
        boxShadow: selected ? (t) => `0 0 0 1px ${t.palette.primary.main}` : undefined,
        '&:hover': { boxShadow: 3 },
        // Ticked before the app has started, or without JavaScript: the same outline, from the box itself.
        '&:has(input[name="franchise"]:checked)': { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}` },
      }}
    >
      {/* What the card shows; the client renders only the card, its link and its tick. */}
      <StaticHtml version={franchise.id}>
        {featuredAdId && (
          <Chip
            icon={<StarIcon aria-hidden />}
            label="Featured · paid placement"
            color="secondary"
            size="small"
            sx={{ position: 'absolute', top: 12, left: 12, zIndex: 1, fontWeight: 700, boxShadow: 2 }}
          />
        )}
        <FranchiseImage src={details?.mainImageUrl} priority={priority} />
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography id={nameId} component={headingLevel} variant="h6" sx={{ fontSize: 18, lineHeight: 1.3 }}>
            {franchise.name}
          </Typography>
          {details?.shortDescription && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {details.shortDescription}
            </Typography>
          )}
          <Box sx={{ mt: 'auto', pt: 1, display: 'grid', gap: 0.5 }}>
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
              <PlaceOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
              <span>
                <Box component="span" sx={visuallyHidden}>
                  Location:{' '}
                </Box>
                {franchise.location}
              </span>
            </Typography>
            {franchise.companyChecked && (
              <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.dark' }}>
                <VerifiedUserOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
                Company checked
              </Typography>
            )}
            {franchise.responseTime?.summary && (
              <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.dark' }}>
                <ScheduleIcon sx={{ fontSize: 18 }} aria-hidden />
                {franchise.responseTime.summary}
              </Typography>
            )}
            <Typography variant="body2">
              <Box component="span" sx={{ color: 'text.secondary' }}>
                Investment:{' '}
              </Box>
              <Box component="strong" sx={{ color: 'primary.main' }}>
                {formatInvestment(details?.investmentAmount)}
              </Box>
            </Typography>
          </Box>
        </CardContent>
      </StaticHtml>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={`/franchise/${franchise.id}`}
          variant="contained"
          size="small"
          onClick={() => metrics.click(franchise.id, featuredAdId)}
        >
          {/* The visible text is the spec's; the name says which franchise, as 24 identical links would not. */}
          View Details
          <Box component="span" sx={visuallyHidden}>
            {' '}
            of {franchise.name}
          </Box>
        </Button>
        {franchise.canRequestInfo && franchise.franchisorId && (
          <FormControlLabel
            sx={{ mr: 0 }}
            control={
              <Checkbox
                name="franchise"
                value={franchise.id}
                checked={selected}
                onChange={onTick}
                slotProps={{ input: { ref: tickRef } }}
                icon={tick}
                checkedIcon={tick}
                sx={tickStyles}
              />
            }
            label={
              <>
                Request Info
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  from {franchise.name}
                </Box>
              </>
            }
          />
        )}
      </CardActions>
    </Card>
  );
}
