import type { z } from 'zod';
import type { CallAnswer, DEVICE_CALLS, deviceSchema, industrySchema } from '@seuiot/contract';

// The answers' types come from the contract, so a change there fails the web build.
export type { ProductTreeNode } from '@seuiot/contract';

export type Device = z.infer<typeof deviceSchema>;
export type ServicePassword = CallAnswer<typeof DEVICE_CALLS.servicePassword>;
export type Industry = z.infer<typeof industrySchema>;
