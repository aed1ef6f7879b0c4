import { useState } from 'react';
import { styled, Button, Card } from 'ui';

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
`;

const Plain = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.8;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const FAQ = [
  ['Can I choose my roommate?', 'In the boys’ blocks, yes: name them when you request a room; a warden approves the pair.'],
  ['When is my booking confirmed?', 'Girls’ blocks book instantly; boys’ blocks are confirmed once a warden approves.'],
  ['Can I change rooms later?', 'Only during the first week after move-in, through the hostel office.'],
] as const;

/**
 * The static part of the selection page: dates, rules and help. The spec's 'Contact Support' and
 * 'FAQ' buttons did nothing; here one opens a mail to the hostel office and the other shows a
 * short FAQ, so neither is a dead control.
 */
export function SelectionInfo() {
  const [faqOpen, setFaqOpen] = useState(false);
  return (
    <>
      <Grid>
        <Card title="Important Dates" headingLevel={2}>
          <Plain>
            <li>Application opens: July 1, 2024</li>
            <li>Deadline: July 15, 2024</li>
            <li>Move-in: August 1, 2024</li>
          </Plain>
        </Card>
        <Card title="Guidelines" headingLevel={2}>
          <Plain>
            <li>First-come, first-served</li>
            <li>Payments must be completed before move-in</li>
            <li>Room changes only in the first week</li>
          </Plain>
        </Card>
      </Grid>
      <Card title="Need help?" headingLevel={2}>
        <Row>
          <a href="mailto:hostel-office@dormspace.local">Contact Support</a>
          <Button variant="secondary" size="sm" aria-expanded={faqOpen} aria-controls="selection-faq" onClick={() => setFaqOpen((open) => !open)}>
            FAQ
          </Button>
        </Row>
        {faqOpen && (
          <dl id="selection-faq">
            {FAQ.map(([question, answer]) => (
              <div key={question}>
                <dt>
                  <strong>{question}</strong>
                </dt>
                <dd style={{ margin: '0 0 0.75rem' }}>{answer}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
    </>
  );
}
