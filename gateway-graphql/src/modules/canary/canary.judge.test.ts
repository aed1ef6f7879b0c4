import { describe, expect, it } from 'vitest';
import { fisherGreater, judge, p75, type JudgeRules, type ReleaseSample } from './canary.judge.js';

const RULES: JudgeRules = { minSessions: 20, minMinutes: 5, lcpP75Ms: 2500, lastStep: false };
const sample = (sessions: number, failedSessions: number, lcpMs: number[] = []): ReleaseSample => ({ sessions, failedSessions, lcpP75Ms: p75(lcpMs) });

describe("the canary's judge, on recorded samples", () => {
  it("computes the one-sided Fisher exact test: the hypergeometric tail, summed from exact binomials", () => {
    // Fisher's tea-tasting table: P(X >= 3) = (C(4,3)C(4,1) + C(4,4)C(4,0)) / C(8,4) = 17/70.
    expect(fisherGreater(3, 1, 1, 3)).toBeCloseTo(17 / 70, 12);
    // 5 of 20 failed against 2 of 180: sum over x = 5..7 of C(7,x)C(193,20-x) / C(200,20) (Python's math.comb: 1.124498e-4).
    expect(fisherGreater(5, 15, 2, 178)).toBeCloseTo(1.124498e-4, 9);
    expect(fisherGreater(0, 20, 0, 180)).toBe(1);
  });

  it('promotes a healthy canary step by step once it has its sessions and minutes', () => {
    const healthy = sample(24, 0, [1800, 1900, 2000, 2100, 2200, 1700]);
    expect(judge(healthy, sample(220, 1), RULES, 6).verdict).toEqual({ decision: 'advance', reason: 'healthy: 0 of 24 canary sessions with errors, LCP p75 2100 ms' });
    expect(judge(healthy, sample(220, 1), { ...RULES, lastStep: true }, 6).verdict.decision).toBe('promote');
    // As many errors as the stable release has: no evidence it is worse.
    expect(judge(sample(30, 1), sample(270, 9), RULES, 6).verdict.decision).toBe('advance');
  });

  it('waits for the minimum of sessions and minutes', () => {
    expect(judge(sample(12, 0), sample(100, 0), RULES, 30).verdict).toEqual({ decision: 'wait', reason: '12 of 20 canary sessions so far' });
    expect(judge(sample(25, 0), sample(100, 0), RULES, 3.5).verdict).toEqual({ decision: 'wait', reason: '3 of 5 minutes in this step' });
    // One failure among too few sessions is not yet evidence.
    expect(judge(sample(3, 1), sample(40, 0), RULES, 1).verdict.decision).toBe('wait');
  });

  it('rolls a broken canary back as soon as the difference is significant, minimum or not', () => {
    const verdict = judge(sample(8, 5), sample(70, 0), RULES, 1).verdict;
    expect(verdict.decision).toBe('rollback');
    expect(verdict.reason).toMatch(/^errors: 5 of 8 canary sessions \(62\.5 %\) against 0 of 70 stable \(0\.0 %\); Fisher exact p = .* < 0\.05$/);
    // Alone (no stable sessions to compare with): half of its sessions failing, once it has its minimum.
    expect(judge(sample(20, 10), sample(0, 0), RULES, 1).verdict.decision).toBe('rollback');
    expect(judge(sample(20, 9), sample(0, 0), RULES, 6).verdict.decision).toBe('advance');
  });

  it("rolls back a canary whose LCP at the 75th percentile is over the team's threshold", () => {
    const slow = sample(22, 0, [2400, 2600, 2700, 2800, 3100, 2000, 2900, 3000]);
    const j = judge(slow, sample(200, 0, [1500, 1600, 1700, 1800, 1900]), RULES, 6);
    expect(j.verdict).toEqual({ decision: 'rollback', reason: "LCP p75 2900 ms on the canary, over the team's 2500 ms (stable 1800 ms)" });
    expect(p75([1, 2, 3, 4])).toBeNull(); // too few values to compare
  });
});
