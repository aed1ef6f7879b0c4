/**
 * The years of study a student may be in, 1 to 8 (a doctorate runs that long), as the gateway
 * checks them: `MAX_YEAR_OF_STUDY` in gateway-graphql's roster.validate.ts for the roster, and
 * a process's `yearsOfStudy` in lottery/process.service.ts. The roster's form and the selection
 * process's form offer this one range, so a process can take part any student the roster holds.
 */
export const YEARS_OF_STUDY: readonly number[] = Array.from({ length: 8 }, (_, i) => i + 1);
