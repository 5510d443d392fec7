/** Milliseconds since the epoch: one per app, so tests move time instead of sleeping. */
export type Clock = () => number;

/** The time now by the app's clock, as every record stamps it: ISO 8601, UTC. */
export function nowIso(ctx: { clock: Clock }): string {
  return new Date(ctx.clock()).toISOString();
}
