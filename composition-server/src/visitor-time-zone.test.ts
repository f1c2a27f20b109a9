import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { visitorTimeZone } from './visitor-time-zone';

const config = defaultRuntimeConfig();

describe('visitorTimeZone', () => {
  it('takes the zone the browser put in its cookie', () => {
    expect(visitorTimeZone('TimeZone=America%2FNew_York', 'IN', config)).toBe('America/New_York');
    expect(visitorTimeZone('a=b; TimeZone=Europe/London', undefined, config)).toBe('Europe/London');
  });

  it('without one, takes the zone of the visitor’s country, where it has one zone', () => {
    expect(visitorTimeZone('', 'IN', config)).toBe('Asia/Kolkata');
    expect(visitorTimeZone('', 'GB', config)).toBe('Europe/London');
  });

  it('else the site’s zone, and never a cookie value the runtime does not know', () => {
    expect(visitorTimeZone('', 'US', config)).toBe('Asia/Kolkata');
    expect(visitorTimeZone('', undefined, { ...config, site: { ...config.site, timeZone: 'Europe/Dublin' } })).toBe(
      'Europe/Dublin',
    );
    expect(visitorTimeZone('TimeZone=Mars%2FOlympus', 'GB', config)).toBe('Europe/London');
    expect(visitorTimeZone('TimeZone=%3Cscript%3E', undefined, config)).toBe('Asia/Kolkata');
    expect(visitorTimeZone('', undefined, { ...config, site: { ...config.site, timeZone: 'Nowhere/Town' } })).toBe(
      'Asia/Kolkata',
    );
  });
});
