import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { CategoryBannerDocument } from '../graphql/category-banner';
import { BannerImageLink } from './banner-image-link';

/**
 * The category banner ad above results on the search and category pages, for the chosen category
 * (a banner chosen for a main category also shows on its subcategories). Failures are only logged.
 */
export function CategoryBanner({ categoryId }: { categoryId: string | null | undefined }) {
  const { data, error } = useQuery(CategoryBannerDocument, {
    variables: { categoryId: categoryId ?? '' },
    skip: !categoryId,
  });
  useEffect(() => {
    if (error) console.warn('The category banner could not be loaded', error);
  }, [error]);
  const banner = categoryId ? data?.categoryBanner : null;
  if (!banner) return null;
  return (
    <Box sx={{ mb: 3, borderRadius: 1, overflow: 'hidden' }}>
      <BannerImageLink banner={banner} label="Advertisement" />
    </Box>
  );
}
