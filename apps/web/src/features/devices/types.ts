import type { z } from 'zod';
import type { deviceSchema, industrySchema, servicePasswordSchema } from '@seuiot/contract';

// The answers' types come from the contract's schemas, so a change there fails the web build.
export type { ProductTreeNode } from '@seuiot/contract';

export type Device = z.infer<typeof deviceSchema>;
export type ServicePassword = z.infer<typeof servicePasswordSchema>;
export type Industry = z.infer<typeof industrySchema>;
