import { useRuntimeConfig } from '@shared/platform/core';

/** Where the lead popup posts its payload: the configured form-collection endpoint. */
export function useLeadEndpoint(): string {
  return useRuntimeConfig().endpoints.lead;
}
