import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RevisionChangeKind, RevisionSection } from '../../../gql/graphql';

export interface RevisionChangeView {
  section: RevisionSection;
  label: string;
  kind: RevisionChangeKind;
  before?: string | null;
  after?: string | null;
}

const SECTIONS: { section: RevisionSection; title: string }[] = [
  { section: 'TEXT', title: 'Text' },
  { section: 'KEY_FACTS', title: 'Key facts' },
  { section: 'CATEGORIES', title: 'Categories' },
  { section: 'FAQS', title: 'FAQs' },
  { section: 'TESTIMONIALS', title: 'Testimonials' },
  { section: 'SUCCESS_STORIES', title: 'Success stories' },
  { section: 'IMAGES', title: 'Images' },
];

const KIND: Record<RevisionChangeKind, { label: string; color: 'success' | 'error' | 'info' }> = {
  ADDED: { label: 'Added', color: 'success' },
  REMOVED: { label: 'Removed', color: 'error' },
  CHANGED: { label: 'Changed', color: 'info' },
};

/** One side of a change: its text, an image, or 'None'. */
function Side({ title, value, image, tone }: { title: string; value?: string | null; image: boolean; tone: 'before' | 'after' }) {
  return (
    <Box
      sx={{
        minWidth: 0,
        p: 1.5,
        borderRadius: 1,
        bgcolor: value ? (tone === 'before' ? 'rgba(211, 47, 47, 0.06)' : 'rgba(46, 125, 50, 0.07)') : 'action.hover',
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {!value ? (
        <Typography variant="body2" color="text.secondary">
          None
        </Typography>
      ) : image ? (
        <Box
          component="img"
          src={value}
          alt={`${title} image`}
          loading="lazy"
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 160, borderRadius: 1, objectFit: 'contain' }}
        />
      ) : (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The changes in review beside the live listing, section by section (text, key facts, categories, FAQs,
 * testimonials, stories, images added and removed): each field with its live value and its value in review.
 */
export function RevisionDiff({ changes }: { changes: RevisionChangeView[] }) {
  if (changes.length === 0) {
    return <Typography color="text.secondary">The changes are the same as the live listing.</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {changes.length === 1 ? '1 change' : `${changes.length} changes`}, live listing beside the changes in review
      </Typography>
      {SECTIONS.map(({ section, title }) => {
        const rows = changes.filter((c) => c.section === section);
        if (rows.length === 0) return null;
        return (
          <Box component="section" key={section} aria-label={title}>
            <Typography component="h4" variant="subtitle2" sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: 0.5, color: 'text.secondary' }}>
              {title}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {rows.map((c, i) => (
                <Paper component="li" variant="outlined" key={`${c.label}-${i}`} sx={{ p: 1.5 }} aria-label={`${c.label}: ${KIND[c.kind].label}`}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{c.label}</Typography>
                    <Chip size="small" label={KIND[c.kind].label} color={KIND[c.kind].color} variant="outlined" />
                  </Box>
                  <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                    <Side title="Live" value={c.before} image={section === 'IMAGES'} tone="before" />
                    <Side title="In review" value={c.after} image={section === 'IMAGES'} tone="after" />
                  </Box>
                </Paper>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
