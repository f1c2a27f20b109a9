import { useRuntimeConfig } from 'shared/core';

/** Where the contact form posts (spec §7 call 2): the configured form-collection endpoint. */
export function useContactEndpoint(): string {
  return useRuntimeConfig().endpoints.contact;
}
