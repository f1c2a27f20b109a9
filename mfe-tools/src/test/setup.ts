import { afterEach } from 'vitest';

// Component tests (jsdom) get the DOM matchers, cleanup and the runtime config the shell would provide;
// logic tests in node skip all of it and stay fast.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  const { defaultRuntimeConfig } = await import('@shared/build/default-config');
  const { provideRuntimeConfig } = await import('@shared/platform/core');
  provideRuntimeConfig(defaultRuntimeConfig());
  afterEach(() => cleanup());
}
