/**
 * `--workers N`: up to N cases at once. A case that compares the server's state before and
 * after its request (a refused create must add nothing to the list) runs alone, with no other
 * case in flight, so another case's setup can never look like its effect.
 */
export class Workers {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly size: number) {}

  /** Starts `task` once a slot is free (all slots, when `alone`); resolves when it has started. */
  async start(task: () => Promise<void> | Promise<unknown>, alone = false): Promise<void> {
    if (this.size <= 1 || alone) {
      await this.drain();
      await task();
      return;
    }
    while (this.running.size >= this.size) await Promise.race(this.running);
    const p: Promise<void> = Promise.resolve()
      .then(task)
      .then(() => undefined)
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }

  async drain(): Promise<void> {
    while (this.running.size) await Promise.race(this.running);
  }
}
