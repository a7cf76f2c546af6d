import Typography from '@mui/material/Typography';
import { Disclosure } from '../../../shared/disclosure';

/** Questions and answers, each opening on its own (keyboard: Tab to a question, Enter or Space). */
export function QaList({ items, headingLevel = 'h3' }: { items: { question: string; answer: string }[]; headingLevel?: 'h3' | 'h4' }) {
  return (
    <div>
      {items.map((item, i) => (
        <Disclosure key={`${i}-${item.question}`} summary={item.question} headingLevel={headingLevel}>
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {item.answer}
          </Typography>
        </Disclosure>
      ))}
    </div>
  );
}
