import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { MainBannerDocument } from '../graphql/main-banner';
import { BannerImageLink } from './banner-image-link';

/** The main banner ad under the header on every public page, when one is live. Failures are only logged. */
export function MainBanner() {
  const { data, error } = useQuery(MainBannerDocument);
  useEffect(() => {
    if (error) console.warn('The main banner could not be loaded', error);
  }, [error]);
  const banner = data?.mainBanner;
  return banner ? <BannerImageLink banner={banner} label="Advertisement" /> : null;
}
