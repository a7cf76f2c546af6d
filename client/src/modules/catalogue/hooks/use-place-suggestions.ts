import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { PlacesDocument } from '../graphql/places';

/** Ask once typing pauses, and only from two letters on. */
const PAUSE_MS = 250;
const MIN_CHARS = 2;

/** The places whose name contains `text`, asked of the server once typing pauses; empty while too short. */
export function usePlaceSuggestions(text: string, limit = 8) {
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const { data, previousData, loading, error } = useQuery(PlacesDocument, {
    variables: { search, limit },
    skip: search.length < MIN_CHARS,
  });
  const places = search.length < MIN_CHARS ? [] : ((data ?? previousData)?.places ?? []);
  return { places, loading, error };
}
