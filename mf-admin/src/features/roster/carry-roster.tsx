import { useState } from 'react';
import { styled, Alert, Button, Card, SelectField, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { CardCell, CardRow, CardTable } from '../../shared/card-table';
import { StatusMessage } from '../../shared/status-message';
import { YEARS_OF_STUDY } from '../../shared/years-of-study';
import { carryHeadline, leftOutWords, REASON_WORDS, stepWords } from './carry-words';
import { CARRY_ROSTER_FORWARD, ROSTER, ROSTER_CARRY_PREVIEW } from './roster.operations';

/** The last year of study proposed: a four-year degree's (the gateway's default too). */
export const DEFAULT_LAST_YEAR = 4;

const About = styled.p`
  margin: 0 0 1rem;
`;

const Row = styled.div`
  align-items: end;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  margin-bottom: 1rem;

  > :first-child {
    flex: 0 1 14rem;
    margin-bottom: 0;
  }
`;

const List = styled.ul`
  margin: 0 0 1rem;
  padding-left: 1.25rem;
`;

const COLUMNS = ['Enrollment ID', 'Name', 'Year', 'Why'] as const;
const YEAR_OPTIONS = YEARS_OF_STUDY.map((year) => ({ value: String(year), label: `Year ${year}` }));

/**
 * The roster of the year that closed last (`from`), carried into the open one (`into`) in one
 * step. Its dry run shows first, read again whenever the last year of study changes: who moves a
 * year on, who is left out and why. The carry writes it in one transaction and the roster is read
 * again; a second carry finds nobody left, and says so.
 */
export function CarryRoster({ from, into }: { from: string; into: string }) {
  const [lastYear, setLastYear] = useState(String(DEFAULT_LAST_YEAR));
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const variables = { lastYearOfStudy: Number(lastYear) };
  const preview = useQuery(ROSTER_CARRY_PREVIEW, { variables, fetchPolicy: 'cache-and-network' });
  const [carry, carrying] = useMutation(CARRY_ROSTER_FORWARD, { refetchQueries: [ROSTER, ROSTER_CARRY_PREVIEW] });

  const run = async () => {
    setFailure(null);
    setStatus('');
    try {
      const done = (await carry({ variables })).data?.carryRosterForward;
      if (done) setStatus(carryHeadline(done));
    } catch (error) {
      setFailure(serverMessage(error, 'Could not carry the roster. Try again in a moment.'));
    }
  };

  const dry = preview.data?.rosterCarryPreview;
  let body;
  if (preview.error && !dry) body = <Alert>{serverMessage(preview.error, 'Could not check what carrying the roster would do.')}</Alert>;
  else if (!dry) body = <Spinner label="Checking what carrying the roster would do" />;
  else {
    const leftOut = leftOutWords(dry);
    body = (
      <section aria-label="Dry run">
        <About>
          <strong>Dry run:</strong> {carryHeadline(dry)}
        </About>
        {dry.steps.length > 0 && (
          <List aria-label="Years of study, before and after">
            {dry.steps.map((step) => (
              <li key={step.yearOfStudy}>{stepWords(step)}</li>
            ))}
          </List>
        )}
        {leftOut.length > 0 && (
          <List aria-label="Left out">
            {leftOut.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </List>
        )}
        {dry.leftOut.length > 0 && (
          <CardTable label="Students left out" columns={COLUMNS}>
            {dry.leftOut.map((student) => (
              <CardRow key={student.enrollmentId}>
                <CardCell label={COLUMNS[0]}>{student.enrollmentId}</CardCell>
                <CardCell label={COLUMNS[1]}>{student.name}</CardCell>
                <CardCell label={COLUMNS[2]}>{student.yearOfStudy}</CardCell>
                <CardCell label={COLUMNS[3]}>{REASON_WORDS[student.reason]}</CardCell>
              </CardRow>
            ))}
          </CardTable>
        )}
      </section>
    );
  }

  return (
    <Card title={`Carry the roster into ${into}`} headingLevel={2}>
      <About>
        Brings the students of the {from} roster onto the {into} roster in one step, each a year of study on (year 1 becomes year 2). Students in the last year of study leave and are not carried;
        students already on the {into} roster are left as they are. Carrying again adds nobody.
      </About>
      <StatusMessage>{status}</StatusMessage>
      {failure && <Alert>{failure}</Alert>}
      <Row>
        <SelectField label="Last year of study" name="lastYearOfStudy" value={lastYear} onChange={setLastYear} options={YEAR_OPTIONS} />
        <Button onClick={() => void run()} loading={carrying.loading} disabled={!dry || dry.carried === 0 || preview.loading}>
          Carry the roster into {into}
        </Button>
      </Row>
      {body}
    </Card>
  );
}
