import { styled } from 'ui';
import { lazyDateFormat } from './date-format';
import { useOfficeTimeZone, visitorZoneDiffers } from './office-time-zone';

const Note = styled.p`
  margin: 1.5rem 0 0;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const LONG_NAME = lazyDateFormat('en-GB', { timeZoneName: 'long' });
const OFFSET = lazyDateFormat('en-GB', { timeZoneName: 'shortOffset' });

const zoneName = (format: typeof LONG_NAME, at: number) => format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';

/** The office's zone as a person reads it: "India Standard Time (GMT+5:30)". */
export function officeZoneName(at: number = Date.now()): string {
  const name = zoneName(LONG_NAME, at);
  const offset = zoneName(OFFSET, at);
  return name === offset ? name : `${name} (${offset})`;
}

/**
 * One quiet line, once per frame, saying which zone the screen's times are in, for a visitor
 * whose clock keeps another (a student abroad, a browser set to UTC); nothing for everyone else.
 */
export function OfficeTimeNote() {
  const zone = useOfficeTimeZone();
  if (!visitorZoneDiffers(zone)) return null;
  return <Note data-testid="office-time-note">{`Times are ${officeZoneName()}.`}</Note>;
}
