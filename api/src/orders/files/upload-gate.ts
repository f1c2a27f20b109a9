import { MAX_ORDER_FILES } from '@shared/contracts';

/**
 * The uploads this instance is receiving: at most `serverWide` at once, `perVisitor` from one
 * address, and no more per order than it has room for. Checked before a byte of a body is read,
 * so a flood is refused while it costs nothing. In memory: each instance bounds its own memory
 * and disk; across instances the order's file count is held by the database (insertOrderFile).
 */
export class UploadGate {
  #total = 0;
  readonly #byVisitor = new Map<string, number>();
  readonly #byOrder = new Map<string, number>();

  constructor(
    readonly serverWide: number,
    readonly perVisitor: number,
  ) {}

  /**
   * Takes a place for one upload of `visitor` to `orderId`, which already has `storedFiles`.
   * Synchronous, so two requests at once cannot both take the last place.
   */
  enter(visitor: string, orderId: string, storedFiles: number): { release: () => void } | 'full' | 'visitor' | 'busy' {
    if (storedFiles + (this.#byOrder.get(orderId) ?? 0) >= MAX_ORDER_FILES) return 'full';
    if ((this.#byVisitor.get(visitor) ?? 0) >= this.perVisitor) return 'visitor';
    if (this.#total >= this.serverWide) return 'busy';
    this.#total += 1;
    bump(this.#byVisitor, visitor, 1);
    bump(this.#byOrder, orderId, 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.#total -= 1;
        bump(this.#byVisitor, visitor, -1);
        bump(this.#byOrder, orderId, -1);
      },
    };
  }

  get inFlight(): number {
    return this.#total;
  }
}

function bump(counts: Map<string, number>, key: string, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}
