import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { provideRuntimeConfig } from '@shared/platform/core';

provideRuntimeConfig(defaultRuntimeConfig());
// Articles are long pages; role queries over them take a while in jsdom.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
