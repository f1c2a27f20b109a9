import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { defaultRuntimeConfig, provideRuntimeConfig } from 'shared/core';
import { afterEach, vi } from 'vitest';

// The shell provides the runtime config before any page renders; tests start from the defaults.
provideRuntimeConfig(defaultRuntimeConfig());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.sessionStorage.clear();
});
