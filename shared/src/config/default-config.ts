import type { RuntimeConfig } from '../contracts/runtime-config';

/** Where each part is served locally (architecture brief, "Serving"). */
export const LOCAL_PORTS = {
  shell: 4173,
  marketing: 4174,
  blog: 4175,
  tools: 4176,
  checkout: 4177,
  api: 8787,
} as const;

/**
 * The config written to each build's `config.json`. A deployment replaces that file; nothing is
 * rebuilt. Business details are obviously fictional until the agency fills them in (decisions §20).
 */
export function defaultRuntimeConfig(host = 'localhost'): RuntimeConfig {
  const origin = (port: number) => `http://${host}:${port}`;
  const api = origin(LOCAL_PORTS.api);
  return {
    remotes: {
      marketing: `${origin(LOCAL_PORTS.marketing)}/mf-manifest.json`,
      blog: `${origin(LOCAL_PORTS.blog)}/mf-manifest.json`,
      tools: `${origin(LOCAL_PORTS.tools)}/mf-manifest.json`,
      checkout: `${origin(LOCAL_PORTS.checkout)}/mf-manifest.json`,
    },
    endpoints: {
      lead: `${api}/f/lead`,
      contact: `${api}/f/contact`,
      grammar: `${api}/v2/check`,
      api,
    },
    payment: { razorpayKeyId: '' },
    site: {
      businessName: 'Scholars Desk',
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
