import Box from '@mui/material/Box';
import { useNavigate } from 'react-router-dom';
import { followInAppLinks, postCardSx } from '../../../shared/server-html';

/** HTML the server has already sanitised (category articles), styled like the rest of the site; shortcodes arrive as post cards. */
export function RichText({ html }: { html: string }) {
  const navigate = useNavigate();
  return (
    <Box
      className="rich-text"
      onClick={followInAppLinks(navigate)}
      sx={[
        {
          color: 'text.primary',
          lineHeight: 1.7,
          '& h1, & h2, & h3, & h4': { lineHeight: 1.3, mt: 3, mb: 1 },
          '& h1': { fontSize: '1.6rem' },
          '& h2': { fontSize: '1.4rem' },
          '& h3': { fontSize: '1.2rem' },
          '& p': { my: 1.5 },
          '& a': { color: 'primary.main' },
          '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
          '& blockquote': {
            borderLeft: 4,
            borderColor: 'divider',
            pl: 2,
            ml: 0,
            color: 'text.secondary',
          },
          '& table': {
            borderCollapse: 'collapse',
            width: '100%',
            display: 'block',
            overflowX: 'auto',
          },
          '& th, & td': {
            border: 1,
            borderColor: 'divider',
            p: 1,
            textAlign: 'left',
          },
        },
        postCardSx,
      ]}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
