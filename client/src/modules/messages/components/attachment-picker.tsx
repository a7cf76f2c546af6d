import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, useRef } from 'react';
import { ATTACHMENT_ACCEPT, ATTACHMENT_HINT, attachmentError, formatFileSize } from '../attachments';

export interface AttachmentPickerProps {
  file: File | null;
  error?: string;
  disabled?: boolean;
  /** Called with the chosen file and its client-side problem, if any. */
  onChange: (file: File | null, error?: string) => void;
  /** Shorter layout for the reply box: no hint line. */
  compact?: boolean;
}

/** An optional image or PDF attachment: a labelled file input, the chosen file as a removable chip. */
export function AttachmentPicker({ file, error, disabled, onChange, compact }: AttachmentPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" size="small" startIcon={<AttachFileIcon />} disabled={disabled} aria-describedby={hintId}>
          {file ? 'Replace attachment' : 'Attach a file'}
          <input
            ref={input}
            type="file"
            hidden
            accept={ATTACHMENT_ACCEPT}
            aria-label="Attachment"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              onChange(chosen, chosen ? attachmentError(chosen) : undefined);
              e.target.value = '';
            }}
          />
        </Button>
        {file && (
          <Chip
            label={`${file.name} (${formatFileSize(file.size)})`}
            onDelete={disabled ? undefined : () => onChange(null)}
            deleteIcon={<CloseIcon aria-label={`Remove ${file.name}`} />}
            color={error ? 'error' : 'default'}
            variant="outlined"
            sx={{ maxWidth: '100%' }}
          />
        )}
      </Box>
      <FormHelperText id={hintId} error={Boolean(error)} role={error ? 'alert' : undefined} sx={compact && !error ? { display: 'none' } : undefined}>
        {error ?? ATTACHMENT_HINT}
      </FormHelperText>
    </Box>
  );
}
