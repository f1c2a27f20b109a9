import type { SiteDetails } from '@shared/contracts/runtime-config';

/** The messaging app's click-to-chat link for the configured number; callers open it in a new tab with noopener. */
export function chatUrl(site: SiteDetails, text?: string): string {
  const url = new URL(`https://wa.me/${site.chatNumber}`);
  if (text) url.searchParams.set('text', text);
  return url.toString();
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** Attributes for every link that leaves the site in a new tab. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
