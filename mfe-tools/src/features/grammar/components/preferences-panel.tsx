import type { GrammarPreferences } from '../preferences';
import styles from './grammar-checker.module.css';

/** The rules the visitor ignores and the words they added, each with a way back. */
export function PreferencesPanel({
  preferences,
  onRestoreRule,
  onRemoveWord,
}: {
  preferences: GrammarPreferences;
  onRestoreRule: (id: string) => void;
  onRemoveWord: (word: string) => void;
}) {
  const { ignoredRules, words } = preferences;
  if (ignoredRules.length === 0 && words.length === 0) return null;
  return (
    <details className={styles.settings}>
      <summary>Ignored rules and your dictionary ({ignoredRules.length + words.length})</summary>
      {ignoredRules.length > 0 ? (
        <>
          <p>Ignored rules</p>
          <ul className={styles.settingsList} aria-label="Ignored rules">
            {ignoredRules.map((rule) => (
              <li key={rule.id}>
                <button type="button" className={styles.quiet} onClick={() => onRestoreRule(rule.id)}>
                  Check “{rule.description || rule.id}” again
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {words.length > 0 ? (
        <>
          <p>Your dictionary</p>
          <ul className={styles.settingsList} aria-label="Your dictionary">
            {words.map((word) => (
              <li key={word}>
                <button type="button" className={styles.quiet} onClick={() => onRemoveWord(word)}>
                  Remove “{word}”
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </details>
  );
}
