import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A list of repeated entries (FAQs, testimonials, success stories): entries are added up to `max` and
 * removed, except the first, which always stays.
 */
export function EntryList<T extends { key: string }>({
  items,
  itemLabel,
  addLabel,
  max,
  disabled,
  onAdd,
  onRemove,
  children,
}: {
  items: T[];
  /** "FAQ" gives "FAQ 1", "Remove FAQ 2". */
  itemLabel: string;
  addLabel: string;
  max: number;
  disabled?: boolean;
  onAdd: () => void;
  onRemove: (key: string) => void;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <Box>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {items.map((item, i) => (
          <Paper component="li" key={item.key} variant="outlined" aria-label={`${itemLabel} ${i + 1}`} sx={{ p: 2, bgcolor: 'grey.50' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5, minHeight: 32 }}>
              <Typography variant="subtitle2" sx={{ flex: 1 }}>
                {itemLabel} {i + 1}
              </Typography>
              {i > 0 && (
                <IconButton size="small" onClick={() => onRemove(item.key)} disabled={disabled} aria-label={`Remove ${itemLabel} ${i + 1}`}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
            <Box sx={{ display: 'grid', gap: 2 }}>{children(item, i)}</Box>
          </Paper>
        ))}
      </Box>
      <Button startIcon={<AddIcon />} onClick={onAdd} disabled={disabled || items.length >= max} sx={{ mt: 1.5 }}>
        {addLabel}
      </Button>
    </Box>
  );
}
