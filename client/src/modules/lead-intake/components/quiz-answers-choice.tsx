import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { MatchAnswersInput } from '../../../gql/graphql';
import { type StoredMatchAnswers, readMatchAnswers } from '../match-answers-store';

export interface QuizAnswers {
  /** The visitor's latest quiz answers in this browser; null when none (and on the server's render). */
  answers: StoredMatchAnswers | null;
  send: boolean;
  setSend: (send: boolean) => void;
  /** What a request sends: the answers when there are some and the visitor keeps them in. */
  input: MatchAnswersInput | null;
}

/** The matching quiz's answers kept in this browser (issue 43), read once the page runs, and whether to send them. */
export function useQuizAnswers(): QuizAnswers {
  const [answers, setAnswers] = useState<StoredMatchAnswers | null>(null);
  const [send, setSend] = useState(true);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- read once the page runs: the server's render has no localStorage, and hydration must match it
  useEffect(() => setAnswers(readMatchAnswers()), []);
  return { answers, send, setSend, input: answers && send ? (answers as MatchAnswersInput) : null };
}

/**
 * The choice, shown only to a visitor who took the quiz, to send its answers with the request (ticked): the franchisor
 * then sees how the enquirer fits the listing. Left out, nothing of the quiz is sent.
 */
export function QuizAnswersChoice({ quiz, disabled }: { quiz: QuizAnswers; disabled?: boolean }) {
  if (!quiz.answers) return null;
  return (
    <div>
      <FormControlLabel
        control={<Checkbox checked={quiz.send} onChange={(e) => quiz.setSend(e.target.checked)} disabled={disabled} />}
        label="Send my matching quiz answers with this request"
      />
      <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
        Your budget, how involved you want to be, hours, sectors, town, experience and timing, so the franchisor can see how you fit.
      </Typography>
    </div>
  );
}
