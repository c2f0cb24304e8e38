import type { z } from 'zod';
import type {
  AppSummary,
  appDetailSchema,
  CHARGE_TYPES,
  classificationSchema,
} from '@seuiot/contract';

export type AppDetail = z.infer<typeof appDetailSchema>;
export type AppClassification = z.infer<typeof classificationSchema>;
export type ChargeType = (typeof CHARGE_TYPES)[number];

export interface AppListQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  classificationId?: number;
  productId?: number;
  chargeType?: ChargeType;
}

/** A released app with whether it passed adaptation on the model (`getCheckingData`). */
export interface CheckedApp extends AppSummary {
  adapted: boolean;
}

/** The checking data of a model: adapted count over all released apps, adapted first. */
export interface CheckingData {
  product: { id: number; model: string; name: string };
  adaptedCount: number;
  totalCount: number;
  apps: CheckedApp[];
}
