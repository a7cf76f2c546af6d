import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { MessageRecipientsQuery } from '../../../gql/graphql';
import { fieldErrors } from '../../../shared/errors';
import { MessageDraftFields, useMessageDraft } from '../../messages/components/message-draft';
import { MessageFormCard } from '../../messages/components/message-form-card';
import { MessageRecipientsDocument } from '../graphql/message-recipients';
import { SendAdminMessageDocument } from '../graphql/send-admin-message';

type Recipient = MessageRecipientsQuery['messageRecipients'][number];

const SELECT_FRANCHISOR = 'Please select a franchisor';

export const recipientLabel = (r: { companyName?: string | null; fullName: string }) =>
  r.companyName ? `${r.companyName} (${r.fullName})` : r.fullName;

/** Typed text settles for 250 ms before the server is asked. */
function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * 'Send Message': Select Franchisor (approved franchisors only, searched on the server), Subject and
 * Message (required), an optional image or PDF. The spec's messages show under each field.
 */
export function AdminMessageForm({ onSent }: { onSent: () => void }) {
  const draft = useMessageDraft();
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const [recipientError, setRecipientError] = useState<string>();
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const [sent, setSent] = useState<string | null>(null);
  const options = useQuery(MessageRecipientsDocument, { variables: { input: { search: term || null, limit: 20 } } });
  const [send, { loading }] = useMutation(SendAdminMessageDocument);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    draft.setFormError(null);
    setSent(null);
    const fieldsOk = draft.check();
    setRecipientError(recipient ? undefined : SELECT_FRANCHISOR);
    if (!fieldsOk || !recipient) return;
    try {
      await send({
        variables: { input: { franchisorId: recipient.id, subject: draft.subject.trim(), content: draft.content.trim() }, attachment: draft.file },
      });
      setSent(recipientLabel(recipient));
      setRecipient(null);
      setSearch('');
      draft.clear();
      onSent();
    } catch (err) {
      const problem = fieldErrors(err).franchisorId;
      if (draft.showSendError(err, problem)) setRecipientError(problem);
    }
  };

  return (
    <MessageFormCard
      title="Send Message"
      onSubmit={(e) => void submit(e)}
      formError={draft.formError}
      success={sent && `Your message to ${sent} has been sent.`}
      onCloseSuccess={() => setSent(null)}
    >
      <Autocomplete
        options={options.data?.messageRecipients ?? []}
        value={recipient}
        onChange={(_e, value) => {
          setRecipient(value);
          if (value) setRecipientError(undefined);
        }}
        inputValue={search}
        onInputChange={(_e, value) => setSearch(value)}
        getOptionLabel={recipientLabel}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(x) => x}
        loading={options.loading}
        noOptionsText={options.error ? 'Franchisors could not be loaded' : 'No approved franchisors found'}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Select Franchisor"
            name="franchisorId"
            required
            error={Boolean(recipientError)}
            helperText={recipientError ?? 'Only approved franchisors can be messaged. Type to search.'}
          />
        )}
      />
      <MessageDraftFields draft={draft} sending={loading} />
    </MessageFormCard>
  );
}
