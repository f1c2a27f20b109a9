import { useRuntimeConfig } from 'shared/core';

/** Where the lead popup posts (spec §7 call 1): the configured form-collection endpoint. */
export function useLeadEndpoint(): string {
  return useRuntimeConfig().endpoints.lead;
}
