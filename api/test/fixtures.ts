import type { LeadPayload, OrderRequest } from '@shared/contracts';

/** Valid request bodies for tests that drive a running api. */
export const lead: Omit<LeadPayload, 'message'> & { message: string } = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+1 2025550123',
  assignmentType: 'report',
  message: 'Need help with a report.',
  acceptTerms: 'accepted',
};

export const order: OrderRequest = {
  name: 'Asha Rao',
  mobile: '+91 9876543210',
  email: 'asha@example.com',
  phone: '+91 9876543210',
  assignmentType: 'Report',
  subject: 'Engineering',
  deadline: '2099-03-20',
  firstDraft: true,
  instructions: 'Use APA 7.',
  wordCount: 1234,
  fileName: 'https://drive.example.com/file/d/abc',
  academicLevel: 'proficient-researcher',
  couponCode: 'save10',
  paymentMethod: 'Pay Later',
};

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json().catch(() => null)) as unknown,
  };
}
