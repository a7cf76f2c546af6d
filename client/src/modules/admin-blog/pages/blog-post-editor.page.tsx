import { PlaceholderPage } from '../../../shared/placeholder.page';

export function BlogPostEditorPage() {
  return <PlaceholderPage title="Add New Blog Post" />;
}
