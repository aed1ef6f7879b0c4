import type { DefaultTheme } from './styled';

/** The tones shared by badges and alerts. */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** The foreground colour of a tone; backgrounds are this colour at low opacity. */
export function toneColor(theme: DefaultTheme, tone: Tone): string {
  return tone === 'neutral' ? theme.colors.muted : theme.colors[tone];
}

/**
 * `color` at `alpha` opacity. Tints are derived rather than listed so the theme stays
 * one colour per tone; expects a `#rrggbb` colour, as the theme's are.
 */
export function tint(color: string, alpha: number): string {
  const hex = Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0');
  return `${color}${hex}`;
}
