import type { z } from 'zod';
import type {
  industrySchema,
  Product,
  SolutionCaseSummary,
  solutionCaseDetailSchema,
} from '@seuiot/contract';

export type Industry = z.infer<typeof industrySchema>;
export type SolutionCaseDetail = z.infer<typeof solutionCaseDetailSchema>;

/** A model of the device filter (`getEquipmentListNew`). */
export interface EquipmentDevice {
  id: number;
  model: string;
  name: string;
  classificationId: number;
}

/** The device filter: models some case applies to, by classification. */
export interface EquipmentGroup {
  id: number;
  name: string;
  devices: EquipmentDevice[];
}

/** Models grouped under their first-level classification (`productListByFirst`). */
export interface ProductGroup {
  id: number;
  name: string;
  products: Product[];
}

/** The device-applicable query (`getAppEquipment`): a model's cases and adapted apps. */
export interface DeviceApplicable {
  product: { id: number; model: string; name: string };
  cases: SolutionCaseSummary[];
  apps: { id: number; name: string; icon: string; versionName: string }[];
}

export interface CaseListQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  industryId?: number;
  productId?: number;
}
