import { styled } from 'ui';
import { WideButton } from './desk-styles';

// The page's number over two thumb-sized buttons side by side: half a phone's width each at 390 px.
const Pages = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem 0.75rem;

  p {
    grid-column: 1 / -1;
    margin: 0;
    text-align: center;
  }
`;

/** Props of {@link DeskPages}. */
export interface DeskPagesProps {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/** Previous and Next under the desk's list, while there is more than one page. */
export function DeskPages({ page, hasNext, onPage }: DeskPagesProps) {
  if (page <= 1 && !hasNext) return null;
  return (
    <Pages aria-label="Pages of the parcels">
      <p>Page {page}</p>
      <WideButton variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </WideButton>
      <WideButton variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </WideButton>
    </Pages>
  );
}
