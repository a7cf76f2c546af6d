import Box from '@mui/material/Box';
import { useNavigate } from 'react-router-dom';
import { followInAppLinks, postCardSx } from '../../../shared/server-html';

/**
 * A post's body. The HTML was sanitised by the server when it was served (no scripts, event
 * handlers or javascript: URLs; see server/src/common/html.ts) and the CSP forbids inline
 * scripts, so it is inserted as it is. Blog-post shortcodes arrive as cards; links to this site open in the app.
 */
export function PostContent({ html }: { html: string }) {
  const navigate = useNavigate();
  return (
    <Box
      className="post-content"
      dangerouslySetInnerHTML={{ __html: html }}
      onClick={followInAppLinks(navigate)}
      sx={[
        {
          fontSize: { xs: 16, md: 17 },
          lineHeight: 1.75,
          color: 'text.primary',
          overflowWrap: 'anywhere',
          '& h1, & h2, & h3, & h4': {
            lineHeight: 1.3,
            mt: 4,
            mb: 1.5,
            fontWeight: 700,
          },
          '& h1': { fontSize: { xs: 26, md: 30 } },
          '& h2': { fontSize: { xs: 22, md: 26 } },
          '& h3': { fontSize: { xs: 19, md: 21 } },
          '& p': { my: 2 },
          '& a': {
            color: 'primary.main',
            textDecorationThickness: 1,
            textUnderlineOffset: 2,
          },
          '& img': {
            maxWidth: '100%',
            height: 'auto',
            borderRadius: 1,
            display: 'block',
            my: 3,
          },
          '& figure': { m: 0, my: 3 },
          '& figcaption': { fontSize: 14, color: 'text.secondary', mt: 1 },
          '& ul, & ol': { pl: 3 },
          '& li': { my: 0.5 },
          '& blockquote': {
            m: 0,
            my: 3,
            pl: 2.5,
            py: 0.5,
            borderLeft: '4px solid',
            borderColor: 'secondary.main',
            color: 'text.secondary',
            fontStyle: 'italic',
          },
          '& pre': {
            bgcolor: 'grey.100',
            p: 2,
            borderRadius: 1,
            overflowX: 'auto',
            fontSize: 14,
          },
          '& code': {
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: '0.9em',
          },
          '& table': {
            width: '100%',
            borderCollapse: 'collapse',
            my: 3,
            display: 'block',
            overflowX: 'auto',
          },
          '& th, & td': {
            border: '1px solid',
            borderColor: 'divider',
            p: 1,
            textAlign: 'left',
          },
          '& th': { bgcolor: 'grey.100' },
          '& > :first-of-type': { mt: 0 },
        },
        postCardSx,
      ]}
    />
  );
}
