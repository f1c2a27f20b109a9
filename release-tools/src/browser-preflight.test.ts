import { describe, expect, it } from 'vitest';
import { concernsAService } from './browser-preflight';

const services = new Set(['http://localhost:8787']);

describe('the browser preflight', () => {
  it("does not hold a service refusing the preflight server's origin against the build", () => {
    const cors =
      "Access to fetch at 'http://localhost:8787/orders/by-token/aaaa' from origin 'http://localhost:40863' has " +
      "been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.";
    expect(concernsAService(cors, 'http://localhost:40863/orders/aaaa', services)).toBe(true);
    expect(
      concernsAService(
        'Failed to load resource: net::ERR_FAILED',
        'http://localhost:8787/orders/by-token/aaaa',
        services,
      ),
    ).toBe(true);
  });

  it("holds the build's own failures against it", () => {
    expect(concernsAService('TypeError: x is undefined', 'http://localhost:4175/assets/page.js', services)).toBe(false);
    expect(
      concernsAService(
        'Failed to load resource: the server responded with a status of 404',
        'http://localhost:4175/assets/gone.js',
        services,
      ),
    ).toBe(false);
    expect(
      concernsAService("Access to fetch at 'http://localhost:4175/x' from origin 'http://a' …", '', services),
    ).toBe(false);
  });
});
