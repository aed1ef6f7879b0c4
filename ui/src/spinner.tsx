import { SpinnerRing } from './spinner-ring';

/** Named spinner sizes; a number is a size in pixels. */
export type SpinnerSize = 'sm' | 'md' | 'lg' | number;

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, read out by screen readers. */
  label?: string;
  size?: SpinnerSize;
}

const NAMED_SIZES = { sm: '1rem', md: '1.5rem', lg: '2.5rem' } as const;

/** A loading indicator announced as a status with its label. */
export function Spinner({ label = 'Loading', size = 'md' }: SpinnerProps) {
  const cssSize = typeof size === 'number' ? `${size}px` : NAMED_SIZES[size];
  return (
    <span role="status" aria-label={label} style={{ display: 'inline-flex', color: 'inherit' }}>
      <SpinnerRing $size={cssSize} aria-hidden="true" />
    </span>
  );
}
