import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import type { AdDuration, BannerType } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { formatGBP } from '../../../shared/format';
import { DURATIONS } from '../../advertising/ad-labels';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { FilePickButton } from '../../../shared/file-pick-button';
import { useObjectUrl } from '../../../shared/use-object-url';
import { BANNER_ACCEPT, BannerMessages, checkBannerImage } from '../banner-image';
import { AdFranchiseOptionsDocument } from '../graphql/ad-franchise-options';
import { BannerCategoriesDocument } from '../graphql/banner-categories';
import { CreateBannerAdDocument } from '../graphql/create-banner-ad';

interface Option {
  id: string;
  name: string;
  group?: string;
  franchisorCompany?: string | null;
}

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Create Banner Ad (spec 02 sections 4 and 5): franchise, duration with its banner price, main or category type
 * (with categories), target URL and a 1920x230 image under 5MB, checked as soon as it is chosen. Create stays
 * disabled until everything required holds; the server checks it all again.
 */
export function CreateBannerDialog({
  open,
  prices,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** Banner price per duration (pounds), when known. */
  prices: Partial<Record<AdDuration, number>>;
  onClose: () => void;
  onCreated: () => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [franchise, setFranchise] = useState<Option | null>(null);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 300);
  const [duration, setDuration] = useState<AdDuration | ''>('');
  const [bannerType, setBannerType] = useState<BannerType>('MAIN');
  const [categories, setCategories] = useState<Option[]>([]);
  const [targetUrl, setTargetUrl] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(image);
  const franchises = useQuery(AdFranchiseOptionsDocument, { variables: { search: search.trim() || null }, skip: !open });
  const categoryTree = useQuery(BannerCategoriesDocument, { skip: !open || bannerType !== 'CATEGORY' });
  const [create, { loading }] = useMutation(CreateBannerAdDocument);

  const categoryOptions = useMemo<Option[]>(
    () =>
      (categoryTree.data?.mainCategories ?? []).flatMap((m) => [
        { id: m.id, name: m.name, group: m.name },
        ...m.children.map((c) => ({ id: c.id, name: c.name, group: m.name })),
      ]),
    [categoryTree.data],
  );
  const urlOk = isHttpUrl(targetUrl);
  const ready = Boolean(franchise && duration && image && !imageError && urlOk && (bannerType === 'MAIN' || categories.length > 0));

  const reset = () => {
    setFranchise(null);
    setTyped('');
    setDuration('');
    setBannerType('MAIN');
    setCategories([]);
    setTargetUrl('');
    setImage(null);
    setImageError(null);
    setError(null);
  };
  const close = () => {
    if (loading) return;
    reset();
    onClose();
  };

  const choose = async (file: File) => {
    setImage(file);
    setImageError(await checkBannerImage(file));
  };

  const submit = async () => {
    setError(null);
    if (!ready || !franchise || !duration || !image) {
      setError(imageError ?? BannerMessages.required);
      return;
    }
    try {
      await create({
        variables: {
          input: { franchiseId: franchise.id, duration, bannerType, categoryIds: categories.map((c) => c.id), targetUrl: targetUrl.trim() },
          image,
        },
      });
      reset();
      onCreated();
    } catch (err) {
      setError(errorMessage(err, BannerMessages.failed));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullScreen={phone} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Create Banner Ad</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Autocomplete<Option, false, false, false>
            options={franchises.data?.adminAdFranchiseOptions ?? []}
            value={franchise}
            onChange={(_e, value) => setFranchise(value)}
            inputValue={typed}
            onInputChange={(_e, value) => setTyped(value)}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(x) => x}
            loading={franchises.loading}
            noOptionsText={typed ? 'No approved franchise matches' : 'Type to search approved franchises'}
            renderOption={({ key, ...props }, o) => (
              <li key={key} {...props}>
                <span>
                  {o.name}
                  {o.franchisorCompany && (
                    <Box component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
                      {o.franchisorCompany}
                    </Box>
                  )}
                </span>
              </li>
            )}
            renderInput={(params) => <TextField {...params} label="Franchise" required />}
          />

          <TextField select label="Duration" value={duration} onChange={(e) => setDuration(e.target.value as AdDuration)} required>
            {DURATIONS.map((d) => (
              <MenuItem key={d.value} value={d.value}>
                {d.label}
                {prices[d.value] !== undefined && ` — ${formatGBP(prices[d.value]!)}`}
              </MenuItem>
            ))}
          </TextField>

          <FormControl component="fieldset">
            <FormLabel component="legend">Banner type</FormLabel>
            <RadioGroup row value={bannerType} onChange={(e) => setBannerType(e.target.value as BannerType)}>
              <FormControlLabel value="MAIN" control={<Radio />} label="Main (under the header on every page)" />
              <FormControlLabel value="CATEGORY" control={<Radio />} label="Category (on chosen category pages)" />
            </RadioGroup>
          </FormControl>

          {bannerType === 'CATEGORY' && (
            <Autocomplete<Option, true, false, false>
              multiple
              options={categoryOptions}
              groupBy={(o) => o.group ?? ''}
              value={categories}
              onChange={(_e, value) => setCategories(value)}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={categoryTree.loading}
              renderInput={(params) => (
                <TextField {...params} label="Categories" required helperText="A banner on a main category also shows on its subcategories." />
              )}
            />
          )}

          <TextField
            type="url"
            label="Target URL"
            value={targetUrl}
            onChange={(e) => setTargetUrl(e.target.value)}
            required
            placeholder="https://"
            error={targetUrl !== '' && !urlOk}
            helperText={
              targetUrl !== '' && !urlOk
                ? 'Enter a full web address starting with http:// or https://'
                : 'Opens in a new tab when the banner is clicked.'
            }
          />

          <Box>
            <Typography variant="subtitle2" component="div" sx={{ mb: 1 }}>
              Banner image *
            </Typography>
            <Box
              sx={{
                width: '100%',
                aspectRatio: '1920 / 230',
                borderRadius: 1,
                border: 1,
                borderColor: imageError ? 'error.main' : 'divider',
                bgcolor: 'grey.100',
                overflow: 'hidden',
                display: 'grid',
                placeItems: 'center',
                mb: 1,
              }}
            >
              {preview && !imageError ? (
                <Box component="img" src={preview} alt="Banner preview" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  1920 × 230 pixels
                </Typography>
              )}
            </Box>
            <FilePickButton accept={BANNER_ACCEPT} inputLabel="Banner image file" onFiles={([file]) => void choose(file)}>
              {image ? 'Choose another image' : 'Choose image'}
            </FilePickButton>
            {image && !imageError && (
              <Typography variant="body2" component="span" sx={{ ml: 1 }}>
                {image.name}
              </Typography>
            )}
            <FormHelperText error={Boolean(imageError)} role={imageError ? 'alert' : undefined}>
              {imageError ?? 'PNG, JPG or GIF, exactly 1920x230 pixels, smaller than 5MB.'}
            </FormHelperText>
          </Box>

          <FormError message={error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!ready || loading}>
          {loading ? 'Creating...' : 'Create Banner Ad'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
