import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import type { IntroCallSettings_FieldsFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { CALL_LENGTHS, fromClock, toClock } from '../call-times';
import { MyIntroCallSettingsDocument, SaveIntroCallSettingsDocument, TurnOffIntroCallsDocument } from '../graphql/intro-call-settings';
import { type WindowDraft, WeeklyTimes } from './weekly-times';

/** The company's intro-call calendar, saved whole; the server checks every rule and says what is wrong. */
export function IntroCallSettingsForm({ settings, onSaved }: { settings: IntroCallSettings_FieldsFragment; onSaved: (message: string) => void }) {
  const [rows, setRows] = useState<WindowDraft[]>(() =>
    settings.windows.map((w, i) => ({ key: i, weekday: w.weekday, start: toClock(w.startMinute), end: toClock(w.endMinute) })),
  );
  const [callMinutes, setCallMinutes] = useState(String(settings.callMinutes));
  const [meetingLink, setMeetingLink] = useState(settings.meetingLink ?? '');
  const [phone, setPhone] = useState(settings.phone ?? '');
  const [noticeHours, setNoticeHours] = useState(String(settings.noticeHours));
  const [horizonDays, setHorizonDays] = useState(String(settings.horizonDays));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [stopping, setStopping] = useState(false);
  const [save, saving] = useMutation(SaveIntroCallSettingsDocument, { refetchQueries: [MyIntroCallSettingsDocument], awaitRefetchQueries: true });
  const [turnOff, turningOff] = useMutation(TurnOffIntroCallsDocument, { refetchQueries: [MyIntroCallSettingsDocument], awaitRefetchQueries: true });
  const busy = saving.loading || turningOff.loading;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setFormError(null);
    if (rows.length === 0) {
      setErrors({ windows: 'Please add at least one weekly time' });
      return;
    }
    try {
      await save({
        variables: {
          input: {
            windows: rows.map((r) => ({ weekday: r.weekday, startMinute: fromClock(r.start), endMinute: fromClock(r.end) })),
            callMinutes: Number(callMinutes),
            meetingLink: meetingLink.trim() || null,
            phone: phone.trim() || null,
            noticeHours: Number(noticeHours),
            horizonDays: Number(horizonDays),
          },
        },
      });
      onSaved('Intro call times saved. Enquirers can book them now.');
    } catch (err) {
      const fields = fieldErrors(err);
      // A weekly time's own rule comes back as windows.<n>.<field>: shown above the times.
      const windows = Object.entries(fields).find(([k]) => k.startsWith('windows'))?.[1];
      const known = {
        windows,
        meetingLink: fields.meetingLink,
        phone: fields.phone,
        noticeHours: fields.noticeHours,
        horizonDays: fields.horizonDays,
      };
      if (Object.values(known).some(Boolean)) setErrors(Object.fromEntries(Object.entries(known).filter(([, v]) => v)) as Record<string, string>);
      else setFormError(errorMessage(err));
    }
  };
  const stop = async () => {
    try {
      await turnOff();
      setRows([]);
      setStopping(false);
      onSaved('Intro calls turned off. Calls already booked stay booked.');
    } catch (err) {
      setFormError(errorMessage(err));
      setStopping(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Intro call times" sx={{ display: 'grid', gap: 3 }}>
      <FormError message={formError} />
      <Box component="section" aria-labelledby="weekly-times-heading">
        <Typography id="weekly-times-heading" component="h2" variant="h6">
          Weekly times (UK time)
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          When you can take calls each week. Times follow UK clocks, summer and winter.
        </Typography>
        {errors.windows && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.windows}
          </Alert>
        )}
        <WeeklyTimes rows={rows} onChange={setRows} disabled={busy} />
      </Box>
      <Box component="section" aria-labelledby="call-heading" sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
        <Typography id="call-heading" component="h2" variant="h6">
          The call
        </Typography>
        <TextField
          select
          label="Call length"
          value={callMinutes}
          onChange={(e) => setCallMinutes(e.target.value)}
          disabled={busy}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {CALL_LENGTHS.map((m) => (
            <option key={m} value={m}>
              {m} minutes
            </option>
          ))}
        </TextField>
        <TextField
          label="Meeting link"
          value={meetingLink}
          onChange={(e) => setMeetingLink(e.target.value)}
          error={Boolean(errors.meetingLink)}
          helperText={errors.meetingLink ?? 'A video meeting link (https://...), sent with each booking. Leave it empty for phone calls.'}
          disabled={busy}
          inputMode="url"
        />
        <TextField
          label="Phone"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={Boolean(errors.phone)}
          helperText={errors.phone ?? 'The number you call from, or that enquirers can call.'}
          disabled={busy}
          type="tel"
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            label="Notice (hours)"
            type="number"
            value={noticeHours}
            onChange={(e) => setNoticeHours(e.target.value)}
            error={Boolean(errors.noticeHours)}
            helperText={errors.noticeHours ?? 'How far ahead a call must be booked'}
            disabled={busy}
            sx={{ flex: '1 1 200px' }}
          />
          <TextField
            label="Bookable ahead (days)"
            type="number"
            value={horizonDays}
            onChange={(e) => setHorizonDays(e.target.value)}
            error={Boolean(errors.horizonDays)}
            helperText={errors.horizonDays ?? 'How many days ahead enquirers can book'}
            disabled={busy}
            sx={{ flex: '1 1 200px' }}
          />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {saving.loading ? 'Saving...' : 'Save times'}
        </Button>
        {settings.offered && (
          <Button color="error" onClick={() => setStopping(true)} disabled={busy}>
            Stop offering calls
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={stopping}
        title="Stop offering intro calls?"
        confirmLabel="Stop offering calls"
        busy={turningOff.loading}
        onConfirm={() => void stop()}
        onClose={() => setStopping(false)}
      >
        Enquirers will no longer be able to book a call. Calls already booked stay booked.
      </ConfirmDialog>
    </Box>
  );
}
