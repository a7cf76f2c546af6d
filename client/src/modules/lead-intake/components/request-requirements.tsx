import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { formatInvestment } from '../../../shared/format';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { RequestRequirementsDocument } from '../graphql/request-requirements';
import { INVESTMENT_OPTIONS } from '../request-options';
import { recruitsIn } from '../requirements';

/**
 * Before sending (issue 29): each ticked franchise's minimum liquid capital and the areas it recruits in, and a
 * plain note where the capital or town entered do not meet them. The server screens with the rules the leads are
 * screened with, so what is shown here is what the franchisor will see. The enquirer may still send.
 */
export function RequestRequirements({
  franchiseIds,
  names,
  desiredInvestment,
  city,
}: {
  franchiseIds: string[];
  /** The ticked franchises' names, shown while the requirements load. */
  names: (string | undefined)[];
  desiredInvestment: string;
  city: string;
}) {
  const headingId = useId();
  // Each keystroke in the town is not a request; a choice of capital is.
  const town = useDebouncedValue(city.trim(), 400);
  const capital = (INVESTMENT_OPTIONS as readonly string[]).includes(desiredInvestment) ? desiredInvestment : null;
  const { data, previousData, error } = useQuery(RequestRequirementsDocument, {
    variables: { input: { franchiseIds, desiredInvestment: capital, city: town && town.length <= 120 ? town : null } },
    skip: franchiseIds.length === 0,
  });
  const rows = (data ?? previousData)?.requestRequirements;
  if (franchiseIds.length === 0) return null;
  const missing = rows?.filter((r) => r.notes.length > 0).length ?? 0;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 1.5, bgcolor: 'background.default', borderRadius: 1, border: 1, borderColor: 'divider' }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3">
        What {franchiseIds.length === 1 ? 'this franchise asks' : 'these franchises ask'} for
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, p: 0, listStyle: 'none' }}>
        {rows
          ? rows.map((r) => (
              <Box component="li" key={r.franchiseId} sx={{ py: 0.75, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {r.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Minimum liquid capital: {r.minimumLiquidCapital == null ? 'not stated' : formatInvestment(r.minimumLiquidCapital)}
                  {' · '}
                  Recruits in: {recruitsIn(r.areas)}
                </Typography>
                {r.notes.map((note) => (
                  <Typography key={note} variant="body2" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mt: 0.25, fontWeight: 500 }}>
                    <WarningAmberIcon aria-hidden sx={{ fontSize: 18, mt: '1px', color: 'warning.main' }} />
                    {note}
                  </Typography>
                ))}
              </Box>
            ))
          : names.map((name, i) => (
              <Box component="li" key={i} sx={{ py: 0.75 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {name ?? 'Selected franchise'}
                </Typography>
              </Box>
            ))}
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 0.5 }}>
        {error && !rows
          ? 'Their requirements could not be checked just now. You can still send your request.'
          : missing > 0
            ? `Your details do not meet what ${missing === 1 ? '1 franchise asks' : `${missing} franchises ask`} for. You can still send your request: each franchisor decides.`
            : ''}
      </Typography>
    </Box>
  );
}
