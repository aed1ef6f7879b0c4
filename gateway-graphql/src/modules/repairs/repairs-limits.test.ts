import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { REPORT, residentStudent, sendForm } from '../../../test/repairs.js';

describe('a student', () => {
  const app = useTestApp({ limits: { repairReportsPerStudent: { points: 100, seconds: 60, blockSeconds: 60 } } });

  it('has at most 10 open reports; the 11th is refused until one is cancelled', async () => {
    const student = await residentStudent(app);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const sent = await sendForm<{ id: string }>(student.client, '/repairs', { ...REPORT, description: `Problem ${i}` });
      expect(sent.status, sent.text).toBe(201);
      ids.push(sent.body.id);
    }
    const eleventh = await sendForm(student.client, '/repairs', REPORT);
    expect(eleventh.status).toBe(409);
    expect(eleventh.text).toContain('10 open reports');
    const cancelled = await student.client.gql('mutation($id: ID!) { cancelRepair(id: $id) { id } }', { id: ids[0] });
    expect(cancelled.body.errors).toBeUndefined();
    expect((await sendForm(student.client, '/repairs', REPORT)).status).toBe(201);
  });

  it('without a bed reports nothing', async () => {
    const { newStudent } = await import('../../../test/app.js');
    const homeless = await newStudent(app);
    const sent = await sendForm<{ field: string }>(homeless.client, '/repairs', REPORT);
    expect(sent.status).toBe(400);
    expect(sent.body.field).toBe('place');
  });
});

describe('reports per minute', () => {
  const app = useTestApp();

  it('are limited like other writes: the 6th in a minute is refused with a wait', async () => {
    const student = await residentStudent(app);
    for (let i = 0; i < 5; i++) expect((await sendForm(student.client, '/repairs', REPORT)).status).toBe(201);
    const sixth = await sendForm(student.client, '/repairs', REPORT);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
  });
});
