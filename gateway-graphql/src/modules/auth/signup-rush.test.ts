import { describe, expect, it } from 'vitest';
import { studentForm, useTestApp } from '../../../test/app.js';
import { defaultHashingOptions } from '../../core/password.js';

// The hashing pool as production runs it (test/setup.ts gives other tests a line of 10,000): one
// worker per core but one, and the line sized by the wait a person accepts (core/password.ts).
const app = useTestApp({ passwordHashing: { workers: defaultHashingOptions().workers, queue: undefined } });

const STUDENTS = 40;

describe('a rush of new students', () => {
  // The spec's older client calls the REST paths and shows a 503 as a failure: it never retries.
  it('lets 40 students who sign up and then log in at the same moment all in, none turned away', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: STUDENTS }, async () => {
        const form = studentForm();
        const client = app.client();
        const signup = await client.rest('POST', '/user/signup', form);
        const login = await client.rest('POST', '/user/login', { email: form.email, password: form.password });
        return { signup: signup.status, login: login.status };
      }),
    );
    expect(outcomes.filter((o) => o.signup !== 201 || o.login !== 200)).toEqual([]);
    expect(outcomes).toHaveLength(STUDENTS);

    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metrics).toMatch(/^dormspace_password_hashes_shed_total 0$/m); // no call refused for load on the way
  });
});
