import { useMutation, useQuery } from '@apollo/client/react';
import { SlotPickerDialog } from '../../intro-calls/components/slot-picker-dialog';
import { LeadIntroCallSlotsDocument, MoveLeadIntroCallDocument } from '../graphql/move-lead-intro-call';

/** The franchisor moves a lead's intro call to another of its free times; the enquirer is told by e-mail (issue 43). */
export function MoveLeadCallDialog({
  call,
  leadName,
  onMoved,
  onClose,
}: {
  call: { id: string; label: string };
  leadName: string;
  onMoved: (label: string) => void;
  onClose: () => void;
}) {
  const { data, loading, error, refetch } = useQuery(LeadIntroCallSlotsDocument, { variables: { bookingId: call.id }, fetchPolicy: 'network-only' });
  const [move, moving] = useMutation(MoveLeadIntroCallDocument);
  return (
    <SlotPickerDialog
      title={`Move the intro call with ${leadName}`}
      current={call.label}
      offer={data?.leadIntroCallSlots}
      loading={loading}
      error={error}
      submitLabel="Move the call"
      busy={moving.loading}
      onSubmit={async (startsAt) => {
        const { data: moved } = await move({ variables: { bookingId: call.id, startsAt } });
        if (moved) onMoved(moved.moveLeadIntroCall.label);
      }}
      onRefresh={() => void refetch()}
      onClose={onClose}
    />
  );
}
