import { API, localOrigin, SECTIONS, SHELL } from './apps.mjs';
import type { RuntimeConfig } from '@shared/contracts';

/**
 * The config written to each build's `config.json`. A deployment replaces that file; nothing is
 * rebuilt. Business details are obviously fictional (example.com addresses, a 555 number) until the
 * agency fills them in.
 */
export function defaultRuntimeConfig(host = 'localhost'): RuntimeConfig {
  const origin = (port: number) => localOrigin(port, host);
  const api = origin(API.port);
  return {
    remotes: Object.fromEntries(SECTIONS.map(({ name, port }) => [name, `${origin(port)}/mf-manifest.json`])),
    endpoints: {
      lead: `${api}/f/lead`,
      contact: `${api}/f/contact`,
      grammar: `${api}/v2/check`,
      api,
      vitals: `${api}/v1/vitals`,
    },
    payment: { razorpayKeyId: '' },
    // Every consenting visit reports; a busy deployment lowers it in config.json.
    vitals: { sampleRate: 1 },
    // Reference rates for showing prices in the visitor's currency; a deployment updates them
    // (and their date) in config.json, without a rebuild.
    currency: {
      date: '2026-11-01',
      inrPerUnit: { GBP: 112.4, EUR: 98.2, USD: 88.7, AUD: 57.6, CAD: 63.3, NZD: 50.9 },
    },
    site: {
      businessName: 'Scholars Desk',
      legalName: 'Scholars Desk Education Services Private Limited (example)',
      taxDetails: 'GSTIN 19AAAAA0000A1Z5 (example)',
      timeZone: 'Asia/Kolkata',
      siteUrl: origin(SHELL.port),
      postalAddress: '221 Example Street, Salt Lake Sector V, Kolkata, West Bengal 700091, India',
      emails: ['help@example.com', 'orders@example.com'],
      phones: ['+1 555 010 0199', '+91 55501 00199'],
      chatNumber: '15550100199',
      externalSite: 'https://agency.example.com/',
      social: [
        { label: 'Facebook', url: 'https://facebook.example.com/scholarsdesk' },
        { label: 'Instagram', url: 'https://instagram.example.com/scholarsdesk' },
        { label: 'LinkedIn', url: 'https://linkedin.example.com/company/scholarsdesk' },
        { label: 'X', url: 'https://x.example.com/scholarsdesk' },
      ],
      reviewLinks: ['https://reviews.example.com/scholarsdesk'],
      samplesFolders: { nonTechnical: 'https://drive.example.com/samples/non-technical', technical: '' },
      conceptOriginator: { name: 'A. N. Author', url: 'https://linkedin.example.com/in/an-author' },
      mapEmbedUrl: 'https://maps.example.com/embed?q=Salt+Lake+Sector+V+Kolkata',
    },
  };
}
