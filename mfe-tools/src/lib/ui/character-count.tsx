import { formatNumber } from '@shared/domain/format';
import ui from './ui.module.css';

/** "1,234 / 20,000 characters" under a text box, in the danger colour once over the limit. */
export function CharacterCount({ count, max }: { count: number; max: number }) {
  return (
    <p className={`${ui.counter} ${count > max ? ui.counterOver : ''}`}>
      {formatNumber(count)} / {formatNumber(max)} characters
    </p>
  );
}
