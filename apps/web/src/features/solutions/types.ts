import type { z } from 'zod';
import type {
  industrySchema,
  solutionCaseDetailSchema,
  solutionListQuerySchema,
} from '@seuiot/contract';
import type { CallQuery } from '../../lib/call-query';

// The answers' types come from the contract's schemas, so a change there fails the web build.
export type {
  DeviceApplicable,
  EquipmentDevice,
  EquipmentGroup,
  ProductGroup,
} from '@seuiot/contract';

export type Industry = z.infer<typeof industrySchema>;
export type SolutionCaseDetail = z.infer<typeof solutionCaseDetailSchema>;

export type CaseListQuery = CallQuery<typeof solutionListQuerySchema>;
