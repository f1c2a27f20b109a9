import { useId } from 'react';
import { SPECIALIST_LEVELS, type SpecialistLevelId } from '@shared/contracts';
import styles from './specialist-levels.module.css';

/** The three specialist levels as a radio group (×1.2, ×1.1, ×1); Top Scholar is the default. */
export function SpecialistLevels({
  value,
  onChange,
  disabled,
}: {
  value: SpecialistLevelId;
  onChange: (value: SpecialistLevelId) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>Specialist level</legend>
      <div className={styles.options}>
        {SPECIALIST_LEVELS.map((level) => (
          <div key={level.id} className={styles.option}>
            <input
              id={`${id}-${level.id}`}
              type="radio"
              name="academicLevel"
              value={level.id}
              checked={value === level.id}
              onChange={() => onChange(level.id)}
            />
            <label htmlFor={`${id}-${level.id}`} className={styles.text}>
              <span className={styles.name}>{level.label}</span>
              <span className={styles.blurb}>
                {level.blurb} · ×{level.tenths / 10}
              </span>
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
