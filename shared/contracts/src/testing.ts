import type { RuntimeConfig } from './runtime-config';

/**
 * A whole, valid runtime config for tests of code that takes one (the contracts' own, the
 * domain's, the platform's). Apps' tests use `@shared/build/default-config`, the config every
 * build writes; this one is its twin without the apps list, which the contracts do not know.
 */
export function exampleRuntimeConfig(): RuntimeConfig {
  const api = 'http://localhost:8787';
  return {
    remotes: {
      marketing: 'http://localhost:4174/mf-manifest.json',
      blog: 'http://localhost:4175/mf-manifest.json',
      tools: 'http://localhost:4176/mf-manifest.json',
      checkout: 'http://localhost:4177/mf-manifest.json',
    },
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
      siteUrl: 'http://localhost:4173',
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
