import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared/router';
import {
  createFederationSectionLoader,
  fetchRuntimeConfig,
  provideRuntimeConfig,
  provideSectionLoader,
  RuntimeConfigError,
} from 'shared/core';
import 'shared/tokens.css';
import '../styles/global.css';
import { ConfigErrorPage } from '../pages/config-error-page';
import { SiteRoutes } from './router';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const root = createRoot(container);
  try {
    const config = await fetchRuntimeConfig();
    provideRuntimeConfig(config);
    provideSectionLoader(createFederationSectionLoader({ loadRemote, registerRemotes }, config.remotes));
  } catch (error) {
    const failure = error instanceof RuntimeConfigError ? error : new RuntimeConfigError(String(error), '(file)');
    root.render(<ConfigErrorPage error={failure} />);
    return;
  }
  root.render(
    <StrictMode>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
