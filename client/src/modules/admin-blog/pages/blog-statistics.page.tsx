import { PlaceholderPage } from '../../../shared/placeholder.page';

export function BlogStatisticsPage() {
  return <PlaceholderPage title="Blog Statistics" />;
}
