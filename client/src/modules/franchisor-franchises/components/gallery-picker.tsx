import CloseIcon from '@mui/icons-material/Close';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { IMAGE_ACCEPT } from '../../../shared/image-files';
import { type GalleryItem, LIMITS, newKey } from '../form-model';
import { useObjectUrl } from '../../../shared/use-object-url';
import { FilePickButton } from '../../../shared/file-pick-button';

function Thumb({
  item,
  index,
  error,
  onRemove,
  disabled,
}: {
  item: GalleryItem;
  index: number;
  error?: string;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const preview = useObjectUrl('file' in item ? item.file : null);
  const src = 'file' in item ? preview : item.imageUrl;
  return (
    <Box component="li" sx={{ position: 'relative', listStyle: 'none' }}>
      <Box
        sx={{
          aspectRatio: '4 / 3',
          borderRadius: 1,
          overflow: 'hidden',
          border: 2,
          borderColor: error ? 'error.main' : 'transparent',
          bgcolor: 'grey.100',
        }}
      >
        {src && (
          <Box
            component="img"
            src={src}
            alt={`Gallery image ${index + 1}`}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <IconButton
        size="small"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove gallery image ${index + 1}`}
        sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: 'common.white' } }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

/** Several images in order: the saved ones and newly chosen ones, each removable. */
export function GalleryPicker({
  items,
  onChange,
  errors,
  disabled,
}: {
  items: GalleryItem[];
  onChange: (items: GalleryItem[]) => void;
  /** Keyed gallery.{index} (and 'gallery' for the whole list). */
  errors: Partial<Record<string, string>>;
  disabled?: boolean;
}) {
  const labelId = useId();
  const room = LIMITS.gallery - items.length;
  const listError = errors.gallery;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} component="div" variant="subtitle2" sx={{ mb: 1 }}>
        Gallery
      </Typography>
      {items.length > 0 && (
        <Box
          component="ul"
          sx={{
            p: 0,
            m: 0,
            mb: 1.5,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(5, 1fr)' },
          }}
        >
          {items.map((item, i) => (
            <Thumb
              key={item.key}
              item={item}
              index={i}
              error={errors[`gallery.${i}`]}
              disabled={disabled}
              onRemove={() => onChange(items.filter((x) => x.key !== item.key))}
            />
          ))}
        </Box>
      )}
      <FilePickButton
        accept={IMAGE_ACCEPT}
        multiple
        inputLabel="Gallery image files"
        disabled={disabled || room <= 0}
        startIcon={<PhotoLibraryIcon />}
        onFiles={(files) => onChange([...items, ...files.slice(0, Math.max(room, 0)).map((file) => ({ key: newKey(), file }))])}
      >
        Add images
      </FilePickButton>
      <FormHelperText error={Boolean(listError)} role={listError ? 'alert' : undefined}>
        {listError ?? `Optional. Up to ${LIMITS.gallery} images (JPEG, PNG, GIF or WebP, each up to 10 MB).`}
      </FormHelperText>
    </Box>
  );
}
