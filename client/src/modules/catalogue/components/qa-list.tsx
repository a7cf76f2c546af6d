import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';

/** Questions and answers, each opening on its own (keyboard: Tab to a question, Enter or Space). */
export function QaList({ items, headingLevel = 'h3' }: { items: { question: string; answer: string }[]; headingLevel?: 'h3' | 'h4' }) {
  return (
    <div>
      {items.map((item, i) => (
        <Accordion key={`${i}-${item.question}`} disableGutters variant="outlined" slotProps={{ heading: { component: headingLevel } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />}>
            <Typography sx={{ fontWeight: 600 }}>{item.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {item.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
