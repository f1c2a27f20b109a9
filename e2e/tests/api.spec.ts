import { expect, test } from '../support/fixtures';
import { ADMIN_TOKEN, ORIGINS } from '../support/servers';

test('a lead posted over HTTP is stored and read back only with the admin token', async ({ request }) => {
  const name = `E2E Lead ${Date.now()}`;
  const response = await request.post(`${ORIGINS.api}/f/lead`, {
    headers: { Accept: 'application/json' },
    data: {
      name,
      email: 'lead@example.com',
      phone: '+1 2025550123',
      assignmentType: 'essay',
      message: '',
      acceptTerms: 'accepted',
    },
  });
  expect(response.status()).toBe(201);

  const denied = await request.get(`${ORIGINS.api}/admin/submissions?form=lead`);
  expect(denied.status()).toBe(401);

  const read = await request.get(`${ORIGINS.api}/admin/submissions?form=lead`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(read.ok()).toBe(true);
  const { submissions } = (await read.json()) as { submissions: { payload: { name: string } }[] };
  expect(submissions.map((s) => s.payload.name)).toContain(name);
});

test('the api refuses an invalid lead with field errors', async ({ request }) => {
  const response = await request.post(`${ORIGINS.api}/f/lead`, { data: { name: '', email: 'x' } });
  expect(response.status()).toBe(422);
  const body = (await response.json()) as { errors: { field: string }[] };
  expect(body.errors.map((e) => e.field)).toEqual(
    expect.arrayContaining(['name', 'email', 'phone', 'assignmentType', 'acceptTerms']),
  );
});
