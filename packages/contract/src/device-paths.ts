import { callPaths } from './call-path.js';

/** Where the calls of `DEVICE_CALLS` are (decision 0061): the clients call through these. */
export const DEVICE_PATHS = callPaths({
  myDevices: { method: 'GET', path: '/front/device/myDevices' },
  servicePassword: { method: 'POST', path: '/front/device/servicePassword' },
  classifications: { method: 'GET', path: '/front/classify/list' },
  products: { method: 'GET', path: '/front/classify/productList' },
  productGroups: { method: 'GET', path: '/front/classify/productListByFirst' },
  productTree: { method: 'GET', path: '/front/classify/productTree' },
  aboutProduct: { method: 'GET', path: '/front/classify/aboutProduct' },
  marketingProducts: { method: 'GET', path: '/front/classify/markProductList' },
  productSpecs: { method: 'GET', path: '/product/queryProductJson' },
  productSuperior: { method: 'GET', path: '/front/apps/getProductSuperior' },
});
