import { useRuntimeConfig } from 'shared/core';

/** Where the lead popup posts its payload: the configured form-collection endpoint. */
export function useLeadEndpoint(): string {
  return useRuntimeConfig().endpoints.lead;
}
