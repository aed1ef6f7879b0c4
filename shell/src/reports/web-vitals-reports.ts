import type { Metric } from 'web-vitals';

/** The Web Vitals a canary is judged by. */
export type VitalName = 'LCP' | 'INP' | 'CLS';

/** What this module takes from web-vitals (tests hand in their own, to call back when they choose). */
export type WebVitals = Pick<typeof import('web-vitals'), 'onLCP' | 'onINP' | 'onCLS'>;

/** web-vitals, in a chunk of its own (no part of any first screen), with only the three it needs. */
export const loadWebVitals = (): Promise<WebVitals> => import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onLCP, onINP, onCLS }) => ({ onLCP, onINP, onCLS }));

/**
 * Calls `report` with LCP, INP and CLS as web-vitals settles them (LCP at the first input or when
 * the page is hidden, INP and CLS when it is hidden). Loaded late is fine: web-vitals reads the
 * browser's buffered entries, from the page's start.
 */
export async function watchVitals(report: (name: VitalName, value: number) => void, load: () => Promise<WebVitals> = loadWebVitals): Promise<void> {
  const { onLCP, onINP, onCLS } = await load();
  const each = (metric: Pick<Metric, 'name' | 'value'>) => report(metric.name as VitalName, metric.value);
  onLCP(each);
  onINP(each);
  onCLS(each);
}
