import {
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { ServerFormsContext } from '@shared/platform/core';
import { loadPhonePlans } from '@shared/contracts/phone-plans';
import { FieldError } from '../field-error';
import { visuallyHiddenClass } from '../visually-hidden';
import { RequiredMark } from '../labelled-field';
import fieldStyles from '../field.module.css';
import { countryByIso, countryForLocales, COUNTRIES, searchCountries, type Country } from './countries';
import type { suggestCountry } from './phone-country';
import { composePhoneValue, countryForDial, parsePhoneValue, splitInternational } from './phone-value';
import styles from './phone-field.module.css';

interface Props {
  label: string;
  name: string;
  /** "+<code> <digits>" (what PhoneSchema accepts), or '' while no number is typed. */
  value: string;
  onChange: (value: string) => void;
  /**
   * ISO code of the country selected at first when the browser's languages name none the field
   * knows, e.g. 'US' or 'IN'; otherwise the field starts at the browser's country.
   */
  defaultCountry: string;
  error?: string | undefined;
  required?: boolean;
  className?: string;
}

const fallbackCountry = (iso: string): Country => countryByIso(iso) ?? countryByIso('US') ?? (COUNTRIES[0] as Country);

/** The field's own state: the country chosen (null while nobody chose one) and what was typed. */
function initialState(value: string, defaultCountry: string): { country: Country | null; typed: string } {
  const preferred = fallbackCountry(defaultCountry);
  const parsed = parsePhoneValue(value, preferred);
  const country = parsed ? (countryForDial(parsed.dial, preferred) ?? preferred) : null;
  return { country, typed: parsed?.digits ?? '' };
}

/**
 * The browser's country, from its languages. The same Country object comes back each time, as
 * useSyncExternalStore needs.
 */
const browserCountry = () =>
  countryForLocales(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
const noChanges = () => () => undefined;

/**
 * A phone number with a searchable country-code picker. The picker is a button that opens a
 * search box (a combobox) over a listbox of countries: type to filter by name, ISO code or
 * dialling code, arrows to move, Enter to choose, Escape to close.
 */
export function PhoneField({ label, name, value, onChange, defaultCountry, error, required, className }: Props) {
  const [state, setState] = useState(() => initialState(value, defaultCountry));
  const [lastValue, setLastValue] = useState(value);
  // The server's HTML starts at the country the visitor's Accept-Language names (the page's data
  // carries it, so hydration agrees); the browser then goes by its own languages, the same ones.
  const sentCountry = use(ServerFormsContext).country;
  const serverCountry = sentCountry ? (countryByIso(sentCountry) ?? null) : null;
  const local = useSyncExternalStore(
    noChanges,
    () => browserCountry() ?? serverCountry,
    () => serverCountry,
  );
  // Until someone picks a country or a number arrives, the field is at the browser's country, or
  // at the form's default when the browser names none (en-GB → +44).
  const country = state.country ?? local ?? fallbackCountry(defaultCountry);
  const { typed } = state;

  // A value set from outside (a reset, a restored draft) replaces what the field shows.
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== composePhoneValue(country, typed)) setState(initialState(value, defaultCountry));
  }

  const ids = useId();
  const inputId = `${ids}-number`;
  const errorId = `${ids}-error`;
  const suggestionId = `${ids}-suggestion`;
  const suggestion = useCountrySuggestion(typed, country, local);
  // The numbering plans the phone schema checks a number against, in a browser loaded on demand:
  // from when the field shows, so they are there by the time a number is typed and checked.
  useEffect(() => {
    loadPhonePlans().catch(() => {});
  }, []);

  const emit = (next: { country: Country; typed: string }) => {
    setState(next);
    const nextValue = composePhoneValue(next.country, next.typed);
    setLastValue(nextValue);
    onChange(nextValue);
  };

  const onType = (text: string) => {
    const international = splitInternational(text, country);
    if (international) emit({ country: international.country, typed: international.rest });
    // Keep what was typed (spaces, dashes) on screen; only the digits go into the value.
    else emit({ country, typed: text.replace(/[^\d\s()+-]/g, '') });
  };

  // Digits typed into server-rendered HTML before the page hydrated are still in the input: adopt
  // them once on mount (in hydration's commit, before a replayed submit), or the next render would
  // wipe them.
  const numberInput = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typedEarly = numberInput.current?.value ?? '';
    if (typedEarly !== typed) onType(typedEarly);
    // Only the markup the server rendered can hold early typing: run once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className={styles.row}>
        <CountryPicker
          selected={country}
          fieldLabel={label}
          onSelect={(next) => {
            emit({ country: next, typed });
          }}
        />
        <input
          ref={numberInput}
          id={inputId}
          className={`${fieldStyles.control} ${styles.number}`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          name={`${name}-number`}
          value={typed}
          maxLength={24}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? errorId : '', suggestion ? suggestionId : ''].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => onType(event.target.value)}
        />
      </div>
      {/* A number that is clearly another country's is never moved silently: the student is asked. */}
      <div aria-live="polite" className={styles.suggestion}>
        {suggestion ? (
          <p id={suggestionId}>
            This looks like a number from {suggestion.country.name}.{' '}
            <button
              type="button"
              className={styles.switch}
              onClick={() => emit({ country: suggestion.country, typed: suggestion.national })}
            >
              Use +{suggestion.country.dial} ({suggestion.country.name})
            </button>
          </p>
        ) : null}
      </div>
      {/* The field's value as a form reads it: "+<code> <digits>" under the field's own name. */}
      <input type="hidden" name={name} value={value} />
      {/* Before JavaScript runs, the value above stays as the server rendered it: a native post
          sends the number and this country's code apart, and the server puts them together. */}
      <input type="hidden" name={`${name}-dial`} value={country.dial} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function CountryPicker({
  selected,
  fieldLabel,
  onSelect,
}: {
  selected: Country;
  fieldLabel: string;
  onSelect: (country: Country) => void;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const ids = useId();
  const listId = `${ids}-list`;
  const searchId = `${ids}-search`;
  const optionId = (iso: string) => `${ids}-option-${iso}`;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const results = searchCountries(query);
  const activeCountry = results[Math.min(active, results.length - 1)];

  const openPicker = () => {
    setQuery('');
    setActive(
      Math.max(
        0,
        COUNTRIES.findIndex((country) => country.iso === selected.iso),
      ),
    );
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const choose = (country: Country) => {
    onSelect(country);
    close(true);
  };

  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open || !activeCountry) return;
    const option = list.current?.querySelector(`[id="${optionId(activeCountry.iso)}"]`);
    // jsdom has no scrollIntoView; browsers do.
    if (option && 'scrollIntoView' in option && typeof option.scrollIntoView === 'function') {
      option.scrollIntoView({ block: 'nearest' });
    }
    // optionId is derived from a stable id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, activeCountry]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((index) => Math.min(Math.min(index, last) + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(Math.min(index, last) - 1, 0));
        break;
      case 'PageDown':
        event.preventDefault();
        setActive((index) => Math.min(index + 8, Math.max(last, 0)));
        break;
      case 'PageUp':
        event.preventDefault();
        setActive((index) => Math.max(index - 8, 0));
        break;
      case 'Enter':
        event.preventDefault();
        if (activeCountry) choose(activeCountry);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div
      ref={root}
      className={styles.picker}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => (open ? close(false) : openPicker())}
        onKeyDown={(event) => {
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            openPicker();
          }
        }}
      >
        {/* The name starts with the visible text (label in name), then says what it is. */}
        <span className={styles.iso}>{selected.iso}</span> <span>+{selected.dial}</span>
        <span className={visuallyHiddenClass}>
          , {fieldLabel} country code: {selected.name}
        </span>
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      {open ? (
        <div className={styles.popup}>
          <label htmlFor={searchId} className={visuallyHiddenClass}>
            Search countries
          </label>
          <input
            ref={search}
            id={searchId}
            className={styles.search}
            type="text"
            role="combobox"
            autoComplete="off"
            placeholder="Search country or code"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeCountry ? optionId(activeCountry.iso) : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKey}
          />
          <ul ref={list} id={listId} role="listbox" aria-label="Countries" className={styles.list}>
            {results.map((country, index) => (
              // Keyboard selection happens in the search box (aria-activedescendant); the option takes clicks only.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={country.iso}
                id={optionId(country.iso)}
                role="option"
                aria-selected={country.iso === selected.iso}
                className={[
                  styles.option,
                  index === active ? styles.active : '',
                  country.iso === selected.iso ? styles.current : '',
                ].join(' ')}
                onPointerDown={(event) => event.preventDefault()}
                onPointerMove={() => setActive(index)}
                onClick={() => choose(country)}
              >
                <span className={styles.optionName}>{country.name}</span>
                <span className={styles.optionDial}>+{country.dial}</span>
              </li>
            ))}
          </ul>
          <p role="status" className={results.length ? visuallyHiddenClass : styles.empty}>
            {results.length === 0
              ? 'No country matches your search.'
              : query
                ? `${results.length} ${results.length === 1 ? 'country matches' : 'countries match'}`
                : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}

type SuggestCountry = typeof suggestCountry;

/**
 * Another country for the number typed, when it is clearly that country's. The numbering plans
 * (libphonenumber) load once something is typed: a page that only shows a phone field, or shares
 * a chunk with one, does not pay for them on its first load.
 */
function useCountrySuggestion(typed: string, selected: Country, local: Country | null) {
  const [suggest, setSuggest] = useState<SuggestCountry | null>(null);
  useEffect(() => {
    if (!typed || suggest) return;
    let live = true;
    void import('./phone-country').then((plans) => {
      if (live) setSuggest(() => plans.suggestCountry);
    });
    return () => {
      live = false;
    };
  }, [typed, suggest]);
  return typed && suggest ? suggest(typed, selected, local) : null;
}
