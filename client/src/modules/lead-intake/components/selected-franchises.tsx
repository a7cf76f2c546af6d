import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** "Your request goes to": the ticked franchises, by name (`countOnly`: how many; the steps that follow list them with their requirements). */
export function SelectedFranchises({ names, countOnly = false }: { names: (string | undefined)[]; countOnly?: boolean }) {
  if (names.length === 0) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        No franchises are selected. Tick 'Request Info' on the franchises you are interested in first.
      </Alert>
    );
  }
  if (countOnly) {
    return (
      <Typography variant="subtitle2" component="p" sx={{ mb: 2 }}>
        Your request goes to {names.length} franchise{names.length === 1 ? '' : 's'}.
      </Typography>
    );
  }
  return (
    <Box sx={{ mb: 2.5, p: 1.5, bgcolor: 'background.default', borderRadius: 1, border: 1, borderColor: 'divider' }}>
      <Typography id="request-info-selected" variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Your request goes to {names.length} franchise{names.length === 1 ? '' : 's'}:
      </Typography>
      <Box component="ul" aria-labelledby="request-info-selected" sx={{ m: 0, pl: 0, listStyle: 'none', maxHeight: 160, overflowY: 'auto' }}>
        {names.map((name, i) => (
          <Box component="li" key={i} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
            <StorefrontIcon fontSize="small" color="primary" aria-hidden />
            <Typography variant="body2">{name ?? 'Selected franchise'}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
