/**
 * Loads a route's chunks (its page, guard and words) before the route is shown, so a page a
 * person reaches offline (a posting's success page after a queued submit) is already on the
 * device. The router provides how: lib knows no routes.
 */
let preloader: ((path: string) => Promise<unknown>) | undefined;

export function provideRoutePreloader(load: (path: string) => Promise<unknown>) {
  preloader = load;
}

/** Never rejects: a preload that fails is tried again, with its message, when the route opens. */
export function preloadRoute(path: string): Promise<unknown> {
  return (preloader?.(path) ?? Promise.resolve()).catch(() => undefined);
}
