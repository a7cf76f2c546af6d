import { useMutation, useQuery } from '@apollo/client/react';
import { MyFranchiseRequestsDocument } from '../../customer-requests/graphql/my-franchise-requests';
import { IntroCallSlotsDocument } from '../graphql/intro-call-slots';
import { BookIntroCallDocument, MoveIntroCallDocument } from '../graphql/intro-call-mutations';
import { SlotPickerDialog } from './slot-picker-dialog';

export interface IntroCallDialogProps {
  leadId: string;
  franchiseName: string;
  /** The call to move; none to book a new one. */
  moving?: { id: string; label: string } | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** The enquirer books (or moves) an intro call with a request's franchisor (issue 43). */
export function IntroCallDialog({ leadId, franchiseName, moving, onClose, onDone }: IntroCallDialogProps) {
  const { data, loading, error, refetch } = useQuery(IntroCallSlotsDocument, { variables: { leadId }, fetchPolicy: 'network-only' });
  const refetchQueries = [MyFranchiseRequestsDocument];
  const [book, booking] = useMutation(BookIntroCallDocument, { refetchQueries, awaitRefetchQueries: true });
  const [move, movingCall] = useMutation(MoveIntroCallDocument, { refetchQueries, awaitRefetchQueries: true });

  const submit = async (startsAt: string) => {
    if (moving) {
      const { data: moved } = await move({ variables: { bookingId: moving.id, startsAt } });
      onDone(
        `Your intro call with ${franchiseName} is moved to ${moved?.moveIntroCall.label ?? 'the new time'}. We have e-mailed you the new invitation.`,
      );
    } else {
      const { data: booked } = await book({ variables: { leadId, startsAt } });
      onDone(
        `Your intro call with ${franchiseName} is booked for ${booked?.bookIntroCall.label ?? 'the time you chose'}. We have e-mailed you an invitation.`,
      );
    }
  };

  return (
    <SlotPickerDialog
      title={moving ? `Move your intro call with ${franchiseName}` : `Book an intro call with ${franchiseName}`}
      current={moving?.label}
      offer={data?.introCallSlots}
      loading={loading}
      error={error}
      submitLabel={moving ? 'Move the call' : 'Book this time'}
      busy={booking.loading || movingCall.loading}
      onSubmit={submit}
      onRefresh={() => void refetch()}
      onClose={onClose}
    />
  );
}
