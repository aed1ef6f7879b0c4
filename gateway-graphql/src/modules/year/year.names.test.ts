import { describe, expect, it } from 'vitest';
import { followingYearName } from './year.names.js';

describe("the next year's name", () => {
  it('follows the open one in its own form', () => {
    expect(followingYearName('2026-27')).toBe('2027-28');
    expect(followingYearName('2099-00')).toBe('2100-01');
    expect(followingYearName('2026-2027')).toBe('2027-2028');
    expect(followingYearName('2026/27')).toBe('2027/28');
  });

  it('is not guessed for a name of another form', () => {
    for (const name of ['Year one', '2026', '26-27', '']) expect(followingYearName(name)).toBeNull();
  });
});
