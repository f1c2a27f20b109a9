import { loadRemote, registerRemotes } from '@module-federation/runtime';
import * as shared from '@shared/platform/core';
import { renderStandalone } from '@shared/ui/standalone';

// Imported, not bundled in: a static import would share the contract entry's chunk with this page,
// and federation would then ship the composed site's entry as two files (a facade and its chunk).
void import('./remote-entry').then((entry) =>
  renderStandalone('tools', { ...entry }, { loadRemote, registerRemotes }, shared),
);
