import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { provideRuntimeConfig } from '@shared/platform/core';
import { afterEach, vi } from 'vitest';

// The shell provides the runtime config before any page renders; tests start from the defaults.
provideRuntimeConfig(defaultRuntimeConfig());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // A test file may run in Node instead (`@vitest-environment node`), with no window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
