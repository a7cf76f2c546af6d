import { PlaceholderPage } from '../../../shared/placeholder.page';

export function BlogCategoriesPage() {
  return <PlaceholderPage title="Blog Categories" />;
}
