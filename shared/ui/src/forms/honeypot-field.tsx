import { HONEYPOT_FIELD } from '@shared/contracts';
import { visuallyHiddenClass } from '../components/visually-hidden';

/**
 * The spam trap every public form carries: out of sight, out of the tab order and hidden from
 * assistive technology, so people never fill it while form-filling bots usually do.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={visuallyHiddenClass} aria-hidden="true">
      <label>
        Leave this field empty
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
