import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { MESSAGES } from '../form-model';
import { UkCitiesDocument } from '../graphql/uk-cities';

interface Place {
  name: string;
  country: string | null;
}

const UK: Place = { name: 'UK', country: null };
const SUGGESTIONS = 20;

/** The listing's location: 'UK' (the default) or a UK city, suggested by the server as the user types. */
export function LocationField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [input, setInput] = useState(value);
  const [search, setSearch] = useState<string | null>(null);
  // Ask the server once typing pauses; the chosen place's own name is no search.
  useEffect(() => {
    const typed = input.trim();
    const next = typed && typed !== value ? typed : null;
    const timer = window.setTimeout(() => setSearch(next), 250);
    return () => window.clearTimeout(timer);
  }, [input, value]);

  // One object per value: a new one each time the options change would make the Autocomplete treat it as a
  // new selection and reset what the user is typing back to the chosen place's name.
  const selected = useMemo<Place>(() => (!value || value === UK.name ? UK : { name: value, country: null }), [value]);

  const { data, loading, error: loadError } = useQuery(UkCitiesDocument, { variables: { search, limit: SUGGESTIONS } });

  const options = useMemo(() => {
    const places: Place[] = [];
    const seen = new Set<string>();
    const add = (p: Place) => {
      if (!seen.has(p.name)) places.push(p);
      seen.add(p.name);
    };
    if (!search || 'uk'.includes(search.toLowerCase())) add(UK);
    for (const c of data?.ukCities ?? []) add({ name: c.name, country: c.country });
    if (!seen.has(selected.name)) add(selected);
    return places;
  }, [data, search, selected]);

  const message = error ?? (loadError ? MESSAGES.citiesFailed : undefined);

  return (
    <Autocomplete<Place, false, true, false>
      options={options}
      value={selected}
      inputValue={input}
      onInputChange={(_e, next) => setInput(next)}
      onChange={(_e, place) => onChange(place.name)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.name === b.name}
      filterOptions={(o) => o}
      loading={loading}
      disabled={disabled}
      disableClearable
      autoHighlight
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props}>
          <Typography component="span">{o.name}</Typography>
          <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: 14 }}>
            {o.country ?? (o.name === 'UK' ? 'anywhere in the UK' : '')}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Location"
          required
          error={Boolean(message)}
          helperText={message ?? 'A UK city, or UK for a franchise offered anywhere in the UK.'}
          slotProps={{ ...params.slotProps, formHelperText: { role: message ? 'alert' : undefined } }}
        />
      )}
    />
  );
}
