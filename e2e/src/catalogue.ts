/** Shapes of the catalogue answers the journeys check against (contract: catalogue.ts). */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface MaterialSummary {
  id: number;
  typeId: number;
  typeName: string;
  title: string;
}

export interface ArticleSummary {
  id: number;
  kind: 'document' | 'faq';
  name: string;
  views: number;
}

export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

export interface ApiEntry {
  id: number;
  name: string;
}

export interface CatalogueFile {
  fileId: number;
  fileName: string;
}

export interface HotKeyword {
  id: number;
  word: string;
}

export interface SolutionCase {
  id: number;
  title: string;
  price: number;
  priceNote: string;
  industries: { id: number; name: string }[];
  devices: { id: number; model: string }[];
}

export interface AppSummary {
  id: number;
  name: string;
  packageName: string;
  versionName: string;
  chargeType: 'free' | 'paid';
  classification: string;
}

export interface AppDetail extends AppSummary {
  devices: { id: number; model: string; name: string }[];
}

export interface Industry {
  id: number;
  name: string;
}

export interface Product {
  id: number;
  model: string;
  name: string;
  specs: { label: string; value: string }[];
}

/** A group of the device filter (`getEquipmentListNew`). */
export interface EquipmentGroup {
  id: number;
  name: string;
  devices: { id: number; model: string; name: string }[];
}

/** The device-applicable query (`getAppEquipment`). */
export interface DeviceApplicable {
  product: { id: number; model: string; name: string };
  cases: SolutionCase[];
  apps: { id: number; name: string }[];
}

export interface Platform {
  id: number;
  code: string;
  name: string;
  url: string;
  needsAuthorization: boolean;
  state: 'none' | 'trial' | 'active' | 'awaitingAuthorization';
  trialEndTime: string | null;
}

export interface MyData {
  deviceCount: number;
  purchasedApps: number;
  adminAccounts: number;
  unreadMessages: number;
}

export interface Device {
  id: number;
  serial: string;
  model: string;
}
