import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { WEEKDAYS } from '../call-times';

export interface WindowDraft {
  key: number;
  weekday: number;
  start: string;
  end: string;
}

/** The weekly times, one row each: day, from, to (UK time); add and remove rows. */
export function WeeklyTimes({ rows, onChange, disabled }: { rows: WindowDraft[]; onChange: (rows: WindowDraft[]) => void; disabled: boolean }) {
  const update = (key: number, change: Partial<WindowDraft>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const add = () => {
    const last = rows[rows.length - 1];
    onChange([...rows, { key: Date.now(), weekday: last ? (last.weekday % 7) + 1 : 1, start: last?.start ?? '09:00', end: last?.end ?? '12:00' }]);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {rows.map((r, i) => (
        <Box key={r.key} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }} role="group" aria-label={`Weekly time ${i + 1}`}>
          <TextField
            select
            size="small"
            label="Day"
            value={String(r.weekday)}
            onChange={(e) => update(r.key, { weekday: Number(e.target.value) })}
            disabled={disabled}
            sx={{ width: 150 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {WEEKDAYS.map((d, n) => (
              <option key={d} value={n + 1}>
                {d}
              </option>
            ))}
          </TextField>
          {(['start', 'end'] as const).map((field) => (
            <TextField
              key={field}
              type="time"
              size="small"
              label={field === 'start' ? 'From' : 'To'}
              value={r[field]}
              onChange={(e) => update(r.key, { [field]: e.target.value })}
              disabled={disabled}
              sx={{ width: 130 }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
            />
          ))}
          <Tooltip title="Remove">
            <IconButton aria-label={`Remove weekly time ${i + 1}`} onClick={() => onChange(rows.filter((x) => x.key !== r.key))} disabled={disabled}>
              <DeleteOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddIcon aria-hidden />} onClick={add} disabled={disabled}>
          Add a time
        </Button>
      </Box>
    </Box>
  );
}
