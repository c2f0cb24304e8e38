import { z } from 'zod';
import { defineCall } from './call.js';
import { DEVICE_PATHS } from './device-paths.js';
import { pageSchema } from './envelope.js';
import {
  byProductQuerySchema,
  classificationSchema,
  classifyListQuerySchema,
  langQuerySchema,
  productGroupSchema,
  productJsonQuerySchema,
  productListQuerySchema,
  productSchema,
  productTreeNodeSchema,
} from './catalogue.js';
import {
  deviceSchema,
  myDevicesQuerySchema,
  servicePasswordQuerySchema,
  servicePasswordSchema,
} from './workbench.js';

/** GET /front/classify/aboutProduct: a model, the other models of its classification, counts. */
export const productAboutSchema = z.object({
  product: productSchema,
  related: z.array(productSchema),
  /** Solution cases and market apps that name the model. */
  caseCount: z.number().int(),
  appCount: z.number().int(),
});

/** GET /front/apps/getProductSuperior: a model's classifications, the first level first. */
export const productSuperiorSchema = z.array(classificationSchema.pick({ id: true, name: true }));

const catalogue = 'catalogue';

/**
 * My devices (tagged workbench: the workbench shows them) and the device models and their
 * classifications, each described once (decision 0061). All but my devices are public (OPEN_PATHS,
 * access.ts). The service password is limited to 30 calls a minute (its route's config).
 */
export const DEVICE_CALLS = {
  myDevices: defineCall({
    ...DEVICE_PATHS.myDevices,
    tag: 'workbench',
    summary: 'My devices, searchable by serial',
    access: 'user',
    query: myDevicesQuerySchema,
    answer: pageSchema(deviceSchema),
  }),
  /** A POST so the password's key never sits in a URL. */
  servicePassword: defineCall({
    ...DEVICE_PATHS.servicePassword,
    tag: 'workbench',
    summary: 'Service password of one of my devices',
    access: 'user',
    body: servicePasswordQuerySchema,
    answer: servicePasswordSchema,
    errors: ['A0078', 'A0079'],
  }),
  classifications: defineCall({
    ...DEVICE_PATHS.classifications,
    tag: catalogue,
    summary: 'Classifications of a kind (product, app, download)',
    access: 'public',
    query: classifyListQuerySchema,
    answer: z.array(classificationSchema),
  }),
  products: defineCall({
    ...DEVICE_PATHS.products,
    tag: catalogue,
    summary: 'Device models, optionally of a classification branch',
    access: 'public',
    query: productListQuerySchema,
    answer: z.array(productSchema),
  }),
  productGroups: defineCall({
    ...DEVICE_PATHS.productGroups,
    tag: catalogue,
    summary: 'Device models grouped by first-level classification',
    access: 'public',
    query: langQuerySchema,
    answer: z.array(productGroupSchema),
  }),
  productTree: defineCall({
    ...DEVICE_PATHS.productTree,
    tag: catalogue,
    summary: 'Classification tree with the models',
    access: 'public',
    query: langQuerySchema,
    answer: z.array(productTreeNodeSchema),
  }),
  aboutProduct: defineCall({
    ...DEVICE_PATHS.aboutProduct,
    tag: catalogue,
    summary: 'A model with related models and counts',
    access: 'public',
    query: byProductQuerySchema,
    answer: productAboutSchema,
    errors: ['A0078'],
  }),
  marketingProducts: defineCall({
    ...DEVICE_PATHS.marketingProducts,
    tag: catalogue,
    summary: 'Models for the marketing filter',
    access: 'public',
    query: langQuerySchema,
    answer: z.array(productSchema),
  }),
  productSpecs: defineCall({
    ...DEVICE_PATHS.productSpecs,
    tag: catalogue,
    summary: 'Models with specifications (model comparison); ids comma separated',
    access: 'public',
    query: productJsonQuerySchema,
    answer: z.array(productSchema),
  }),
  productSuperior: defineCall({
    ...DEVICE_PATHS.productSuperior,
    tag: catalogue,
    summary: 'Classification chain of a model',
    access: 'public',
    query: byProductQuerySchema,
    answer: productSuperiorSchema,
    errors: ['A0078'],
  }),
} as const;
