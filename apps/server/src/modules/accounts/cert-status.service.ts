import type { Db } from '../../db/kysely.js';
import { CertsRepo } from './certs.repo.js';

export type CertStatus = 'none' | 'pending' | 'approved' | 'rejected';

/**
 * Where a user's certifications stand, for the modules whose features need one (spec 6:
 * developers need real-name certification; a company developer, the enterprise one).
 */
export class CertStatusService {
  constructor(private readonly repo: CertsRepo) {}

  static on(db: Db): CertStatusService {
    return new CertStatusService(new CertsRepo(db));
  }

  async of(userId: number): Promise<{ identity: CertStatus; enterprise: CertStatus }> {
    const [identity, enterprise] = await Promise.all([
      this.repo.status('identity', userId),
      this.repo.status('enterprise', userId),
    ]);
    return {
      identity: (identity as CertStatus | undefined) ?? 'none',
      enterprise: (enterprise as CertStatus | undefined) ?? 'none',
    };
  }
}
