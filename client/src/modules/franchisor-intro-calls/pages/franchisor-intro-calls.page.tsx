import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Notice } from '../../../shared/notice';
import { QueryState, SkeletonRows } from '../../../shared/query-state';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { IntroCallSettingsForm } from '../components/intro-call-settings-form';
import { MyIntroCallSettingsDocument } from '../graphql/intro-call-settings';

/**
 * /franchisor/intro-calls (issue 43): the company's weekly times for intro calls, in UK time, the call's length and
 * how it is held. Enquirers book a time after sending a request; both sides get an invitation and reminders.
 */
export function FranchisorIntroCallsPage() {
  useDocumentMeta('Intro Calls');
  const { data, loading, error, refetch } = useQuery(MyIntroCallSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [notice, setNotice] = useState<string | null>(null);
  const settings = data?.myIntroCallSettings;
  return (
    <Box sx={{ maxWidth: 880 }}>
      <Typography component="h1" variant="h4">
        Intro Calls
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Let enquirers book a short call with you straight after sending a request. Both of you get an e-mail with a calendar invitation, and a
        reminder a day and an hour before. A booked call counts as your first response on the lead.
      </Typography>
      {settings && (
        <Typography sx={{ mb: 2, fontWeight: 600 }} data-testid="intro-calls-state">
          {settings.offered ? 'Enquirers can book intro calls with you.' : 'You do not offer intro calls yet.'}
        </Typography>
      )}
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <QueryState
            data={settings}
            loading={loading}
            error={error}
            onRetry={() => void refetch()}
            loader={<SkeletonRows label="Loading your intro call times" count={3} height={56} />}
          >
            {(s) => <IntroCallSettingsForm key={s.updatedAt ?? 'new'} settings={s} onSaved={setNotice} />}
          </QueryState>
        </CardContent>
      </Card>
      <Notice message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
