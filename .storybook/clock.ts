/**
 * Stories run on a fixed calendar so Chromatic snapshots never change with the date. The clock
 * starts at FIXED_NOW and then ticks with real time, so countdowns and timeouts still work.
 */
export const FIXED_NOW = Date.UTC(2026, 10, 21, 15, 0, 0);

let installed = false;

export function installFixedClock(start = FIXED_NOW): void {
  if (installed) return;
  installed = true;
  const RealDate = Date;
  const offset = start - RealDate.now();

  class FixedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }

  globalThis.Date = FixedDate as DateConstructor;
}
