import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { IMAGE_ACCEPT } from './image-files';
import { useObjectUrl } from './use-object-url';
import { FilePickButton } from './file-pick-button';

export interface ImagePickerProps {
  label: string;
  /** A newly chosen file (not saved yet). */
  file: File | null;
  /** The saved image, shown while no new file is chosen. */
  savedUrl: string | null;
  onFile: (file: File | null) => void;
  /** Remove the saved image (stories); without it the saved image can only be replaced. */
  onRemoveSaved?: () => void;
  required?: boolean;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** Smaller preview (success stories). */
  compact?: boolean;
}

/** One image with its preview: choose, replace, undo a replacement or remove. */
export function ImagePicker({ label, file, savedUrl, onFile, onRemoveSaved, required, error, hint, disabled, compact }: ImagePickerProps) {
  const preview = useObjectUrl(file);
  const shown = preview ?? savedUrl;
  const labelId = useId();
  const helpId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={helpId}>
      <Typography id={labelId} component="div" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
        {required && ' *'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: compact ? 120 : { xs: '100%', sm: 280 },
            aspectRatio: '16 / 9',
            borderRadius: 1,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            bgcolor: 'grey.100',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {shown ? (
            <Box component="img" src={shown} alt={`${label} preview`} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <AddPhotoAlternateIcon color="disabled" fontSize="large" aria-hidden />
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <FilePickButton accept={IMAGE_ACCEPT} inputLabel={`${label} file`} onFiles={([chosen]) => onFile(chosen)} disabled={disabled}>
            {shown ? 'Replace image' : 'Choose image'}
          </FilePickButton>
          {file && (
            <Button size="small" onClick={() => onFile(null)} disabled={disabled}>
              {savedUrl ? 'Keep the saved image' : 'Remove'}
            </Button>
          )}
          {!file && savedUrl && onRemoveSaved && (
            <Button size="small" color="error" onClick={onRemoveSaved} disabled={disabled}>
              Remove image
            </Button>
          )}
        </Box>
      </Box>
      <FormHelperText id={helpId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? hint ?? (file ? file.name : ' ')}
      </FormHelperText>
    </Box>
  );
}
