import { countryForLocales } from '@shared/ui/countries';

/** More than any browser sends; a longer header is not read past this many languages. */
const MAX_LANGUAGES = 20;

/**
 * The country a phone field's HTML starts at for this visitor: the first of their languages, by
 * the weights of their `Accept-Language` header, that names a country the field knows
 * (`en-GB,en;q=0.9` → `GB`). Undefined when none does (`en`, `*`, no header): the form's own
 * default applies. The browser then starts from the same country (`ServerForms.country`).
 */
export function visitorCountry(acceptLanguage: string | undefined): string | undefined {
  if (!acceptLanguage) return undefined;
  const languages = acceptLanguage
    .split(',')
    .slice(0, MAX_LANGUAGES)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const quality = params.map((param) => /^q=([01](?:\.\d{0,3})?)$/i.exec(param)?.[1]).find(Boolean);
      return { tag, weight: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ tag, weight }) => weight > 0 && tag !== '' && tag !== '*')
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
  return countryForLocales(languages)?.iso;
}
