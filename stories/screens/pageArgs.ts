/** The page decorator's args (see .storybook/decorators.tsx), for stories of screens with props. */
export interface PageArgs {
  routePath?: string;
  routeParams?: Record<string, string>;
  routeSearch?: string;
}
