import crypto from 'node:crypto';
import type { z } from 'zod';
import type {
  enterpriseFieldsSchema,
  EnterpriseStatus,
  identityFieldsSchema,
  IdentityStatus,
} from '@seuiot/contract';
import { HOME_COUNTRY } from '@seuiot/contract';
import { AppError } from '../../http/app-error.js';
import type { CheckedImage } from '../../http/multipart.js';
import { areaNames, isAreaChain } from './areas.js';
import type { CertKind, CertsRepo } from './certs.repo.js';
import type { UserFilesService } from './user-files.service.js';

type IdentityFields = z.infer<typeof identityFieldsSchema>;
type EnterpriseFields = z.infer<typeof enterpriseFieldsSchema>;

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

/** Why a new submission is refused: one is approved already, or one waits for review. */
const REFUSED = {
  identity: { approved: 'A0009', pending: 'A0010' },
  enterprise: { approved: 'A0013', pending: 'A0014' },
} as const;

/** Only the first and last characters of an ID number are ever shown back. */
export function maskId(id: string): string {
  return id.length <= 4
    ? '*'.repeat(id.length)
    : `${id.slice(0, 2)}${'*'.repeat(id.length - 4)}${id.slice(-2)}`;
}

/** Real-name and enterprise certification: submit and state (operator review: OperatorService). */
export class CertsService {
  constructor(
    private readonly repo: CertsRepo,
    private readonly files: UserFilesService,
    private readonly idSecret: string,
  ) {}

  private idHash(type: string, number: string): string {
    return crypto
      .createHmac('sha256', this.idSecret)
      .update(`${type}:${number.toUpperCase()}`)
      .digest('hex');
  }

  async identity(userId: number): Promise<IdentityStatus> {
    const r = await this.repo.identity(userId);
    if (!r) {
      return {
        status: 'none',
        truename: '',
        idType: 'resident',
        idNumberMasked: '',
        portraitUrl: '',
        emblemUrl: '',
        rejectReason: '',
        submitTime: null,
        reviewTime: null,
      };
    }
    return {
      status: r.status as IdentityStatus['status'],
      truename: r.truename,
      idType: r.id_type as IdentityStatus['idType'],
      idNumberMasked: r.id_masked,
      portraitUrl: this.files.url(r.portrait_file_id),
      emblemUrl: this.files.url(r.emblem_file_id),
      rejectReason: r.reject_reason,
      submitTime: iso(r.submitted_at),
      reviewTime: iso(r.reviewed_at),
    };
  }

  /** Refuses a submission while one is approved or waiting for review (codes in REFUSED). */
  private async assertCanSubmit(kind: CertKind, userId: number): Promise<void> {
    const status = await this.repo.status(kind, userId);
    if (status === 'approved' || status === 'pending') throw new AppError(REFUSED[kind][status]);
  }

  /**
   * Submits real-name certification. The upload is read (`read`) only once the state allows a
   * submission, so a refused one costs no upload; the state is checked again after the read.
   */
  async submitIdentity(
    userId: number,
    read: () => Promise<{ fields: IdentityFields; portrait: CheckedImage; emblem: CheckedImage }>,
  ): Promise<IdentityStatus> {
    await this.assertCanSubmit('identity', userId);
    const { fields: f, portrait, emblem } = await read();
    await this.assertCanSubmit('identity', userId);
    const idHash = this.idHash(f.idType, f.idNumber);
    const taken = await this.repo.identityHolder(idHash);
    if (taken !== undefined && taken !== userId) throw new AppError('A0011');
    const now = Date.now();
    try {
      // The photos of an earlier (rejected) submission go with the row change.
      await this.files.replace(
        userId,
        'identity',
        [portrait, emblem],
        (db, [portraitId, emblemId]) =>
          this.repo.on(db).saveIdentity(userId, {
            truename: f.truename,
            id_type: f.idType,
            id_hash: idHash,
            id_masked: maskId(f.idNumber.toUpperCase()),
            portrait_file_id: portraitId!,
            emblem_file_id: emblemId!,
            status: 'pending',
            reject_reason: '',
            submitted_at: now,
            reviewed_at: null,
          }),
      );
    } catch (err) {
      if (err instanceof AppError) throw err;
      // Two submissions racing for one ID number: the unique index decides.
      const again = await this.repo.identityHolder(idHash);
      if (again !== undefined && again !== userId) throw new AppError('A0011');
      throw err;
    }
    return this.identity(userId);
  }

  async enterprise(userId: number): Promise<EnterpriseStatus> {
    const r = await this.repo.enterprise(userId);
    if (!r) {
      return {
        status: 'none',
        companyName: '',
        country: '',
        taxNumber: '',
        province: '',
        city: '',
        district: '',
        areaNames: '',
        address: '',
        scope: '',
        licenseUrl: '',
        rejectReason: '',
        submitTime: null,
        reviewTime: null,
      };
    }
    return {
      status: r.status as EnterpriseStatus['status'],
      companyName: r.company_name,
      country: r.country,
      taxNumber: r.tax_number,
      province: r.province,
      city: r.city,
      district: r.district,
      areaNames: areaNames(r.province, r.city, r.district),
      address: r.address,
      scope: r.scope,
      licenseUrl: this.files.url(r.license_file_id),
      rejectReason: r.reject_reason,
      submitTime: iso(r.submitted_at),
      reviewTime: iso(r.reviewed_at),
    };
  }

  /** Submits enterprise certification; `read` as for submitIdentity. */
  async submitEnterprise(
    userId: number,
    read: () => Promise<{ fields: EnterpriseFields; license: CheckedImage }>,
  ): Promise<EnterpriseStatus> {
    await this.assertCanSubmit('enterprise', userId);
    const { fields: f, license } = await read();
    await this.assertCanSubmit('enterprise', userId);
    const home = f.country === HOME_COUNTRY;
    if (home && !isAreaChain(f.province, f.city, f.district))
      throw new AppError('B0004', ['district']);
    // The licence of an earlier (rejected) submission goes with the row change.
    await this.files.replace(userId, 'license', [license], (db, [fileId]) =>
      this.repo.on(db).saveEnterprise(userId, {
        company_name: f.companyName,
        country: f.country,
        // A credit code is kept in capitals; another country's number as it was written.
        tax_number: home ? f.taxNumber.toUpperCase() : f.taxNumber,
        province: f.province,
        city: f.city,
        district: f.district,
        address: f.address,
        scope: f.scope,
        license_file_id: fileId!,
        status: 'pending',
        reject_reason: '',
        submitted_at: Date.now(),
        reviewed_at: null,
      }),
    );
    return this.enterprise(userId);
  }
}
