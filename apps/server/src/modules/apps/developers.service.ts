import type { DeveloperForm, DeveloperState, Lang } from '@seuiot/contract';
import { AppError } from '../../http/app-error.js';
import { iso } from '../../lib/text.js';
import type { CertStatusService } from '../accounts/cert-status.service.js';
import type { AppsRepo, DeveloperRow } from './apps.repo.js';
import { allow, isUniqueViolation } from './rules.js';
import { reviewView } from './views.js';

/**
 * Developer onboarding (spec 4: fill in data → submit for review → pending review → approved;
 * rejected with reasons, filled in again and resubmitted). Real-name certification must be
 * approved first (spec 6), a company developer needs the enterprise one. The decisions are the
 * reviewer's (ReviewService).
 */
export class DevelopersService {
  constructor(
    private readonly repo: AppsRepo,
    private readonly certs: CertStatusService,
  ) {}

  /** The developer, approved (A0017 with data 'developer' otherwise): every app call asks. */
  async requireApproved(userId: number): Promise<DeveloperRow> {
    const dev = await this.repo.developer(userId);
    if (dev?.status !== 'approved') throw new AppError('A0017', 'developer');
    return dev;
  }

  async state(userId: number, lang: Lang): Promise<DeveloperState> {
    const [dev, certs, review] = await Promise.all([
      this.repo.developer(userId),
      this.certs.of(userId),
      this.repo.latestReview({ userId, subject: 'developer' }),
    ]);
    const replies = review ? await this.repo.replies([review.id]) : [];
    return {
      status: (dev?.status as DeveloperState['status'] | undefined) ?? 'none',
      identityStatus: certs.identity,
      enterpriseStatus: certs.enterprise,
      canApply: certs.identity === 'approved',
      form: dev
        ? {
            type: dev.type === 'company' ? 'company' : 'personal',
            name: dev.name,
            email: dev.email,
            phone: dev.phone,
            website: dev.website,
            intro: dev.intro,
          }
        : null,
      submitTime: dev?.submitted_at ? iso(Number(dev.submitted_at)) : null,
      reviewTime: dev?.reviewed_at ? iso(Number(dev.reviewed_at)) : null,
      review: review ? reviewView(review, replies, lang) : null,
    };
  }

  /**
   * Saves the form (pending submission) or submits it for review. Refused without an approved
   * real-name certification (A0017, data 'identity'), for a company without an approved enterprise
   * certification (A0017, 'enterprise'), and while it is pending review or approved (B0009).
   * Submitting needs a contact e-mail and phone (B0001).
   */
  async save(userId: number, f: DeveloperForm, lang: Lang): Promise<DeveloperState> {
    const certs = await this.certs.of(userId);
    if (certs.identity !== 'approved') throw new AppError('A0017', 'identity');
    if (f.type === 'company' && certs.enterprise !== 'approved')
      throw new AppError('A0017', 'enterprise');
    const submit = f.action === 'submit';
    if (submit) {
      const missing = (['email', 'phone'] as const).filter((k) => !f[k]);
      if (missing.length) throw new AppError('B0001', missing);
    }
    const now = Date.now();
    const values = {
      type: f.type,
      name: f.name,
      email: f.email,
      phone: f.phone,
      website: f.website,
      intro: f.intro,
      status: submit ? 'pending' : 'draft',
      ...(submit ? { submitted_at: now } : {}),
      updated_at: now,
    };
    const dev = await this.repo.developer(userId);
    if (dev) {
      if (!(await this.repo.moveDeveloper(userId, ['draft', 'rejected'], values)))
        throw new AppError('B0009', (await this.repo.developer(userId))?.status ?? dev.status);
    } else {
      try {
        await this.repo.saveDeveloper({
          user_id: userId,
          ...values,
          submitted_at: submit ? now : null,
          reviewed_at: null,
          created_at: now,
        });
      } catch (err) {
        // Two first saves at once: the other one made the row.
        if (isUniqueViolation(err)) throw new AppError('B0009', 'draft');
        throw err;
      }
    }
    return this.state(userId, lang);
  }

  /** Takes the form back from review: pending → draft (B0009 from any other state). */
  async withdraw(userId: number, lang: Lang): Promise<DeveloperState> {
    const now = Date.now();
    const moved = await this.repo.moveDeveloper(userId, ['pending'], {
      status: 'draft',
      updated_at: now,
    });
    allow(moved, (await this.repo.developer(userId))?.status ?? 'none');
    return this.state(userId, lang);
  }
}
