import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
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
import type { MyFeaturedAdsQuery } from '../../../gql/graphql';
import { formatDate, formatGBP } from '../../../shared/format';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { durationLabel } from '../../advertising/ad-labels';
import { AdStatusChip, PaymentStatusChip } from '../../advertising/components/ad-status-chips';

export type FeaturedAdRow = MyFeaturedAdsQuery['myFeaturedAds']['items'][number];

const categoryNames = (ad: FeaturedAdRow) => ad.additionalCategories.map((c) => c.name).join(', ') || 'None';

/** When the placement runs, or when it was ordered while it waits for payment. */
function Dates({ ad }: { ad: FeaturedAdRow }) {
  if (ad.startDate && ad.endDate && ad.paymentStatus === 'COMPLETED') {
    return (
      <>
        {formatDate(ad.startDate)} – {formatDate(ad.endDate)}
      </>
    );
  }
  return <>Ordered {formatDate(ad.createdAt)}</>;
}

interface FeaturedAdsTableProps {
  ads: FeaturedAdRow[];
  /** The ad whose checkout is being opened, if any (every Pay now waits meanwhile). */
  paying: string | null;
  onPay: (ad: FeaturedAdRow) => void;
}

function PayNow({ ad, paying, onPay, fullWidth = false }: FeaturedAdsTableProps & { ad: FeaturedAdRow; fullWidth?: boolean }) {
  if (!ad.canPay) return null;
  return (
    <Button
      size="small"
      variant={fullWidth ? 'contained' : 'outlined'}
      fullWidth={fullWidth}
      disabled={paying !== null}
      onClick={() => onPay(ad)}
      aria-label={`Pay now for ${ad.franchiseName}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {paying === ad.id ? 'Opening checkout...' : 'Pay now'}
    </Button>
  );
}

/** Phones: one card per ad, with the table's facts and Pay now in reach (no sideways scrolling). */
function FeaturedAdCards(props: FeaturedAdsTableProps) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Featured ads" sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {props.ads.map((ad) => (
        <Card component="li" key={ad.id} variant="outlined" aria-label={ad.franchiseName}>
          <CardContent sx={{ pb: '16px !important' }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography component="h2" sx={{ fontWeight: 600 }}>
                  {ad.franchiseName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <Dates ad={ad} />
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatGBP(ad.amount)}</Typography>
            </Box>
            <Box
              component="dl"
              sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, typography: 'body2' }}
            >
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                Additional Categories
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {categoryNames(ad)}
              </Box>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                Duration
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {durationLabel(ad.duration)}
              </Box>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
              <AdStatusChip status={ad.status} />
              <PaymentStatusChip status={ad.paymentStatus} />
            </Box>
            {ad.canPay && (
              <Box sx={{ mt: 1.5 }}>
                <PayNow {...props} ad={ad} fullWidth />
              </Box>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The franchisor's featured ads (spec 02: Franchise, Additional Categories, Duration, Status, Payment, Amount):
 * a table on wide screens, one card per ad on phones (as Leads and My Franchises do).
 */
export function FeaturedAdsTable(props: FeaturedAdsTableProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { ads } = props;
  if (narrow) return <FeaturedAdCards {...props} />;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }} tabIndex={0} role="region" aria-label="Featured ads list">
      <Table aria-label="Featured ads" sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow>
            <TableCell>Franchise</TableCell>
            <TableCell>Additional Categories</TableCell>
            <TableCell>Duration</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Payment</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ads.map((ad) => (
            <TableRow key={ad.id} hover>
              <TableCell component="th" scope="row">
                <Typography sx={{ fontWeight: 600 }}>{ad.franchiseName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <Dates ad={ad} />
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 280 }}>{categoryNames(ad)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{durationLabel(ad.duration)}</TableCell>
              <TableCell>
                <AdStatusChip status={ad.status} />
              </TableCell>
              <TableCell>
                <PaymentStatusChip status={ad.paymentStatus} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatGBP(ad.amount)}
              </TableCell>
              <TableCell align="right">
                <PayNow {...props} ad={ad} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
