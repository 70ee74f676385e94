// Everyone is a member; a reviewer decides checks and moderates; an admin is a reviewer who
// may also grant roles (from the command line only: no HTTP path grants a role). Apart from
// the rest of ./vetting because every page reads the role (the user model, the navigation, the
// /admin guard) and the landing page's first load should not carry the operators' labels.
export const ROLES = ['member', 'reviewer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const isOperator = (role: Role | null | undefined): boolean =>
  role === 'reviewer' || role === 'admin';
