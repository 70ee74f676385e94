/** Story args every story may set (twenty's page-decorator convention); the page decorator reads them. */
export interface PageArgs {
  /** Route pattern the story renders at, e.g. '/profile/:id'. */
  routePath?: string;
  /** Values for the pattern's params, e.g. { id: '7' }. */
  routeParams?: Record<string, string>;
  /** Query string of the initial location, e.g. '?token=abc&username=a@b.co'. */
  routeSearch?: string;
}
