import { z } from 'zod';
import { CanaryReportKind } from '../../core/enums.js';

/** Reports a request may carry, and the bytes of its body at most. */
export const MAX_REPORTS = 20;
export const MAX_BODY_BYTES = 8 * 1024;

const kinds = Object.values(CanaryReportKind) as [CanaryReportKind, ...CanaryReportKind[]];

const report = z
  .object({
    // The shell names a remote by its federation name (mf_rooms); the team's CLI by its package (mf-rooms): one name here.
    remote: z
      .string({ error: 'remote must be a remote’s name.' })
      .regex(/^mf[-_][a-z]{2,30}$/, 'remote must be a remote’s name.')
      .transform((name) => name.replace('_', '-')),
    release: z.string({ error: 'release must be a release’s version.' }).regex(/^[A-Za-z0-9][A-Za-z0-9 .+:_-]{0,79}$/, 'release must be a release’s version.'),
    kind: z.enum(kinds, { error: `kind must be one of ${kinds.join(', ')}.` }),
    route: z.string({ error: 'route must be text.' }).max(200, 'route is at most 200 characters.').optional(),
    message: z.string({ error: 'message must be text.' }).max(300, 'message is at most 300 characters.').optional(),
    name: z.enum(['LCP', 'INP', 'CLS'], { error: 'name must be LCP, INP or CLS.' }).optional(),
    value: z.number({ error: 'value must be a number.' }).min(0, 'value cannot be negative.').max(600_000, 'value is out of range.').optional(),
  })
  .strict()
  .refine((r) => (r.kind === CanaryReportKind.VITAL) === (r.name !== undefined && r.value !== undefined), { message: 'A vital names its name and value, and only a vital does.', path: ['name'] });

/** A beacon's body: what the shell reports of the remotes it loaded (issue 55). */
export const reportsInput = z.object({
  reports: z.array(report, { error: 'reports must be a list.' }).min(1, 'Send at least one report.').max(MAX_REPORTS, `At most ${MAX_REPORTS} reports a request.`),
});

export type Report = z.output<typeof report>;
