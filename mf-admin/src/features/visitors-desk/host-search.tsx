import { residentLabel, ResidentSearch, type DeskSearchProps } from '../front-desk/resident-search';
import { HOST_SEARCH, type VisitHost } from './visitors-desk.operations';

/** The student a walk-in came for, found as the guard types among the residents of the desk's hostels. */
export function HostSearch(props: DeskSearchProps<VisitHost>) {
  return <ResidentSearch {...props} document={HOST_SEARCH} label="Student visited" name="host" chosenWords={(host) => `Visiting ${residentLabel(host)}`} />;
}
