import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
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

/** The franchisor's featured ads (spec 02: Franchise, Additional Categories, Duration, Status, Payment, Amount). */
export function FeaturedAdsTable({ ads, paying, onPay }: { ads: FeaturedAdRow[]; paying: string | null; onPay: (ad: FeaturedAdRow) => void }) {
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
                {ad.canPay && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={paying !== null}
                    onClick={() => onPay(ad)}
                    aria-label={`Pay now for ${ad.franchiseName}`}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {paying === ad.id ? 'Opening checkout...' : 'Pay now'}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
