/** Countries offered by phone fields, with their international dialling codes (digits only). */
export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  iso: string;
  name: string;
  dial: string;
}

export const COUNTRIES: readonly Country[] = [
  { iso: 'AU', name: 'Australia', dial: '61' },
  { iso: 'AT', name: 'Austria', dial: '43' },
  { iso: 'BH', name: 'Bahrain', dial: '973' },
  { iso: 'BD', name: 'Bangladesh', dial: '880' },
  { iso: 'BE', name: 'Belgium', dial: '32' },
  { iso: 'BR', name: 'Brazil', dial: '55' },
  { iso: 'BG', name: 'Bulgaria', dial: '359' },
  { iso: 'CA', name: 'Canada', dial: '1' },
  { iso: 'CN', name: 'China', dial: '86' },
  { iso: 'HR', name: 'Croatia', dial: '385' },
  { iso: 'CY', name: 'Cyprus', dial: '357' },
  { iso: 'CZ', name: 'Czechia', dial: '420' },
  { iso: 'DK', name: 'Denmark', dial: '45' },
  { iso: 'EG', name: 'Egypt', dial: '20' },
  { iso: 'EE', name: 'Estonia', dial: '372' },
  { iso: 'FI', name: 'Finland', dial: '358' },
  { iso: 'FR', name: 'France', dial: '33' },
  { iso: 'DE', name: 'Germany', dial: '49' },
  { iso: 'GH', name: 'Ghana', dial: '233' },
  { iso: 'GR', name: 'Greece', dial: '30' },
  { iso: 'HK', name: 'Hong Kong', dial: '852' },
  { iso: 'HU', name: 'Hungary', dial: '36' },
  { iso: 'IN', name: 'India', dial: '91' },
  { iso: 'ID', name: 'Indonesia', dial: '62' },
  { iso: 'IE', name: 'Ireland', dial: '353' },
  { iso: 'IL', name: 'Israel', dial: '972' },
  { iso: 'IT', name: 'Italy', dial: '39' },
  { iso: 'JP', name: 'Japan', dial: '81' },
  { iso: 'KE', name: 'Kenya', dial: '254' },
  { iso: 'KW', name: 'Kuwait', dial: '965' },
  { iso: 'LV', name: 'Latvia', dial: '371' },
  { iso: 'LT', name: 'Lithuania', dial: '370' },
  { iso: 'LU', name: 'Luxembourg', dial: '352' },
  { iso: 'MY', name: 'Malaysia', dial: '60' },
  { iso: 'MT', name: 'Malta', dial: '356' },
  { iso: 'MX', name: 'Mexico', dial: '52' },
  { iso: 'NP', name: 'Nepal', dial: '977' },
  { iso: 'NL', name: 'Netherlands', dial: '31' },
  { iso: 'NZ', name: 'New Zealand', dial: '64' },
  { iso: 'NG', name: 'Nigeria', dial: '234' },
  { iso: 'NO', name: 'Norway', dial: '47' },
  { iso: 'OM', name: 'Oman', dial: '968' },
  { iso: 'PK', name: 'Pakistan', dial: '92' },
  { iso: 'PH', name: 'Philippines', dial: '63' },
  { iso: 'PL', name: 'Poland', dial: '48' },
  { iso: 'PT', name: 'Portugal', dial: '351' },
  { iso: 'QA', name: 'Qatar', dial: '974' },
  { iso: 'RO', name: 'Romania', dial: '40' },
  { iso: 'SA', name: 'Saudi Arabia', dial: '966' },
  { iso: 'SG', name: 'Singapore', dial: '65' },
  { iso: 'SK', name: 'Slovakia', dial: '421' },
  { iso: 'SI', name: 'Slovenia', dial: '386' },
  { iso: 'ZA', name: 'South Africa', dial: '27' },
  { iso: 'KR', name: 'South Korea', dial: '82' },
  { iso: 'ES', name: 'Spain', dial: '34' },
  { iso: 'LK', name: 'Sri Lanka', dial: '94' },
  { iso: 'SE', name: 'Sweden', dial: '46' },
  { iso: 'CH', name: 'Switzerland', dial: '41' },
  { iso: 'TH', name: 'Thailand', dial: '66' },
  { iso: 'TR', name: 'Türkiye', dial: '90' },
  { iso: 'AE', name: 'United Arab Emirates', dial: '971' },
  { iso: 'GB', name: 'United Kingdom', dial: '44' },
  { iso: 'US', name: 'United States', dial: '1' },
  { iso: 'VN', name: 'Vietnam', dial: '84' },
];

/** Other names people type when looking for a country. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  GB: ['UK', 'Great Britain', 'England', 'Scotland', 'Wales', 'Britain'],
  US: ['USA', 'America', 'United States of America'],
  AE: ['UAE', 'Emirates', 'Dubai', 'Abu Dhabi'],
  CZ: ['Czech Republic'],
  TR: ['Turkey'],
  KR: ['Korea'],
  NL: ['Holland'],
};

export function countryByIso(iso: string): Country | undefined {
  const code = iso.toUpperCase();
  return COUNTRIES.find((country) => country.iso === code);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * Countries matching a search: by name or alias (a word starting with the query ranks first),
 * by ISO code, or by dialling code ("44", "+44"). An empty query returns every country.
 */
export function searchCountries(query: string, countries: readonly Country[] = COUNTRIES): Country[] {
  const q = fold(query);
  if (!q) return [...countries];
  const digits = q.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) {
    return countries
      .filter((country) => country.dial.startsWith(digits))
      .sort((a, b) => Number(b.dial === digits) - Number(a.dial === digits));
  }
  const scored: { country: Country; score: number }[] = [];
  for (const country of countries) {
    const names = [country.name, ...(ALIASES[country.iso] ?? [])].map(fold);
    let score = 0;
    if (fold(country.iso) === q) score = 3;
    else if (names.some((name) => name.startsWith(q))) score = 2;
    else if (names.some((name) => name.split(/[\s-]+/).some((word) => word.startsWith(q)))) score = 1.5;
    else if (names.some((name) => name.includes(q))) score = 1;
    if (score > 0) scored.push({ country, score });
  }
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.country);
}

/**
 * The country of the first of the browser's languages that names one the field offers
 * (`en-GB` → United Kingdom, `en-AU` → Australia); null when none does (`en`, `hi`).
 */
export function countryForLocales(languages: readonly string[]): Country | null {
  for (const language of languages) {
    // language[-Script]-REGION, e.g. "en-GB", "zh-Hant-HK"; a numeric region ("es-419") names no country.
    const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i.exec(language)?.[1];
    const country = region ? countryByIso(region.toUpperCase()) : undefined;
    if (country) return country;
  }
  return null;
}
