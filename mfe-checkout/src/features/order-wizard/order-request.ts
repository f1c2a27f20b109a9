import { OrderRequestSchema, type OrderRequest, type PaymentMethod, OTHER_CHOICE } from '@shared/contracts';
import { parseWordCount, type WizardData } from './model';

// Its own module: only the step that places the order needs the order's schema (the largest of
// the contracts), so the wizard's other steps do not build it when they load.

/** The order request the api receives: the visitor's choices, amounts left to the server. */
export function buildOrderRequest(data: WizardData, paymentMethod: PaymentMethod): OrderRequest | null {
  const request = {
    name: data.specialist.name,
    mobile: data.specialist.mobile,
    ...(data.start.done && data.start.email.trim() ? { email: data.start.email } : {}),
    ...(data.start.done && data.start.phone.trim() ? { phone: data.start.phone } : {}),
    assignmentType: data.details.assignmentType,
    subject: data.details.subject,
    ...(data.details.subject === OTHER_CHOICE ? { subjectOther: data.details.subjectOther } : {}),
    ...(data.details.assignmentType === OTHER_CHOICE ? { assignmentTypeOther: data.details.assignmentTypeOther } : {}),
    deadline: data.details.deadline,
    ...(data.details.deadlineTime ? { deadlineTime: data.details.deadlineTime } : {}),
    ...(data.details.timeZone ? { timeZone: data.details.timeZone } : {}),
    firstDraft: data.details.firstDraft,
    instructions: data.task.instructions,
    wordCount: parseWordCount(data.task.wordCount) ?? 0,
    fileName: data.task.fileName.trim(),
    academicLevel: data.specialist.academicLevel,
    couponCode: data.specialist.couponCode,
    paymentMethod,
  };
  const parsed = OrderRequestSchema.safeParse(request);
  // The request is what the visitor typed; trimming and defaults happen on the server again.
  return parsed.success ? (request as OrderRequest) : null;
}
