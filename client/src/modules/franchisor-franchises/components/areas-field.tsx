import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePlaceSuggestions } from '../../catalogue/hooks/use-place-suggestions';
import { type AreaValue, MESSAGES, UK_AREA, withArea } from '../form-model';

const SUGGESTIONS = 12;

/** Where the franchise is offered: the whole UK, or any nations, regions and towns, suggested as the user types. */
export function AreasField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: AreaValue[];
  onChange: (value: AreaValue[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [input, setInput] = useState('');
  const { places, loading, error: loadError } = usePlaceSuggestions(input, SUGGESTIONS);
  // The UK first while nothing is typed, so 'everywhere' is one click away.
  const options: AreaValue[] = input.trim().length < 2 ? [UK_AREA] : places;
  const message = error ?? (loadError ? MESSAGES.placesFailed : undefined);

  return (
    <Autocomplete<AreaValue, true, false, false>
      multiple
      options={options}
      value={value}
      inputValue={input}
      onInputChange={(_e, next, reason) => reason !== 'reset' && setInput(next)}
      onChange={(_e, next, reason, details) => {
        setInput('');
        onChange(reason === 'selectOption' && details ? withArea(value, details.option) : next);
      }}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      filterOptions={(o) => o}
      filterSelectedOptions
      loading={loading}
      disabled={disabled}
      autoHighlight
      noOptionsText={input.trim().length < 2 ? 'Type a town, region or nation' : 'No UK place of that name'}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props}>
          <Typography component="span">{o.name}</Typography>
          {o.within && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: 14 }}>
              {o.within}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Areas Covered"
          required
          placeholder={value.length === 0 ? 'e.g. Anywhere in the UK, Scotland, North West, Leeds' : undefined}
          error={Boolean(message)}
          helperText={message ?? 'Where you take on franchisees: the whole UK, or nations, regions and towns. Searches for a town find you here.'}
          slotProps={{ ...params.slotProps, formHelperText: { role: message ? 'alert' : undefined } }}
        />
      )}
    />
  );
}
