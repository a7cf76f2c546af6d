import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { formatDate } from '../../../shared/format';
import { PageHeader } from '../../../shared/page-header';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { type ProseSection, Sections } from '../components/prose';

/**
 * A legal page: a breadcrumb with one current item, the title, 'Last Updated' (always today, as
 * the spec requires), an introduction and numbered sections with a contents list.
 */
export function LegalPage({
  title,
  description,
  intro,
  sections,
  children,
}: {
  title: string;
  description: string;
  intro: ReactNode;
  sections: ProseSection[];
  children?: ReactNode;
}) {
  useDocumentMeta(title, description);
  const today = new Date();
  return (
    <>
      <Breadcrumbs items={[{ label: title }]} />
      <PageHeader maxWidth="md" title={title}>
        <Typography sx={{ mt: 1.5, color: 'rgba(255,255,255,0.88)' }}>
          Last Updated: <time dateTime={isoDay(today)}>{formatDate(today)}</time>
        </Typography>
      </PageHeader>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography component="div" sx={{ fontSize: 18, lineHeight: 1.7, mb: 3 }}>
          {intro}
        </Typography>
        {children}
        <Sections sections={sections} />
      </Container>
    </>
  );
}

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
