import { styled } from 'ui';

const Link = styled.a`
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: 6px;
  color: ${({ theme }) => theme.colors.primary};
  display: inline-flex;
  font-weight: 600;
  min-height: 44px;
  padding: 0 0.9rem;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** Props of {@link DownloadCsv}. */
export interface DownloadCsvProps {
  kind: 'students' | 'occupancy' | 'room-requests' | 'outpasses';
  /** The filters as on screen. */
  params?: Record<string, string | undefined>;
  label?: string;
}

/**
 * A link to a CSV export. The browser downloads it with the session cookie (same origin as the
 * API through the shell); the gateway streams it, so its size does not matter here.
 */
export function DownloadCsv({ kind, params = {}, label = 'Download CSV' }: DownloadCsvProps) {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return (
    <Link href={`/api/exports/${kind}.csv${query ? `?${query}` : ''}`} download>
      {label}
    </Link>
  );
}
