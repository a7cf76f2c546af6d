import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LeadStatus, SetFranchisorLeadStatusMutation } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { Notice } from '../../../shared/notice';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { QueryState, SkeletonRows } from '../../../shared/query-state';
import { leadStatusLabel } from '../../lead-intake/lead-status';
import { LeadDetailDialog } from '../components/lead-detail-dialog';
import { LeadFiltersBar } from '../components/lead-filters-bar';
import { LeadStatCards } from '../components/lead-stat-cards';
import { LeadsTable } from '../components/leads-table';
import { FranchisorLeadFranchisesDocument } from '../graphql/franchisor-lead-franchises';
import { FranchisorLeadStatsDocument } from '../graphql/franchisor-lead-stats';
import { FranchisorLeadsDocument } from '../graphql/franchisor-leads';
import { NewLeadCountDocument } from '../graphql/new-lead-count';
import { SetFranchisorLeadStatusDocument } from '../graphql/set-franchisor-lead-status';
import { downloadLeadsCsv } from '../download-leads-csv';
import { hasFilters, leadsCsvUrl, toLeadFilter, toLeadSort, useLeadFilterState } from '../lead-filters';

const PAGE_SIZE = 20;

interface NoticeState {
  message: string;
  severity: 'success' | 'error';
}

/** /franchisor/leads: stat cards, the filtered, sorted and paged leads, the lead-detail modal and the CSV export. */
export function FranchisorLeadsPage() {
  useDocumentMeta('Lead Management');
  const [state, update] = useLeadFilterState();
  const filter = useMemo(() => toLeadFilter(state), [state]);
  const sort = toLeadSort(state);
  const { data, loading, error, refetch } = useQuery(FranchisorLeadsDocument, {
    variables: { filter, sort, page: { page: state.page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const stats = useQuery(FranchisorLeadStatsDocument, { fetchPolicy: 'cache-and-network' });
  const franchises = useQuery(FranchisorLeadFranchisesDocument);
  const [setStatus] = useMutation(SetFranchisorLeadStatusDocument);
  const [saving, setSaving] = useState<Set<string>>(new Set());
  const [openLeadId, setOpenLeadId] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [exporting, setExporting] = useState(false);

  // A lead arrived (the badge count rose, pushed over the websocket): show it without a reload.
  const { data: badge } = useQuery(NewLeadCountDocument, { fetchPolicy: 'cache-only' });
  const newCount = badge?.newLeadCount;
  const previousCount = useRef(newCount);
  useEffect(() => {
    if (newCount !== undefined && previousCount.current !== undefined && newCount > previousCount.current) {
      void refetch();
      void stats.refetch();
    }
    previousCount.current = newCount;
  }, [newCount, refetch, stats]);

  const page = data?.franchisorLeads;
  const refreshCounts = () => {
    void stats.refetch();
    // A status filter may no longer match the lead.
    if (state.status) void refetch();
  };

  const changeStatus = async (leadId: string, name: string, status: LeadStatus) => {
    setSaving((s) => new Set(s).add(leadId));
    try {
      await setStatus({
        variables: { input: { leadId, status } },
        optimisticResponse: {
          setFranchisorLeadStatus: { __typename: 'FranchisorLead', id: leadId, status },
        } as SetFranchisorLeadStatusMutation,
      });
      setNotice({ severity: 'success', message: `${name} is now ${leadStatusLabel[status].toLowerCase()}.` });
      refreshCounts();
    } catch (err) {
      setNotice({ severity: 'error', message: errorMessage(err, 'The status could not be saved. Please try again.') });
    } finally {
      setSaving((s) => {
        const next = new Set(s);
        next.delete(leadId);
        return next;
      });
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLeadsCsv(leadsCsvUrl(filter, sort));
    } catch (err) {
      setNotice({ severity: 'error', message: err instanceof Error ? err.message : 'The export failed. Please try again.' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Box>
          <Typography component="h1" variant="h4">
            Lead Management
          </Typography>
          <Typography color="text.secondary">The people who asked your franchises for information.</Typography>
        </Box>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={exporting || !page || page.total === 0}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </Box>

      <LeadStatCards stats={stats.data?.franchisorLeadStats} loading={stats.loading} />
      <LeadFiltersBar state={state} franchises={franchises.data?.franchisorLeadFranchises ?? []} onChange={update} />
      {franchises.error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The franchise filter could not be loaded.
        </Alert>
      )}

      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {page ? (page.total === 1 ? '1 lead' : `${page.total.toLocaleString('en-GB')} leads`) : '\u00a0'}
      </Typography>

      <QueryState
        data={page}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        loader={<SkeletonRows label="Loading leads" count={5} height={72} />}
        empty={
          <Card sx={{ p: 4, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{hasFilters(filter) ? 'No leads match these filters.' : 'No leads yet.'}</Typography>
            <Typography color="text.secondary">
              {hasFilters(filter)
                ? 'Try another status, franchise, score or date, or clear the filters.'
                : 'When someone asks one of your approved franchises for information, they appear here.'}
            </Typography>
          </Card>
        }
        isEmpty={(page) => page.items.length === 0}
      >
        {(page) => (
          <>
            <LeadsTable
              leads={page.items}
              saving={saving}
              onOpen={(lead) => setOpenLeadId(lead.id)}
              onStatusChange={(lead, status) => void changeStatus(lead.id, lead.name, status)}
            />
            {page.pageCount > 1 && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                <Pagination
                  count={page.pageCount}
                  page={Math.min(state.page, page.pageCount)}
                  onChange={(_e, next) => {
                    update({ ...state, page: next });
                    window.scrollTo({ top: 0 });
                  }}
                  color="primary"
                  siblingCount={0}
                  getItemAriaLabel={(type, p) => (type === 'page' ? `Page ${p}` : `Go to ${type} page`)}
                />
              </Box>
            )}
          </>
        )}
      </QueryState>

      {openLeadId && (
        <LeadDetailDialog
          leadId={openLeadId}
          savingStatus={saving.has(openLeadId)}
          onStatusChange={(id, name, status) => void changeStatus(id, name, status)}
          onAssigned={(name) => {
            const lead = page?.items.find((l) => l.id === openLeadId);
            setNotice({
              severity: 'success',
              message: name ? `${lead?.name ?? 'The lead'} is assigned to ${name}.` : `${lead?.name ?? 'The lead'} is unassigned.`,
            });
            // 'Assigned to me' may no longer match; the row shows its new assignee.
            void refetch();
          }}
          onOpened={refreshCounts}
          onClose={() => setOpenLeadId(null)}
        />
      )}

      <Notice message={notice?.message ?? null} severity={notice?.severity} onClose={() => setNotice(null)} />
    </Box>
  );
}
