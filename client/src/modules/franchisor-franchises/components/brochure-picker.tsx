import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatFileSize } from '../../messages/attachments';
import { brochureFileError } from '../form-model';
import { FilePickButton } from '../../../shared/file-pick-button';

/** The optional PDF brochure: the saved one (open, remove), or a newly chosen PDF. */
export function BrochurePicker({
  file,
  savedUrl,
  removed,
  error,
  disabled,
  onFile,
  onRemovedChange,
}: {
  file: File | null;
  savedUrl: string | null;
  removed: boolean;
  error?: string;
  disabled?: boolean;
  onFile: (file: File | null, error?: string) => void;
  onRemovedChange: (removed: boolean) => void;
}) {
  const labelId = useId();
  const showSaved = savedUrl && !file && !removed;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} component="div" variant="subtitle2" sx={{ mb: 1 }}>
        Brochure (PDF)
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {showSaved && (
          <>
            <Link href={savedUrl} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <DescriptionIcon fontSize="small" aria-hidden /> Current brochure
            </Link>
            <Button size="small" color="error" onClick={() => onRemovedChange(true)} disabled={disabled}>
              Remove brochure
            </Button>
          </>
        )}
        {savedUrl && removed && !file && (
          <Button size="small" onClick={() => onRemovedChange(false)} disabled={disabled}>
            Keep the current brochure
          </Button>
        )}
        {file && (
          <Chip
            icon={<DescriptionIcon aria-hidden />}
            label={`${file.name} (${formatFileSize(file.size)})`}
            onDelete={disabled ? undefined : () => onFile(null)}
            color={error ? 'error' : 'default'}
            variant="outlined"
            sx={{ maxWidth: '100%' }}
          />
        )}
        <FilePickButton
          accept="application/pdf,.pdf"
          inputLabel="Brochure file"
          disabled={disabled}
          onFiles={([chosen]) => onFile(chosen, brochureFileError(chosen))}
        >
          {file || showSaved ? 'Replace brochure' : 'Choose PDF'}
        </FilePickButton>
      </Box>
      <FormHelperText error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? 'Optional. A PDF up to 10 MB.'}
      </FormHelperText>
    </Box>
  );
}
