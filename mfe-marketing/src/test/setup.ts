import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { provideRuntimeConfig } from '@shared/platform/core';
import { afterEach, vi } from 'vitest';

// The shell provides the runtime config before any page renders; tests start from the defaults.
provideRuntimeConfig(defaultRuntimeConfig());

// jsdom says its languages are en-US; tests run as a browser whose languages name no country, so
// phone fields start at their forms' own defaults (the phone field's tests cover the locale).
Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['en'] });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.sessionStorage.clear();
});
