import { useRuntimeConfig } from '@shared/platform/core';

/** Where the contact form posts name, email, phone and message: the configured form-collection endpoint. */
export function useContactEndpoint(): string {
  return useRuntimeConfig().endpoints.contact;
}
