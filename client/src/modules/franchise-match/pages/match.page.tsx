import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { TextField } from '../../../shared/text-field';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { StaticHtml } from '../../../ssr/static-html';
import { MainCategoriesDocument } from '../../catalogue/graphql/main-categories';
import { type AnswerParams, QUESTIONS, QUESTION_COUNT, type Question, answerQuery, readAnswerParams } from '../quiz-questions';

const TITLE = 'Find your franchise match';

/** The step in the address: 1 to QUESTION_COUNT; anything else is the first. */
function stepOf(search: URLSearchParams): number {
  const step = Number(search.get('step'));
  return Number.isInteger(step) && step >= 1 && step <= QUESTION_COUNT ? step : 1;
}

/** The answers but one question's, as hidden fields carried to the next step. */
function Carried({ answers, except }: { answers: AnswerParams; except: string }) {
  return (
    <>
      {QUESTIONS.filter((q) => q.param !== except).flatMap((q) =>
        (answers[q.param] ?? []).map((v) => <input key={`${q.param}-${v}`} type="hidden" name={q.param} value={v} />),
      )}
    </>
  );
}

function Choices({ question, answers }: { question: Question; answers: AnswerParams }) {
  const given = answers[question.param] ?? [];
  if (question.kind === 'town') {
    return (
      <TextField
        label="Town or city"
        name={question.param}
        defaultValue={given[0] ?? ''}
        autoComplete="address-level2"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
    );
  }
  const Control = question.kind === 'many' ? Checkbox : Radio;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: question.options.length > 6 ? '1fr 1fr' : '1fr' } }}>
      {question.options.map((o) => (
        <FormControlLabel
          key={o.value}
          label={o.label}
          control={<Control name={question.param} value={o.value} defaultChecked={given.includes(o.value)} />}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, pr: 1.5, py: 0.25 }}
        />
      ))}
    </Box>
  );
}

/**
 * /match: the matching quiz (issue 43), one question per screen. Each screen is a GET form carrying the answers so
 * far, so the quiz works the same without JavaScript; with it, the forms and links open the next screen in the app.
 */
export function MatchPage() {
  useDocumentMeta(
    TITLE,
    'Answer eight short questions about your budget, how involved you want to be, your hours, sectors and location, and see the franchises that fit you best, with the reasons.',
  );
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const step = stepOf(params);
  const answers = readAnswerParams(params);
  const sectors = useQuery(MainCategoriesDocument, { variables: { limit: 50 } });
  const base = QUESTIONS[step - 1];
  const question: Question =
    base.kind === 'many' ? { ...base, options: (sectors.data?.mainCategories ?? []).map((c) => ({ value: c.id, label: c.name })) } : base;
  const last = step === QUESTION_COUNT;
  const without = { ...answers, [question.param]: [] };
  const next = last ? `/match/results?${answerQuery(without)}` : `/match?${answerQuery(without, { step: String(step + 1) })}`;
  const back = step > 1 ? `/match?${answerQuery(answers, { step: String(step - 1) })}` : null;

  // A new screen in the app puts the focus on its question, as a new page would for a screen reader.
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  return (
    <>
      <Breadcrumbs items={[{ label: TITLE }]} />
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
          {TITLE}
        </Typography>
        <Typography variant="body2" color="text.secondary" id="quiz-progress">
          Question {step} of {QUESTION_COUNT}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(step / QUESTION_COUNT) * 100}
          aria-labelledby="quiz-progress"
          sx={{ mt: 1, mb: 3, height: 8, borderRadius: 4 }}
        />
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <StaticHtml version={`${step}:${sectors.data ? 'sectors' : ''}`}>
            <Box component="form" method="get" action={last ? '/match/results' : '/match'} aria-labelledby="quiz-question">
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby="quiz-hint">
                <Typography
                  component="legend"
                  variant="h5"
                  sx={{ fontWeight: 700, p: 0, mb: 0.5, '&:focus': { outline: 'none' } }}
                  id="quiz-question"
                >
                  <span ref={heading} tabIndex={-1}>
                    {question.title}
                  </span>
                </Typography>
                <Typography id="quiz-hint" color="text.secondary" sx={{ mb: 2.5 }}>
                  {question.hint}
                </Typography>
                <Choices key={step} question={question} answers={answers} />
              </Box>
              <Carried answers={answers} except={question.param} />
              {!last && <input type="hidden" name="step" value={step + 1} />}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 3 }}>
                <Button type="submit" variant="contained" color="secondary" size="large">
                  {last ? 'See my matches' : 'Next'}
                </Button>
                <Button component={RouterLink} to={next} variant="text">
                  Skip this question
                </Button>
                {back && (
                  <Button component={RouterLink} to={back} variant="text" sx={{ ml: { sm: 'auto' } }}>
                    Back
                  </Button>
                )}
              </Box>
            </Box>
          </StaticHtml>
        </Paper>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Every question can be skipped. Your answers stay in this browser; you choose whether to send them with a request.
        </Typography>
      </Container>
    </>
  );
}
