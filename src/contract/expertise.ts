import type { Profession } from './enums';

// Expertise areas per profession (spec 3 gives only the sizes and a few example keys; the
// rest are realistic areas). Keys are unique within a profession, not across professions
// ('tax' exists for accounting and legal), so a key only means something next to a profession.

export interface ExpertiseOption {
  readonly key: string;
  readonly label: string;
}

export const EXPERTISES = {
  accounting: [
    { key: 'audits', label: 'Audits' },
    { key: 'bookkeeping', label: 'Bookkeeping' },
    { key: 'tax', label: 'Tax' },
    { key: 'payroll', label: 'Payroll' },
    { key: 'forensic', label: 'Forensic Accounting' },
    { key: 'cost', label: 'Cost Accounting' },
    { key: 'controllership', label: 'Controllership' },
    { key: 'financial-reporting', label: 'Financial Reporting' },
    { key: 'internal-controls', label: 'Internal Controls & SOX' },
    { key: 'valuation', label: 'Business Valuation' },
    { key: 'estate-trust', label: 'Estate & Trust Accounting' },
    { key: 'nonprofit', label: 'Nonprofit Accounting' },
    { key: 'due-diligence', label: 'M&A Due Diligence' },
  ],
  coach: [
    { key: 'executive-coaching', label: 'Executive Coaching' },
    { key: 'leadership', label: 'Leadership Development' },
    { key: 'strategy', label: 'Business Strategy' },
    { key: 'sales', label: 'Sales Coaching' },
    { key: 'team', label: 'Team Performance' },
    { key: 'career', label: 'Career Transition' },
    { key: 'communication', label: 'Communication & Presentation' },
    { key: 'startup', label: 'Startup & Growth' },
    { key: 'succession', label: 'Succession Planning' },
  ],
  executive: [
    { key: 'ceo', label: 'CEO' },
    { key: 'cfo', label: 'CFO' },
    { key: 'cto', label: 'CTO' },
    { key: 'coo', label: 'COO' },
    { key: 'cmo', label: 'CMO' },
    { key: 'cio', label: 'CIO' },
    { key: 'chro', label: 'CHRO' },
    { key: 'board', label: 'Board Director' },
    { key: 'advisory-board', label: 'Advisory Board' },
    { key: 'interim', label: 'Interim Management' },
  ],
  finance: [
    { key: 'fpa', label: 'Financial Planning & Analysis' },
    { key: 'corporate-finance', label: 'Corporate Finance' },
    { key: 'capital-raising', label: 'Capital Raising' },
    { key: 'mergers-acquisitions', label: 'Mergers & Acquisitions' },
    { key: 'treasury', label: 'Treasury & Cash Management' },
    { key: 'risk', label: 'Risk Management' },
    { key: 'investment', label: 'Investment Management' },
    { key: 'restructuring', label: 'Restructuring & Turnaround' },
    { key: 'wealth', label: 'Wealth Management' },
  ],
  hr: [
    { key: 'recruiting', label: 'Recruiting & Talent Acquisition' },
    { key: 'compensation', label: 'Compensation & Benefits' },
    { key: 'employee-relations', label: 'Employee Relations' },
    { key: 'training', label: 'Training & Development' },
    { key: 'hris', label: 'HR Information Systems' },
    { key: 'compliance', label: 'HR Compliance' },
    { key: 'organizational-development', label: 'Organizational Development' },
    { key: 'performance', label: 'Performance Management' },
    { key: 'dei', label: 'Diversity, Equity & Inclusion' },
    { key: 'culture', label: 'Culture & Engagement' },
    { key: 'workforce-planning', label: 'Workforce Planning' },
  ],
  it: [
    { key: 'software', label: 'Software Development' },
    { key: 'infrastructure', label: 'Infrastructure & Cloud' },
    { key: 'security', label: 'Cybersecurity' },
    { key: 'data', label: 'Data & Analytics' },
    { key: 'project-management', label: 'IT Project Management' },
    { key: 'erp', label: 'ERP & Business Systems' },
  ],
  legal: [
    { key: 'administrative', label: 'Administrative Law' },
    { key: 'antitrust', label: 'Antitrust & Competition' },
    { key: 'appellate', label: 'Appellate' },
    { key: 'arbitration', label: 'Arbitration & Mediation' },
    { key: 'banking', label: 'Banking & Finance' },
    { key: 'bankruptcy', label: 'Bankruptcy & Restructuring' },
    { key: 'civil-rights', label: 'Civil Rights' },
    { key: 'commercial', label: 'Commercial Contracts' },
    { key: 'construction', label: 'Construction' },
    { key: 'corporate', label: 'Corporate & Business' },
    { key: 'criminal', label: 'Criminal Defense' },
    { key: 'privacy', label: 'Privacy & Data Security' },
    { key: 'education', label: 'Education' },
    { key: 'elder', label: 'Elder Law' },
    { key: 'employment', label: 'Employment & Labor' },
    { key: 'energy', label: 'Energy & Utilities' },
    { key: 'entertainment', label: 'Entertainment & Media' },
    { key: 'environmental', label: 'Environmental' },
    { key: 'estate-planning', label: 'Estate Planning & Probate' },
    { key: 'family', label: 'Family Law' },
    { key: 'franchise', label: 'Franchise' },
    { key: 'government-contracts', label: 'Government Contracts' },
    { key: 'health-care', label: 'Health Care' },
    { key: 'immigration', label: 'Immigration' },
    { key: 'insurance', label: 'Insurance' },
    { key: 'international-trade', label: 'International Trade' },
    { key: 'ip', label: 'Intellectual Property' },
    { key: 'litigation', label: 'Litigation' },
    { key: 'mergers-acquisitions', label: 'Mergers & Acquisitions' },
    { key: 'nonprofit', label: 'Nonprofit & Tax-Exempt' },
    { key: 'personal-injury', label: 'Personal Injury' },
    { key: 'real-estate', label: 'Real Estate' },
    { key: 'securities', label: 'Securities & Capital Markets' },
    { key: 'tax', label: 'Tax Law' },
    { key: 'technology', label: 'Technology Transactions' },
    { key: 'white-collar', label: 'White Collar Crime' },
    { key: 'general-counsel', label: 'Outside General Counsel' },
    { key: 'regulatory', label: 'Regulatory Compliance' },
  ],
} as const satisfies Record<Profession, readonly ExpertiseOption[]>;

export type ExpertiseKey<P extends Profession = Profession> = (typeof EXPERTISES)[P][number]['key'];

export const expertiseOptions = (profession: Profession): readonly ExpertiseOption[] =>
  EXPERTISES[profession];

export const isExpertiseOf = (profession: Profession, key: string): boolean =>
  EXPERTISES[profession].some((option) => option.key === key);

// Keys the profession does not know; empty when all belong (used by schemas and the server).
export const foreignExpertises = (profession: Profession, keys: readonly string[]): string[] =>
  keys.filter((key) => !isExpertiseOf(profession, key));

export const expertiseLabel = (profession: Profession, key: string): string | undefined =>
  EXPERTISES[profession].find((option) => option.key === key)?.label;
