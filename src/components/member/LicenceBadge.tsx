import { verificationStateLabels, type VerificationState } from '@/contract';
import { StatusBadge } from './StatusBadge';

export interface LicenceBadgeProps {
  /** A licence's badge as the API derives it (src/contract/licences.ts). */
  state: VerificationState;
}

/** What a licence's verification reads: Unverified, Verified, Expiring, Expired or Revoked. */
export function LicenceBadge({ state }: LicenceBadgeProps) {
  return <StatusBadge status={state}>{verificationStateLabels[state]}</StatusBadge>;
}
