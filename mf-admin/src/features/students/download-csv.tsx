import { FileLink } from '../../shared/file-link';

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
    <FileLink href={`/api/exports/${kind}.csv${query ? `?${query}` : ''}`} download>
      {label}
    </FileLink>
  );
}
