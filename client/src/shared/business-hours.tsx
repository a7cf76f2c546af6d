import Box from '@mui/material/Box';
import { SITE_CONTACT } from './site-contact';

/** Opening hours as a description list: Monday – Friday 9:00am – 6:00pm, Saturday ..., Sunday Closed. */
export function BusinessHours() {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.75 }}>
      {SITE_CONTACT.hours.map((h) => (
        <Box key={h.days} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {h.days}
          </Box>
          <Box component="dd" sx={{ m: 0, color: h.time === 'Closed' ? 'text.secondary' : 'text.primary' }}>
            {h.time}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
