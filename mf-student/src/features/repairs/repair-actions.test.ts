import { stepsFor } from './repair-actions';

const UNTIL = '2026-03-10T12:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('stepsFor', () => {
  it("cancels as the gateway's canCancel says, whatever the status", () => {
    expect(stepsFor({ status: 'REPORTED', canCancel: true, reopenUntil: null }).cancel).toBe(true);
    expect(stepsFor({ status: 'REPORTED', canCancel: false, reopenUntil: null }).cancel).toBe(false);
  });

  it('reopens while now is before reopenUntil, and not from that moment on', () => {
    const job = { status: 'CLOSED', canCancel: false, reopenUntil: UNTIL } as const;
    expect(stepsFor(job, at(UNTIL) - 1).reopen).toBe(true);
    expect(stepsFor(job, at(UNTIL)).reopen).toBe(false);
    expect(stepsFor(job, at(UNTIL) + 1).reopen).toBe(false);
    expect(stepsFor({ ...job, reopenUntil: null }, at(UNTIL) - 1).reopen).toBe(false);
  });

  it('confirms only a FIXED job', () => {
    expect(stepsFor({ status: 'FIXED', canCancel: false, reopenUntil: UNTIL }, at(UNTIL) - 1)).toEqual({ cancel: false, confirm: true, reopen: true });
    expect(stepsFor({ status: 'CLOSED', canCancel: false, reopenUntil: UNTIL }, at(UNTIL) - 1).confirm).toBe(false);
  });
});
