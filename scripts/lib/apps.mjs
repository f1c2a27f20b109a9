// The apps of the workspace and where each is served (the architecture brief's "Serving" table).
export const APPS = [
  { name: 'shell', dir: 'shell', port: 4173 },
  { name: 'marketing', dir: 'mfe-marketing', port: 4174 },
  { name: 'blog', dir: 'mfe-blog', port: 4175 },
  { name: 'tools', dir: 'mfe-tools', port: 4176 },
  { name: 'checkout', dir: 'mfe-checkout', port: 4177 },
];
export const API_PORT = 8787;
