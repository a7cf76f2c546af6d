import { PlaceholderPage } from '../../../shared/placeholder.page';

export function BlogArticlesPage() {
  return <PlaceholderPage title="All Blog Articles" />;
}
