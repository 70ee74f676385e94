/**
 * Stories run on a fixed calendar so Chromatic snapshots never change with the date. The clock
 * starts at FIXED_NOW and then ticks with real time, so countdowns and timeouts still work; it
 * starts again at FIXED_NOW before each story (restartFixedClock, a beforeEach of the preview),
 * so a story rendered after others in the same page shows the same minute as one rendered alone.
 */
export const FIXED_NOW = Date.UTC(2026, 10, 21, 15, 0, 0);

const RealDate = Date;
let offset = FIXED_NOW - RealDate.now();
let installed = false;

export function installFixedClock(): void {
  if (installed) return;
  installed = true;

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

/** Sets the clock back to FIXED_NOW; it ticks on from there. */
export function restartFixedClock(): void {
  offset = FIXED_NOW - RealDate.now();
}
