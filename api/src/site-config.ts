import { readFileSync, statSync } from 'node:fs';
import { DEFAULT_TIME_ZONE, RuntimeConfigSchema } from '@shared/contracts';
import { isTimeZone } from '@shared/domain/time';

/** The business a receipt is issued by, as the site's runtime configuration names it. */
export interface ReceiptIssuer {
  businessName: string;
  /** The registered name, when it differs from the trading name. */
  legalName: string;
  postalAddress: string | null;
  /** Tax registration, as it is to be printed ("GSTIN 19ABCDE1234F1Z5"); null when none is configured. */
  taxDetails: string | null;
  emails: string[];
  siteUrl: string;
}

/** What the api takes from the site's `config.json`: who issues receipts, and the default time zone. */
export interface SiteSettings {
  issuer: ReceiptIssuer;
  /** Times in emails and receipts of orders that named no zone are shown here. */
  timeZone: string;
}

/**
 * The deployment's `config.json` (the file the composition server reads, `SITE_CONFIG_FILE`),
 * checked with the same schema at start-up (a broken one stops the api, as it stops the site) and
 * read again whenever the file changes, so a receipt names the business details the site shows.
 * Without a file, a receipt names only the site's address (and the api says so when it starts).
 */
export function siteSettingsReader(configFile: string | undefined, siteUrl: string): () => SiteSettings {
  if (!configFile) {
    const host = new URL(siteUrl).host;
    const settings: SiteSettings = {
      issuer: { businessName: host, legalName: host, postalAddress: null, taxDetails: null, emails: [], siteUrl },
      timeZone: DEFAULT_TIME_ZONE,
    };
    return () => settings;
  }
  const read = (): SiteSettings => {
    const { site } = RuntimeConfigSchema.parse(JSON.parse(readFileSync(configFile, 'utf8')));
    return {
      issuer: {
        businessName: site.businessName,
        legalName: site.legalName ?? site.businessName,
        postalAddress: site.postalAddress,
        taxDetails: site.taxDetails ?? null,
        emails: site.emails,
        siteUrl: site.siteUrl,
      },
      timeZone: site.timeZone && isTimeZone(site.timeZone) ? site.timeZone : DEFAULT_TIME_ZONE,
    };
  };
  let current = read();
  let stamp = statSync(configFile).mtimeMs;
  return () => {
    try {
      const changed = statSync(configFile).mtimeMs;
      if (changed !== stamp) {
        current = read();
        stamp = changed;
      }
    } catch {
      // A config being replaced, or broken: the last good one stays until a good one is back.
    }
    return current;
  };
}
