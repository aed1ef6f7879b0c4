import 'reflect-metadata';
import { passwordHasher } from '../src/core/password.js';

// Tests sign students up in bursts (50 at once) on a 2-core machine: room in the hashing line
// for all of them. Shedding has its own tests (login-storm.test.ts), which configure their own.
passwordHasher.configure({ queue: 10_000 });
