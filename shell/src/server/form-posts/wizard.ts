import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { PostedForm, RuntimeConfig, ServerCaptcha, WizardDraft } from '@shared/platform/core';
import {
  OrderCreatedResponseSchema,
  orderPagePath,
  AssignmentTypeSchema,
  SpecialistLevelSchema,
  SubjectSchema,
} from '@shared/contracts';
import { IDEMPOTENCY_FIELD, INTENT_FIELD } from '@shared/ui/forms';
import { assignmentTypeFromSlug, subjectFromSlug } from '@shared/domain/pricing';
import {
  applyCoupon,
  CAPTCHA_TOKEN_FIELD,
  INITIAL_WIZARD_DATA,
  isStepComplete,
  reviveWizardData,
  validateDetails,
  validateSpecialist,
  validateStart,
  validateTask,
  PAY_NOW_NEEDS_SCRIPT,
  SPECIALIST_ACTION_FIELD,
  SPECIALIST_ACTIONS,
  WIZARD_INTENTS,
  WIZARD_STEPS,
  type WizardData,
} from '@shared/domain/wizard';
import {
  CAPTCHA_ERROR_MESSAGE,
  CAPTCHA_REQUIRED_MESSAGE,
  isCaptchaCorrect,
  newCaptcha,
  type Captcha,
} from '@shared/domain/wizard/captcha';
import { buildOrderRequest } from '@shared/domain/wizard/order-request';
import { END_OF_DAY, nowIn, TIME_OF_DAY_PATTERN } from '@shared/domain/time';
import { FORM_POSTS, postedValues, type FormPostContext } from './index';
import { open, openPrivate, privateKey, seal, sealPrivate } from './signed';

/**
 * The order wizard without JavaScript (or submitted before the page's scripts ran). Each step's
 * form posts to its own page with an intent of its own; the draft the steps build is kept in an
 * encrypted, HttpOnly, SameSite=Lax cookie (Secure on https), the steps are checked with the wizard's own rules
 * (@shared/domain/wizard), and the order is stored through the api exactly as the page stores it.
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
const stepPath = (id: (typeof WIZARD_STEPS)[number]['id']) => WIZARD_STEPS.find((s) => s.id === id)!.path;
const WIZARD_PATHS = new Set<string>(WIZARD_STEPS.map((s) => s.path));

interface Placed {
  /** The idempotency key of the page that stored the order, and the order page's token. */
  key: string;
  token: string;
}
type StoredDraft = { stamp: string; data: WizardData; placed?: Placed };

export interface WizardForms {
  /** The draft a wizard page renders from, and the start page's captcha. */
  forms: (url: URL, cookieHeader: string) => { draft?: WizardDraft; captcha?: ServerCaptcha };
  /** Where the specialist step sends a visitor whose order is stored (Back after Pay Later). */
  redirect: (url: URL, cookieHeader: string) => string | null;
}

export function registerWizardForms(secret: Buffer): WizardForms {
  // The draft holds the visitor's contact details and, after Pay Later, the order's token: it is
  // encrypted, not only signed (the captcha, which the page shows anyway, is only signed).
  const draftKey = privateKey(secret, 'order-draft');
  const readDraft = (cookieHeader: string): StoredDraft | null => {
    const cookies = parseCookies(cookieHeader);
    let sealed = '';
    for (let i = 0; i < MAX_CHUNKS && cookies[chunkName(i)]; i += 1) sealed += cookies[chunkName(i)];
    const opened = sealed ? openPrivate(draftKey, sealed) : null;
    if (!opened || typeof opened !== 'object') return null;
    const { stamp, data, placed } = opened as { stamp?: unknown; data?: unknown; placed?: unknown };
    const revived = reviveWizardData(data);
    if (typeof stamp !== 'string' || !revived) return null;
    const order = placed as Placed | undefined;
    return typeof order?.key === 'string' && typeof order.token === 'string'
      ? { stamp, data: revived, placed: { key: order.key, token: order.token } }
      : { stamp, data: revived };
  };

  /** Keeps the draft in its cookies, with a new stamp; null when it is too long for them. */
  const writeDraft = (c: Context, post: FormPostContext, data: WizardData, placed?: Placed): WizardDraft | null => {
    const draft = { stamp: crypto.randomUUID(), data, ...(placed ? { placed } : {}) };
    // A stored order is remembered briefly: long enough for a double tap or Back, not for the next order.
    const ttl = placed ? PLACED_TTL_MS : DRAFT_TTL_MS;
    const sealed = sealPrivate(draftKey, draft, ttl);
    const chunks = sealed.match(new RegExp(`.{1,${CHUNK_CHARS}}`, 'g')) ?? [];
    if (chunks.length > MAX_CHUNKS) return null;
    // The visitor's protocol, by the trusted-proxy rule: behind a TLS proxy the request URL says http.
    const { secure } = post;
    for (let i = 0; i < MAX_CHUNKS; i += 1) {
      if (i < chunks.length) {
        setCookie(c, chunkName(i), chunks[i]!, {
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
          secure,
          maxAge: ttl / 1000,
        });
      } else {
        deleteCookie(c, chunkName(i), { path: '/' });
      }
    }
    return draft;
  };
  const clearDraft = (c: Context) => {
    for (let i = 0; i < MAX_CHUNKS; i += 1) deleteCookie(c, chunkName(i), { path: '/' });
  };
  /**
   * Once Pay Later stored the order, the draft is emptied and remembers the order only: the same
   * page submitted again (a double tap) and the step opened again (Back) go to the order's page.
   */
  const placeOrder = (c: Context, post: FormPostContext, placed: Placed) => {
    writeDraft(c, post, structuredClone(INITIAL_WIZARD_DATA), placed);
    return c.redirect(orderPagePath(placed.token), 303);
  };

  const captchaFor = (question: Captcha = newCaptcha(Math.random)): ServerCaptcha => ({
    ...question,
    token: seal(secret, question, CAPTCHA_TTL_MS),
  });
  const captchaOf = (token: string | null): Captcha | null => {
    const opened = token ? open(secret, token) : null;
    if (!opened || typeof opened !== 'object') return null;
    const { a, b } = opened as { a?: unknown; b?: unknown };
    return typeof a === 'number' && typeof b === 'number' ? { a, b } : null;
  };

  const draftOf = (c: Context) => readDraft(c.req.header('cookie') ?? '')?.data ?? structuredClone(INITIAL_WIZARD_DATA);
  const invalid = (intent: string, values: Record<string, string>, errors: Record<string, string | undefined>) =>
    ({
      intent,
      status: 'invalid',
      values,
      errors: Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]))),
    }) satisfies PostedForm;
  /** The step again with its errors, from the draft with everything typed in it. */
  const answerInvalid = async (
    c: Context,
    post: FormPostContext,
    data: WizardData,
    posted: PostedForm,
    captcha?: ServerCaptcha,
  ) => {
    const draft = writeDraft(c, post, data);
    if (!draft) {
      posted = { ...posted, errors: { ...posted.errors, instructions: TOO_LONG_MESSAGE } };
      return post.renderAnswer(posted, 422, { draft: { stamp: crypto.randomUUID(), data }, captcha });
    }
    return post.renderAnswer(posted, 422, { draft, captcha });
  };
  const next = (c: Context, post: FormPostContext, data: WizardData, to: string, posted: PostedForm) => {
    if (!writeDraft(c, post, data)) return answerInvalid(c, post, data, posted);
    return c.redirect(to, 303);
  };

  FORM_POSTS.set(WIZARD_INTENTS.start, (form, c, post) => {
    const values = postedValues(form, [INTENT_FIELD, IDEMPOTENCY_FIELD, CAPTCHA_TOKEN_FIELD]);
    const data = draftOf(c);
    data.start = {
      name: (values.name ?? '').slice(0, 200),
      email: (values.email ?? '').slice(0, 320),
      phone: (values.phone ?? '').slice(0, 40),
      acceptTerms: values.acceptTerms === 'on',
      done: false,
    };
    // A link may have chosen the kind of work and subject (`/order?type=…&subject=…`).
    const query = new URL(c.req.url).searchParams;
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
    const question = captchaOf(form.get(CAPTCHA_TOKEN_FIELD));
    const answer = values.captcha ?? '';
    const captchaError = !answer.trim()
      ? CAPTCHA_REQUIRED_MESSAGE
      : question && isCaptchaCorrect(question, answer)
        ? null
        : CAPTCHA_ERROR_MESSAGE;
    if (!checked.ok || captchaError) {
      // A wrong (or expired) answer gets a new question and loses the old answer; a right one stays.
      const keep = captchaError === null && question;
      const posted = invalid(WIZARD_INTENTS.start, keep ? values : { ...values, captcha: '' }, {
        ...(checked.ok ? {} : checked.errors),
        captcha: captchaError ?? undefined,
      });
      return answerInvalid(c, post, data, posted, keep ? captchaFor(question) : captchaFor());
    }
    data.start = { ...data.start, ...checked.value, acceptTerms: true, done: true };
    // The specialist step asks for a name and a mobile: they start as the ones given here.
    data.specialist.name ||= checked.value.name;
    data.specialist.mobile ||= checked.value.phone;
    return next(c, post, data, stepPath('details'), invalid(WIZARD_INTENTS.start, values, {}));
  });

  FORM_POSTS.set(WIZARD_INTENTS.details, (form, c, post) => {
    const values = postedValues(form, [INTENT_FIELD, IDEMPOTENCY_FIELD]);
    const data = draftOf(c);
    const type = AssignmentTypeSchema.safeParse(values.assignmentType);
    const subject = SubjectSchema.safeParse(values.subject);
    const deadline = /^\d{4}-\d{2}-\d{2}$/.test(values.deadline ?? '') ? values.deadline! : '';
    // The due time is the visitor's, in their zone (its cookie, their country's or the site's).
    const deadlineTime = TIME_OF_DAY_PATTERN.test(values.deadlineTime ?? '') ? values.deadlineTime! : '';
    data.details = {
      assignmentType: type.success ? type.data : '',
      subject: subject.success ? subject.data : '',
      assignmentTypeOther: (values.assignmentTypeOther ?? '').slice(0, 200),
      subjectOther: (values.subjectOther ?? '').slice(0, 200),
      deadline,
      deadlineTime: deadlineTime === END_OF_DAY ? '' : deadlineTime,
      timeZone: post.timeZone,
      firstDraft: values.firstDraft === 'on',
      done: false,
    };
    const now = nowIn(post.timeZone);
    const checked = validateDetails(data.details, now.date, now.time);
    if (!checked.ok) {
      return answerInvalid(c, post, data, invalid(WIZARD_INTENTS.details, values, checked.errors));
    }
    data.details.done = true;
    return next(c, post, data, stepPath('task'), invalid(WIZARD_INTENTS.details, values, {}));
  });

  FORM_POSTS.set(WIZARD_INTENTS.task, (form, c, post) => {
    const values = postedValues(form, [INTENT_FIELD, IDEMPOTENCY_FIELD]);
    const data = draftOf(c);
    if (!isStepComplete(data, 'details')) return c.redirect(stepPath('details'), 303);
    data.task = {
      instructions: (values.instructions ?? '').slice(0, 10_000),
      fileName: (values.fileName ?? '').slice(0, 2000),
      wordCount: (values.wordCount ?? '').slice(0, 40),
      done: false,
    };
    const checked = validateTask(data.task);
    if (!checked.ok) return answerInvalid(c, post, data, invalid(WIZARD_INTENTS.task, values, checked.errors));
    data.task = {
      ...data.task,
      fileName: checked.value.fileName,
      wordCount: String(checked.value.wordCount),
      done: true,
    };
    return next(c, post, data, stepPath('specialist'), invalid(WIZARD_INTENTS.task, values, {}));
  });

  FORM_POSTS.set(WIZARD_INTENTS.specialist, async (form, c, post) => {
    const values = postedValues(form, [INTENT_FIELD, IDEMPOTENCY_FIELD]);
    const key = pageKey(form.get(IDEMPOTENCY_FIELD));
    const placed = readDraft(c.req.header('cookie') ?? '')?.placed;
    if (placed?.key === key) return c.redirect(orderPagePath(placed.token), 303);
    const data = draftOf(c);
    if (!isStepComplete(data, 'details') || !isStepComplete(data, 'task')) {
      return c.redirect(stepPath('task'), 303);
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
      return next(c, post, data, stepPath('specialist'), invalid(intent, values, {}));
    }
    // A coupon typed but not applied is applied with the order, as Apply would.
    if (
      action === SPECIALIST_ACTIONS.applyCoupon ||
      (data.specialist.couponInput.trim() && !data.specialist.couponCode)
    ) {
      const coupon = applyCoupon(data.specialist.couponInput);
      if (!coupon.ok) return answerInvalid(c, post, data, invalid(intent, values, { coupon: coupon.message }));
      data.specialist = { ...data.specialist, couponCode: coupon.code, couponInput: coupon.code };
      if (action === SPECIALIST_ACTIONS.applyCoupon)
        return next(c, post, data, stepPath('specialist'), invalid(intent, values, {}));
    }
    const checked = validateSpecialist(data.specialist);
    if (!checked.ok) return answerInvalid(c, post, data, invalid(intent, values, checked.errors));
    if (action === SPECIALIST_ACTIONS.payNow) {
      const posted: PostedForm = { ...invalid(intent, values, {}), status: 'failed', result: PAY_NOW_NEEDS_SCRIPT };
      return answerInvalid(c, post, data, posted);
    }
    data.specialist = { ...data.specialist, ...checked.value };
    const request = buildOrderRequest(data, 'Pay Later');
    const stored = request
      ? await storeOrder(post.config, request, key, post.forwardedFor)
      : ({ ok: false, status: 422, fieldErrors: {} } as const);
    if (stored.ok && stored.token) return placeOrder(c, post, { key, token: stored.token });
    // The page says what the page says after a failed Pay Later: "unreachable" or "failed".
    const unreachable = !stored.ok && stored.status === null;
    const posted: PostedForm = {
      intent,
      status: unreachable ? 'unreachable' : 'failed',
      values,
      errors: stored.ok ? {} : stored.fieldErrors,
      ...(!stored.ok && stored.status !== null ? { apiStatus: stored.status } : {}),
    };
    const draft = writeDraft(c, post, data) ?? { stamp: crypto.randomUUID(), data };
    return post.renderAnswer(posted, unreachable ? 503 : 502, { draft });
  });

  FORM_POSTS.set(WIZARD_INTENTS.adopted, (_form, c) => {
    clearDraft(c);
    return c.body(null, 204);
  });

  return {
    redirect: (url, cookieHeader) => {
      if (url.pathname !== stepPath('specialist')) return null;
      const placed = readDraft(cookieHeader)?.placed;
      return placed ? orderPagePath(placed.token) : null;
    },
    forms: (url, cookieHeader) => {
      if (!WIZARD_PATHS.has(url.pathname)) return {};
      const stored = readDraft(cookieHeader);
      const draft = stored && !stored.placed ? { stamp: stored.stamp, data: stored.data } : null;
      return {
        ...(draft ? { draft } : {}),
        ...(url.pathname === stepPath('start') ? { captcha: captchaFor() } : {}),
      };
    },
  };
}

type Stored =
  { ok: true; token: string | null } | { ok: false; status: number | null; fieldErrors: Record<string, string> };

/** The order stored through the api's own endpoint, as the page stores it (server to server). */
async function storeOrder(
  config: RuntimeConfig,
  request: unknown,
  idempotencyKey: string,
  forwardedFor: string,
): Promise<Stored> {
  let response: Response;
  try {
    response = await fetch(`${config.endpoints.api.replace(/\/+$/, '')}/orders`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': idempotencyKey,
        'X-Forwarded-For': forwardedFor,
      },
      body: JSON.stringify(request),
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
function pageKey(value: string | null): string {
  const key = value?.trim() ?? '';
  return key.length >= 8 && key.length <= 200 ? key : crypto.randomUUID();
}
