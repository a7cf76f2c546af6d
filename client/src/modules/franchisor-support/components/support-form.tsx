import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { MessageDraftFields, useMessageDraft } from '../../messages/components/message-draft';
import { MessageFormCard } from '../../messages/components/message-form-card';
import { SendSupportMessageDocument } from '../graphql/send-support-message';

/** 'Contact Support': subject and message required, an optional image or PDF; sent to the platform's administrator. */
export function SupportForm({ onSent }: { onSent: () => void }) {
  const draft = useMessageDraft();
  const [sent, setSent] = useState(false);
  const [send, { loading }] = useMutation(SendSupportMessageDocument);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    draft.setFormError(null);
    setSent(false);
    if (!draft.check()) return;
    try {
      await send({ variables: { input: { subject: draft.subject.trim(), content: draft.content.trim() }, attachment: draft.file } });
      draft.clear();
      setSent(true);
      onSent();
    } catch (err) {
      draft.showSendError(err);
    }
  };

  return (
    <MessageFormCard
      title="Contact Support"
      intro="Questions about your listings, leads or advertising go to the Franchise Compass team. We usually answer within a working day."
      onSubmit={(e) => void submit(e)}
      formError={draft.formError}
      success={sent && 'Your message has been sent. The reply will appear in your Message History.'}
      onCloseSuccess={() => setSent(false)}
    >
      <MessageDraftFields draft={draft} sending={loading} />
    </MessageFormCard>
  );
}
