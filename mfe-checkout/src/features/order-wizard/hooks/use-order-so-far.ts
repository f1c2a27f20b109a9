import { parseWordCount, priceOf } from '../model';
import { useOrderStore, useWizardReady } from '../store';

/**
 * What the visitor has chosen so far and its price (with the level and coupon chosen so far, the
 * fee included), for the summaries every step shows; `ready` is false until the stored data is read.
 */
export function useOrderSoFar() {
  const ready = useWizardReady();
  const details = useOrderStore((s) => s.details);
  const task = useOrderStore((s) => s.task);
  const specialist = useOrderStore((s) => s.specialist);
  return {
    ready,
    details,
    task,
    specialist,
    words: parseWordCount(task.wordCount),
    price: priceOf({ details, task, specialist }),
  };
}
