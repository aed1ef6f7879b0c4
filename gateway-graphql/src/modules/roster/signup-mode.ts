/**
 * How students join the campus's DormSpace: OPEN, anyone may sign up (the spec's signup, and the
 * demo's); ROSTER, only a student on the hostel office's roster, with the email and gender the
 * office has for their enrollment ID. Stored as these values (the `signup_mode` type).
 */
export enum SignupMode {
  OPEN = 'open',
  ROSTER = 'roster',
}
