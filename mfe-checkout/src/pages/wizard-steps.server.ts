import { randomUUID } from 'node:crypto';
import {
  AssignmentTypeSchema,
  OrderCreatedResponseSchema,
  orderPagePath,
  SpecialistLevelSchema,
  SubjectSchema,
} from '@shared/contracts';
import { assignmentTypeFromSlug, subjectFromSlug } from '@shared/domain/pricing';
import { END_OF_DAY, nowIn, TIME_OF_DAY_PATTERN } from '@shared/domain/time';
import type { PostedForm } from '@shared/platform/core';
import {
  open,
  openPrivate,
  privateKey,
  seal,
  sealPrivate,
  type ActionRequest,
  type ActionResult,
  type CookieChange,
  type RouteRequest,
  type RouteServerModule,
} from '@shared/ui/forms/server';
import {
  CAPTCHA_ERROR_MESSAGE,
  CAPTCHA_REQUIRED_MESSAGE,
  CAPTCHA_TOKEN_FIELD,
  isCaptchaCorrect,
  newCaptcha,
  type Captcha,
  type ServerCaptcha,
} from '../features/captcha';
import {
  applyCoupon,
  buildOrderRequest,
  INITIAL_WIZARD_DATA,
  isStepComplete,
  PAY_NOW_NEEDS_SCRIPT,
  reviveWizardData,
  SPECIALIST_ACTION_FIELD,
  SPECIALIST_ACTIONS,
  validateDetails,
  validateSpecialist,
  validateStart,
  validateTask,
  WIZARD_INTENTS,
  WIZARD_STEPS,
  type ServerDraft,
  type WizardData,
  type WizardStepId,
} from '../features/order-wizard';

/**
 * The order wizard without JavaScript (or submitted before the page's scripts ran): the server
 * halves of its four pages, run in this section's runtime on the composition server. Each step's
 * form posts to its own page with an intent of its own; the draft the steps build is kept in an
 * encrypted cookie (the composition server sets it HttpOnly, SameSite=Lax, Secure on https, as
 * `checkout.orderDraft`: a section's cookies are its own), each step is
 * checked with the wizard's own rules (the pages' very functions), and Pay Later stores the order
 * through the api exactly as the page stores it. A step's loader gives its page the draft (and the
 * start page a sealed captcha) as route data; the page checks it with its own schema.
 */
export const DRAFT_COOKIE = 'orderDraft';
/** A cookie holds about 4 kB; a long draft (10,000 characters of instructions) takes a few. */
const CHUNK_CHARS = 3800;
const MAX_CHUNKS = 3;
const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const PLACED_TTL_MS = 30 * 60 * 1000;
const CAPTCHA_TTL_MS = 60 * 60 * 1000;
const API_TIMEOUT_MS = 20_000;

export const TOO_LONG_MESSAGE =
  'These instructions are too long to keep without JavaScript. Please shorten them, or turn JavaScript on.';

const chunkName = (index: number) => (index === 0 ? DRAFT_COOKIE : `${DRAFT_COOKIE}${index}`);
const stepPath = (id: WizardStepId) => WIZARD_STEPS.find((s) => s.id === id)!.path;

/** What a wizard page's route data holds: the visitor's draft, and on the start page the captcha. */
export interface WizardRouteData {
  draft?: ServerDraft;
  captcha?: ServerCaptcha;
}

interface Placed {
  /** The idempotency key of the page that stored the order, and the order page's token. */
  key: string;
  token: string;
}
type StoredDraft = { stamp: string; data: WizardData; placed?: Placed };

/**
 * The key the draft is encrypted with, from this section's key: the draft holds the visitor's
 * contact details and, after Pay Later, the order's token, so it is encrypted, not only signed
 * (the captcha's question, which the page shows anyway, is only signed, with the section's key).
 */
let draftKey: { sectionKey: string; key: Buffer } | undefined;
function draftKeyOf(sectionKey: string): Buffer {
  if (draftKey?.sectionKey !== sectionKey) draftKey = { sectionKey, key: privateKey(sectionKey, 'order-draft') };
  return draftKey.key;
}

function readDraft(request: RouteRequest): StoredDraft | null {
  const { cookies } = request;
  let sealed = '';
  for (let i = 0; i < MAX_CHUNKS && cookies[chunkName(i)]; i += 1) sealed += cookies[chunkName(i)];
  const opened = sealed ? openPrivate(draftKeyOf(request.sectionKey), sealed) : null;
  if (!opened || typeof opened !== 'object') return null;
  const { stamp, data, placed } = opened as { stamp?: unknown; data?: unknown; placed?: unknown };
  const revived = reviveWizardData(data);
  if (typeof stamp !== 'string' || !revived) return null;
  const order = placed as Placed | undefined;
  return typeof order?.key === 'string' && typeof order.token === 'string'
    ? { stamp, data: revived, placed: { key: order.key, token: order.token } }
    : { stamp, data: revived };
}

/** The draft sealed into its cookies, with a new stamp; null when it is too long for them. */
function writeDraft(
  request: RouteRequest,
  data: WizardData,
  placed?: Placed,
): { draft: ServerDraft; cookies: CookieChange[] } | null {
  const stamp = randomUUID();
  // A stored order is remembered briefly: long enough for a double tap or Back, not for the next order.
  const ttl = placed ? PLACED_TTL_MS : DRAFT_TTL_MS;
  const sealed = sealPrivate(draftKeyOf(request.sectionKey), { stamp, data, ...(placed ? { placed } : {}) }, ttl);
  const chunks = sealed.match(new RegExp(`.{1,${CHUNK_CHARS}}`, 'g')) ?? [];
  if (chunks.length > MAX_CHUNKS) return null;
  const cookies = Array.from({ length: MAX_CHUNKS }, (_, i): CookieChange => {
    const chunk = chunks[i];
    return chunk
      ? { name: chunkName(i), value: chunk, maxAgeSeconds: ttl / 1000 }
      : { name: chunkName(i), value: null };
  });
  return { draft: { stamp, data }, cookies };
}

const clearDraft = (): CookieChange[] =>
  Array.from({ length: MAX_CHUNKS }, (_, i) => ({ name: chunkName(i), value: null }));

const captchaFor = (request: RouteRequest, question: Captcha = newCaptcha(Math.random)): ServerCaptcha => ({
  ...question,
  token: seal(request.sectionKey, question, CAPTCHA_TTL_MS),
});
function captchaOf(request: RouteRequest, token: string | undefined): Captcha | null {
  const opened = token ? open(request.sectionKey, token) : null;
  if (!opened || typeof opened !== 'object') return null;
  const { a, b } = opened as { a?: unknown; b?: unknown };
  return typeof a === 'number' && typeof b === 'number' ? { a, b } : null;
}

const draftOf = (request: RouteRequest) => readDraft(request)?.data ?? structuredClone(INITIAL_WIZARD_DATA);

const invalid = (intent: string, values: Record<string, string>, errors: Record<string, string | undefined>) =>
  ({
    intent,
    status: 'invalid',
    values,
    errors: Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]))),
  }) satisfies PostedForm;

/** The page rendered again with the answer; its route data replaces what the loader would give. */
const render = (status: number, posted: PostedForm, data: WizardRouteData, cookies?: CookieChange[]): ActionResult => ({
  type: 'render',
  status,
  posted,
  data,
  ...(cookies ? { cookies } : {}),
});

/** The step again with its errors, from the draft with everything typed in it. */
function answerInvalid(
  request: RouteRequest,
  data: WizardData,
  posted: PostedForm,
  captcha?: ServerCaptcha,
): ActionResult {
  const written = writeDraft(request, data);
  if (!written) {
    const tooLong = { ...posted, errors: { ...posted.errors, instructions: TOO_LONG_MESSAGE } };
    return render(422, tooLong, { draft: { stamp: randomUUID(), data }, ...(captcha ? { captcha } : {}) });
  }
  return render(422, posted, { draft: written.draft, ...(captcha ? { captcha } : {}) }, written.cookies);
}

/** On to the next step with the draft kept, or this step again when the draft no longer fits its cookies. */
function next(request: RouteRequest, data: WizardData, to: string, posted: PostedForm): ActionResult {
  const written = writeDraft(request, data);
  if (!written) return answerInvalid(request, data, posted);
  return { type: 'redirect', location: to, cookies: written.cookies };
}

function start(request: ActionRequest): ActionResult {
  // The captcha's token is the server's own, not something the visitor typed.
  const { [CAPTCHA_TOKEN_FIELD]: token, ...values } = request.values;
  const data = draftOf(request);
  data.start = {
    name: (values.name ?? '').slice(0, 200),
    email: (values.email ?? '').slice(0, 320),
    phone: (values.phone ?? '').slice(0, 40),
    acceptTerms: values.acceptTerms === 'on',
    done: false,
  };
  // A link may have chosen the kind of work and subject (`/order?type=…&subject=…`).
  const query = new URL(request.url).searchParams;
  const type = assignmentTypeFromSlug(query.get('type') ?? '');
  const subject = subjectFromSlug(query.get('subject') ?? '');
  if (type || subject) {
    data.details = {
      ...data.details,
      ...(type ? { assignmentType: type } : {}),
      ...(subject ? { subject } : {}),
      done: false,
    };
  }
  const checked = validateStart(data.start);
  const question = captchaOf(request, token);
  const answer = values.captcha ?? '';
  const captchaError = !answer.trim()
    ? CAPTCHA_REQUIRED_MESSAGE
    : question && isCaptchaCorrect(question, answer)
      ? null
      : CAPTCHA_ERROR_MESSAGE;
  if (!checked.ok || captchaError) {
    // A wrong (or expired) answer gets a new question, never the one just asked (as in the
    // browser), and loses the old answer; a right one stays.
    const keep = captchaError === null && question;
    const posted = invalid(WIZARD_INTENTS.start, keep ? values : { ...values, captcha: '' }, {
      ...(checked.ok ? {} : checked.errors),
      captcha: captchaError ?? undefined,
    });
    const next = keep ? question : newCaptcha(Math.random, question ?? undefined);
    return answerInvalid(request, data, posted, captchaFor(request, next));
  }
  data.start = { ...data.start, ...checked.value, acceptTerms: true, done: true };
  // The specialist step asks for a name and a mobile: they start as the ones given here.
  data.specialist.name ||= checked.value.name;
  data.specialist.mobile ||= checked.value.phone;
  return next(request, data, stepPath('details'), invalid(WIZARD_INTENTS.start, values, {}));
}

function details(request: ActionRequest): ActionResult {
  const { values } = request;
  const data = draftOf(request);
  const type = AssignmentTypeSchema.safeParse(values.assignmentType);
  const subject = SubjectSchema.safeParse(values.subject);
  const deadline = /^\d{4}-\d{2}-\d{2}$/.test(values.deadline ?? '') ? values.deadline! : '';
  // The due time is the visitor's, in their zone (its cookie, their country's or the site's).
  const { timeZone } = request.visitor;
  const deadlineTime = TIME_OF_DAY_PATTERN.test(values.deadlineTime ?? '') ? values.deadlineTime! : '';
  data.details = {
    assignmentType: type.success ? type.data : '',
    subject: subject.success ? subject.data : '',
    assignmentTypeOther: (values.assignmentTypeOther ?? '').slice(0, 200),
    subjectOther: (values.subjectOther ?? '').slice(0, 200),
    deadline,
    deadlineTime: deadlineTime === END_OF_DAY ? '' : deadlineTime,
    timeZone,
    firstDraft: values.firstDraft === 'on',
    done: false,
  };
  const now = nowIn(timeZone);
  const checked = validateDetails(data.details, now.date, now.time);
  if (!checked.ok) return answerInvalid(request, data, invalid(WIZARD_INTENTS.details, values, checked.errors));
  data.details.done = true;
  return next(request, data, stepPath('task'), invalid(WIZARD_INTENTS.details, values, {}));
}

function task(request: ActionRequest): ActionResult {
  const { values } = request;
  const data = draftOf(request);
  if (!isStepComplete(data, 'details')) return { type: 'redirect', location: stepPath('details') };
  data.task = {
    instructions: (values.instructions ?? '').slice(0, 10_000),
    fileName: (values.fileName ?? '').slice(0, 2000),
    wordCount: (values.wordCount ?? '').slice(0, 40),
    done: false,
  };
  const checked = validateTask(data.task);
  if (!checked.ok) return answerInvalid(request, data, invalid(WIZARD_INTENTS.task, values, checked.errors));
  data.task = {
    ...data.task,
    fileName: checked.value.fileName,
    wordCount: String(checked.value.wordCount),
    done: true,
  };
  return next(request, data, stepPath('specialist'), invalid(WIZARD_INTENTS.task, values, {}));
}

async function specialist(request: ActionRequest): Promise<ActionResult> {
  const { values } = request;
  const key = pageKey(request.idempotencyKey);
  const stored = readDraft(request);
  // The same page sent again (a double tap, a resent post) after its order was stored: that order.
  if (stored?.placed?.key === key) return { type: 'redirect', location: orderPagePath(stored.placed.token) };
  const data = stored?.data ?? structuredClone(INITIAL_WIZARD_DATA);
  if (!isStepComplete(data, 'details') || !isStepComplete(data, 'task')) {
    return { type: 'redirect', location: stepPath('task') };
  }
  const level = SpecialistLevelSchema.safeParse(values.academicLevel);
  data.specialist = {
    ...data.specialist,
    name: (values.name ?? '').slice(0, 200),
    mobile: (values.mobile ?? '').slice(0, 40),
    ...(level.success ? { academicLevel: level.data } : {}),
    couponInput: (values.coupon ?? '').slice(0, 40),
  };
  const action = values[SPECIALIST_ACTION_FIELD] ?? SPECIALIST_ACTIONS.payLater;
  const intent = WIZARD_INTENTS.specialist;
  if (action === SPECIALIST_ACTIONS.removeCoupon) {
    data.specialist = { ...data.specialist, couponCode: null, couponInput: '' };
    return next(request, data, stepPath('specialist'), invalid(intent, values, {}));
  }
  // A coupon typed but not applied is applied with the order, as Apply would.
  if (
    action === SPECIALIST_ACTIONS.applyCoupon ||
    (data.specialist.couponInput.trim() && !data.specialist.couponCode)
  ) {
    const coupon = applyCoupon(data.specialist.couponInput);
    if (!coupon.ok) return answerInvalid(request, data, invalid(intent, values, { coupon: coupon.message }));
    data.specialist = { ...data.specialist, couponCode: coupon.code, couponInput: coupon.code };
    if (action === SPECIALIST_ACTIONS.applyCoupon)
      return next(request, data, stepPath('specialist'), invalid(intent, values, {}));
  }
  const checked = validateSpecialist(data.specialist);
  if (!checked.ok) return answerInvalid(request, data, invalid(intent, values, checked.errors));
  if (action === SPECIALIST_ACTIONS.payNow) {
    return answerInvalid(request, data, {
      ...invalid(intent, values, {}),
      status: 'failed',
      result: PAY_NOW_NEEDS_SCRIPT,
    });
  }
  data.specialist = { ...data.specialist, ...checked.value };
  const order = buildOrderRequest(data, 'Pay Later');
  const saved = order ? await storeOrder(request, order, key) : ({ ok: false, status: 422, fieldErrors: {} } as const);
  if (saved.ok && saved.token) {
    // The draft is emptied and remembers the order only: the same page submitted again (a double
    // tap) and the step opened again (Back) go to the order's page.
    const placed = writeDraft(request, structuredClone(INITIAL_WIZARD_DATA), { key, token: saved.token });
    return { type: 'redirect', location: orderPagePath(saved.token), ...(placed ? { cookies: placed.cookies } : {}) };
  }
  // The page says what the page says after a failed Pay Later: "unreachable" or "failed".
  const unreachable = !saved.ok && saved.status === null;
  const posted: PostedForm = {
    intent,
    status: unreachable ? 'unreachable' : 'failed',
    values,
    errors: saved.ok ? {} : saved.fieldErrors,
    ...(!saved.ok && saved.status !== null ? { apiStatus: saved.status } : {}),
  };
  const written = writeDraft(request, data);
  return render(
    unreachable ? 503 : 502,
    posted,
    { draft: written?.draft ?? { stamp: randomUUID(), data } },
    written?.cookies,
  );
}

/** The page's script took the server's draft over (`adoptDraft`): the cookie can go. */
const adopted = (): ActionResult => ({ type: 'done', cookies: clearDraft() });

const STEP_ACTIONS = {
  start: [WIZARD_INTENTS.start, start],
  details: [WIZARD_INTENTS.details, details],
  task: [WIZARD_INTENTS.task, task],
  specialist: [WIZARD_INTENTS.specialist, specialist],
} as const satisfies Record<WizardStepId, readonly [string, (request: ActionRequest) => unknown]>;

/**
 * A wizard page's server half: its loader gives the page the visitor's draft (the start page also
 * a new sealed captcha; the specialist step, once Pay Later stored the order, sends the visitor to
 * the order's page), and its action answers its own step's form and the page's `adopted` post.
 */
export function wizardStepServer(step: WizardStepId): Required<RouteServerModule> {
  const [intent, answer] = STEP_ACTIONS[step];
  return {
    intents: [intent, WIZARD_INTENTS.adopted],
    loader: (request) => {
      const stored = readDraft(request);
      if (step === 'specialist' && stored?.placed) return { redirect: orderPagePath(stored.placed.token) };
      const data: WizardRouteData = {
        ...(stored && !stored.placed ? { draft: { stamp: stored.stamp, data: stored.data } } : {}),
        ...(step === 'start' ? { captcha: captchaFor(request) } : {}),
      };
      // No data, no personal page: a step opened without a draft is the same for everyone.
      return Object.keys(data).length > 0 ? { data } : {};
    },
    action: (request) => {
      if (request.intent === WIZARD_INTENTS.adopted) return adopted();
      // The shell sends only the intents listed above.
      if (request.intent !== intent) throw new Error(`The ${step} step does not answer "${request.intent}"`);
      return answer(request);
    },
  };
}

type Stored =
  { ok: true; token: string | null } | { ok: false; status: number | null; fieldErrors: Record<string, string> };

/**
 * The order stored through the api's own endpoint, as the page stores it (server to server): with
 * the page's idempotency key, so a double submit stores one order, and the visitor's address, so
 * the api's rate limits count the visitor and not the composition server.
 */
async function storeOrder(request: ActionRequest, order: unknown, idempotencyKey: string): Promise<Stored> {
  let response: Response;
  try {
    response = await fetch(`${request.config.endpoints.api.replace(/\/+$/, '')}/orders`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': idempotencyKey,
        'X-Forwarded-For': request.visitor.forwardedFor,
      },
      body: JSON.stringify(order),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, status: null, fieldErrors: {} };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = OrderCreatedResponseSchema.safeParse(json);
    return parsed.success ? { ok: true, token: parsed.data.order.token } : { ok: false, status: 502, fieldErrors: {} };
  }
  const fieldErrors: Record<string, string> = {};
  const errors = (json as { errors?: { field?: unknown; message?: unknown }[] } | null)?.errors;
  if (Array.isArray(errors)) {
    for (const e of errors) {
      if (typeof e.field === 'string' && typeof e.message === 'string') fieldErrors[e.field] ??= e.message;
    }
  }
  return { ok: false, status: response.status, fieldErrors };
}

/** The page's key as the api accepts keys (8 to 200 characters), or a fresh one. */
function pageKey(value: string): string {
  const key = value.trim();
  return key.length >= 8 && key.length <= 200 ? key : randomUUID();
}
