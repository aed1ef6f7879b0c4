import { useState } from 'react';
import { styled, Button, Card, Spinner } from 'ui';
import { dateGroups } from './important-dates';
import type { HostelWindow } from './selection.operations';
import { FAQ } from './selection-faq';

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

const GroupName = styled.h3`
  margin: 0.75rem 0 0;
  font-size: 1rem;
  &:first-child {
    margin-top: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

/** The dates of the selection windows: one list when every hostel shares a window, else one per group of hostels. */
function ImportantDates({ windows }: { windows: readonly HostelWindow[] | undefined }) {
  if (!windows) return <Spinner label="Loading the dates" />;
  if (windows.length === 0) return <p>No dates: there is no hostel for you to book.</p>;
  const groups = dateGroups(windows);
  return groups.map((group) => (
    <div key={group.hostels.join()}>
      {groups.length > 1 && <GroupName>{group.hostels.join(', ')}</GroupName>}
      <Plain aria-label={groups.length > 1 ? `Dates for ${group.hostels.join(', ')}` : undefined}>
        {group.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Plain>
    </div>
  ));
}

/**
 * The page's dates, rules and help. The dates are the selection windows' (the spec printed fixed
 * ones); while a selection process governs the student's hostels (`byLottery`) the first rule says so; the rules and the FAQ say what the product does. The spec's 'Contact Support' and 'FAQ'
 * buttons did nothing; here one opens a mail to the hostel office and the other shows the FAQ.
 */
export function SelectionInfo({ windows, byLottery = false }: { windows: readonly HostelWindow[] | undefined; byLottery?: boolean }) {
  const [faqOpen, setFaqOpen] = useState(false);
  return (
    <>
      <Grid>
        <Card title="Important Dates" headingLevel={2}>
          <ImportantDates windows={windows} />
        </Card>
        <Card title="Guidelines" headingLevel={2}>
          <Plain>
            {byLottery ? (
              <li>By lottery: you choose from your slot until the close; those who choose nothing are placed by the office</li>
            ) : (
              <li>First-come, first-served</li>
            )}
            <li>One bed per student; a roommate you name must accept</li>
            <li>Room changes while room selection is open, from My room</li>
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
