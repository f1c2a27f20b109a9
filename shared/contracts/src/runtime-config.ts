// zod/mini: these schemas are parsed on every first load, and the mini build is a fraction of the size.
import * as z from 'zod/mini';

/**
 * The independently deployed sections, in registration order: the names a config may point at.
 * `@shared/build`'s apps list gives each its folder and port (a test there keeps the two equal).
 */
export const SECTION_NAMES = ['marketing', 'blog', 'tools', 'checkout'] as const;
export type SectionName = (typeof SECTION_NAMES)[number];
/** Whether a name from outside (a post, a URL, the command line) is one of the site's sections. */
export const isSectionName = (name: string | null | undefined): name is SectionName =>
  !!name && (SECTION_NAMES as readonly string[]).includes(name);
export const SectionNameSchema = z.enum(SECTION_NAMES);

const httpUrl = z.url({ protocol: /^https?$/ });

/** An IANA time zone name's shape ("Asia/Kolkata", "UTC"); whether the runtime knows it is checked where it is used. */
export const TIME_ZONE_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;
/** Where the agency is, and most of its students: times are shown here until the visitor's own zone is known. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
/** An optional link: an empty string means "not provided" and the link is not rendered. */
const optionalUrl = z.union([z.literal(''), httpUrl]);

export const SiteDetailsSchema = z.object({
  businessName: z.string().check(z.minLength(1)),
  /** The registered business name receipts are issued in (the business name when not set). */
  legalName: z.optional(z.string().check(z.minLength(1))),
  /** Tax registration as receipts print it, such as "GSTIN 19ABCDE1234F1Z5"; none when not set. */
  taxDetails: z.optional(z.string().check(z.minLength(1))),
  /** The site's public address, for canonical URLs, Open Graph and sitemap.xml (no trailing slash). */
  siteUrl: z.url({ protocol: /^https?$/ }).check(z.regex(/[^/]$/)),
  postalAddress: z.string().check(z.minLength(1)),
  emails: z.tuple([z.email(), z.email()]),
  phones: z.array(z.string().check(z.regex(/^\+?[0-9 ()-]{7,20}$/))).check(z.minLength(1)),
  /** International number in digits only, as the click-to-chat link wants it. */
  chatNumber: z.string().check(z.regex(/^[0-9]{8,15}$/)),
  externalSite: httpUrl,
  social: z.array(z.object({ label: z.string().check(z.minLength(1)), url: httpUrl })),
  reviewLinks: z.array(httpUrl),
  samplesFolders: z.object({ nonTechnical: optionalUrl, technical: optionalUrl }),
  conceptOriginator: z.object({ name: z.string().check(z.minLength(1)), url: optionalUrl }),
  mapEmbedUrl: optionalUrl,
  /**
   * The time zone pages show times in for a visitor whose own zone the server does not know yet
   * (IANA name; `DEFAULT_TIME_ZONE` when not set). See docs/decisions/024-times-where-the-visitor-is.md.
   */
  timeZone: z.optional(z.string().check(z.regex(TIME_ZONE_PATTERN))),
});
export type SiteDetails = z.infer<typeof SiteDetailsSchema>;

/** The currencies a visitor may see beside INR (which is what is charged). */
export const LOCAL_CURRENCIES = ['GBP', 'EUR', 'USD', 'AUD', 'CAD', 'NZD'] as const;
export type LocalCurrency = (typeof LOCAL_CURRENCIES)[number];

/**
 * Exchange rates for showing INR amounts in a visitor's currency, never for charging. Kept in the
 * config (not fetched from a third party at page load) and shown with their date.
 */
export const CurrencyRatesSchema = z.object({
  /** The day the rates were taken, `YYYY-MM-DD`. */
  date: z.iso.date(),
  /** Rupees for one unit of each currency (GBP: 112 means £1 = ₹112). A currency left out is not offered. */
  inrPerUnit: z.partialRecord(z.enum(LOCAL_CURRENCIES), z.number().check(z.positive())),
});
export type CurrencyRates = z.infer<typeof CurrencyRatesSchema>;

export const CanarySchema = z.object({
  remote: httpUrl,
  /** The share of visitors, in per cent, who get `remote`. */
  percent: z.number().check(z.int(), z.gte(1), z.lte(99)),
});
export type Canary = z.infer<typeof CanarySchema>;

export const RuntimeConfigSchema = z.object({
  /**
   * Each section's `mf-manifest.json`. Releasing a section means changing one of these URLs. A
   * section left out (say, one the shell knows but this deployment has not shipped yet) is not an
   * error: its pages get the section fallback and the rest of the site works.
   */
  remotes: z.partialRecord(SectionNameSchema, httpUrl),
  /**
   * Sections being released to a share of visitors (`pnpm release <section> <url> --percent N`):
   * that share gets `remote` instead of the section's URL in `remotes`. The composition server
   * resolves it per visitor, so a page (and the browser that hydrates it) sees one URL only.
   */
  canaries: z.optional(z.partialRecord(SectionNameSchema, CanarySchema)),
  endpoints: z.object({
    /** Form-collection endpoints: POST JSON, success on 2xx. */
    lead: httpUrl,
    contact: httpUrl,
    /** LanguageTool-protocol `/v2/check` URL. */
    grammar: httpUrl,
    /** Base URL of the site's own service (orders, payments, paraphrase). */
    api: httpUrl,
    /** Where the browser sends field measurements (release health); `<api>/v1/vitals` when not set. */
    vitals: z.optional(httpUrl),
  }),
  payment: z.object({
    /** Razorpay public key id; empty means the api decides (test mode when it has no keys). */
    razorpayKeyId: z.string(),
  }),
  site: SiteDetailsSchema,
  /** Without it, prices are shown in INR only. */
  currency: z.optional(CurrencyRatesSchema),
  /**
   * Field measurement (release health), only ever after cookie consent: the share of page views
   * that report, 0 to 1. Without it nothing is measured.
   */
  vitals: z.optional(z.object({ sampleRate: z.number().check(z.gte(0), z.lte(1)) })),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/** Why a config file was refused, naming the first bad field so the error page can say which. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const result = RuntimeConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || '(root)';
  throw new RuntimeConfigError(`${field}: ${issue?.message ?? 'invalid value'}`, field);
}
