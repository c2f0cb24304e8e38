/**
 * The download centre (catalogue/downloads.service.ts) names its classification reader
 * `ProductsService`; that reader is now the devices module's DevicesService. Remove this alias when
 * the download centre moves to its own module and imports DevicesService itself.
 */
export type { DevicesService as ProductsService } from '../devices/devices.service.js';
