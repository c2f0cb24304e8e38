import type { z } from 'zod';
import type {
  appDetailSchema,
  appListQuerySchema,
  CHARGE_TYPES,
  CheckingData,
  classificationSchema,
} from '@seuiot/contract';
import type { CallQuery } from '../../lib/call-query';

// The answers' types come from the contract's schemas, so a change there fails the web build.
export type { CheckingData } from '@seuiot/contract';

export type AppDetail = z.infer<typeof appDetailSchema>;
export type AppClassification = z.infer<typeof classificationSchema>;
export type ChargeType = (typeof CHARGE_TYPES)[number];

export type AppListQuery = CallQuery<typeof appListQuerySchema>;

/** A released app with whether it passed adaptation on the model (`getCheckingData`). */
export type CheckedApp = CheckingData['apps'][number];
