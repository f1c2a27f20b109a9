/** Framework-free helpers for the legal pages: filling business details in and listing the contents. */
import type { SiteDetails } from '@shared/platform/core';
import type { LegalDocument } from '../../content/legal';

const PLACEHOLDER = /\{(businessName|postalAddress)\}/g;

/** Replaces `{businessName}` and `{postalAddress}` with the configured values. */
export function fillSiteDetails(text: string, site: Pick<SiteDetails, 'businessName' | 'postalAddress'>): string {
  return text.replace(PLACEHOLDER, (_match, key: 'businessName' | 'postalAddress') => site[key]);
}

export interface TocEntry {
  id: string;
  title: string;
  children: { id: string; title: string }[];
}

/** The table of contents: every section, with its subsections nested under it. */
export function tableOfContents(document: LegalDocument): TocEntry[] {
  return document.sections.map((section) => ({
    id: section.id,
    title: section.title,
    children: (section.subsections ?? []).map(({ id, title }) => ({ id, title })),
  }));
}

/** Every heading id of a document, in page order; they must be unique for the anchors to work. */
export function headingIds(document: LegalDocument): string[] {
  return tableOfContents(document).flatMap((entry) => [entry.id, ...entry.children.map((child) => child.id)]);
}
