import {
  FILE_PATHS,
  CATALOGUE_ROUTES as C,
  DEVICE_CALLS as D,
  ENTITY_TYPES,
  FAVOURITE_CALLS,
  WORKBENCH_CALLS as W,
} from '@seuiot/contract';
import { get, listIds, NOT_VISIBLE, post, type Access } from './cross-account.probes.js';

const NOT_OWNED =
  'catalogue content, the same for every account (sections: catalogue-areas.test.ts)';

/** The workbench, the catalogue, files, share links and favourites (cross-account.table.ts). */
export const CATALOGUE_ACCESS: Record<string, Access> = {
  // ---- workbench and catalogue
  [W.platforms.path]: {
    owned: 'platform trials (my state)',
    probes: () => [get(W.platforms.path)],
  },
  [W.trial.path]: {
    owned: 'platform trials',
    probes: (w) => [
      post(`${W.trial.path}?platformId=${w.a.platformId}&action=cancel`, {}),
      get(`${W.trial.path}?platformId=${w.a.platformId}&action=cancel`),
    ],
  },
  [W.recommendedCases.path]: { public: NOT_OWNED },
  [W.myApps.path]: { owned: 'developed apps', probes: () => [get(W.myApps.path)] },
  [W.recommendedApps.path]: { public: NOT_OWNED },
  [W.banners.path]: { public: NOT_OWNED },
  [W.deviceCount.path]: { owned: 'devices', probes: () => [get(W.deviceCount.path)] },
  [W.myData.path]: {
    owned: 'devices, purchases, admin accounts',
    probes: () => [get(W.myData.path)],
  },
  [W.adminAccounts.path]: { owned: 'admin accounts', probes: () => [get(W.adminAccounts.path)] },
  [C.articleReadNum]: { public: 'a read counter of a public article' },
  [C.articleById]: { public: NOT_OWNED },
  [C.homeFaq]: { public: NOT_OWNED },
  [C.articleList]: {
    owned: 'search history (a signed-in FAQ search is kept)',
    probes: () => [get(`${C.articleList}?kind=faq&keyword=mallory`)],
  },
  [C.hotKeyWords]: { public: NOT_OWNED },
  [C.hotQuestion]: { public: NOT_OWNED },
  [C.searchHistory]: { owned: 'search history', probes: () => [get(C.searchHistory)] },
  [D.classifications.path]: { public: NOT_OWNED },
  [D.products.path]: { public: NOT_OWNED },
  [D.productGroups.path]: { public: NOT_OWNED },
  [D.productTree.path]: { public: NOT_OWNED },
  [D.aboutProduct.path]: { public: NOT_OWNED },
  [D.marketingProducts.path]: { public: NOT_OWNED },
  [D.productSpecs.path]: { public: NOT_OWNED },
  [C.downloadCenter]: { public: NOT_OWNED },
  [C.materialTypes]: { public: NOT_OWNED },
  [C.fileCategories]: { public: NOT_OWNED },
  [C.materialList]: { public: NOT_OWNED },
  [C.materialTypeLists]: { public: NOT_OWNED },
  [C.materialDetail]: { public: NOT_OWNED },
  [C.materialFiles]: { public: NOT_OWNED },
  [C.caseDetail]: { public: NOT_OWNED },
  [C.industries]: { public: NOT_OWNED },
  [C.caseList]: { public: NOT_OWNED },
  [C.equipmentList]: { public: NOT_OWNED },
  [C.equipmentListNew]: { public: NOT_OWNED },
  [C.appEquipment]: { public: NOT_OWNED },
  [C.caseFiles]: { public: NOT_OWNED },
  [C.appList]: { public: 'released apps only (marketplace.test.ts)' },
  [C.appDetail]: {
    owned: 'developed apps (an unreleased one is shown to no one)',
    probes: (w) => [get(`${C.appDetail}?id=${w.a.unreleasedAppId}`, { refuse: NOT_VISIBLE })],
  },
  [C.appClassification]: { public: NOT_OWNED },
  [C.ecologicalSoftware]: { public: 'released apps only (marketplace.test.ts)' },
  [C.appProducts]: { public: NOT_OWNED },
  [C.checkingData]: { public: 'adaptation of released apps only (marketplace.test.ts)' },
  [D.productSuperior.path]: { public: NOT_OWNED },
  [C.appInfoFiles]: {
    owned: 'developed apps (an unreleased one is shown to no one)',
    probes: (w) => [get(`${C.appInfoFiles}?appId=${w.a.unreleasedAppId}`, { refuse: NOT_VISIBLE })],
  },
  [C.apiCategories]: { public: NOT_OWNED },
  [C.apiCategoryTree]: { public: NOT_OWNED },
  [C.apiList]: { public: NOT_OWNED },
  [C.sdkDocs]: { public: NOT_OWNED },
  [C.sdkParameters]: { public: NOT_OWNED },
  [C.sdkList]: { public: NOT_OWNED },
  [C.sdkModelList]: { public: NOT_OWNED },
  [C.sdkProducts]: { public: NOT_OWNED },
  [C.sdkUnattached]: { public: NOT_OWNED },
  [C.sdkFiles]: { public: NOT_OWNED },
  [C.testPackages]: { public: NOT_OWNED },
  [C.testProducts]: { public: NOT_OWNED },
  [D.myDevices.path]: { owned: 'devices', probes: () => [get(`${D.myDevices.path}?pageSize=50`)] },
  [D.servicePassword.path]: {
    owned: 'devices (service password)',
    probes: (w) => [
      post(D.servicePassword.path, { serial: w.a.deviceSerial }, { refuse: NOT_VISIBLE }),
    ],
  },

  // ---- files, share links, favourites
  [FILE_PATHS.download.path]: {
    public: 'catalogue files: section or share token (files-download.test.ts)',
  },
  [FILE_PATHS.preview.path]: {
    public: 'catalogue files: section or share token (files-download.test.ts)',
  },
  [FILE_PATHS.ossDownload.path]: {
    public: 'catalogue files: section or share token (files-download.test.ts)',
  },
  [FILE_PATHS.shareGetLink.path]: {
    owned: 'share links',
    probes: (w) => [
      post(FILE_PATHS.shareGetLink.path, {
        entityType: ENTITY_TYPES.solution,
        entityId: w.caseId,
        needLogin: 0,
      }),
    ],
  },
  [FILE_PATHS.shareOpenLink.path]: {
    public: 'the token is the grant: its holder opens the link (spec 4)',
  },
  [FAVOURITE_CALLS.add.path]: {
    owned: 'favourites',
    probes: (w) => [post(FAVOURITE_CALLS.add.path, w.a.favourite)],
  },
  [FAVOURITE_CALLS.remove.path]: {
    owned: 'favourites',
    probes: (w) => [
      post(FAVOURITE_CALLS.remove.path, { id: w.a.favouriteId }, { refuse: NOT_VISIBLE }),
      get(`${FAVOURITE_CALLS.remove.path}?id=${w.a.favouriteId}`, { refuse: NOT_VISIBLE }),
    ],
  },
  [FAVOURITE_CALLS.top.path]: {
    owned: 'favourites',
    probes: (w) => [
      post(FAVOURITE_CALLS.top.path, { id: w.a.favouriteId, top: 1 }, { refuse: NOT_VISIBLE }),
    ],
  },
  [FAVOURITE_CALLS.rename.path]: {
    owned: 'favourites',
    probes: (w) => [
      post(
        FAVOURITE_CALLS.rename.path,
        { id: w.a.favouriteId, label: 'Mine now' },
        { refuse: NOT_VISIBLE },
      ),
    ],
  },
  [FAVOURITE_CALLS.list.path]: {
    owned: 'favourites',
    probes: () => [
      get(`${FAVOURITE_CALLS.list.path}?pageSize=50`, {
        clean: (data, w) => !listIds(data).includes(w.a.favouriteId),
      }),
    ],
  },
  [FAVOURITE_CALLS.state.path]: {
    owned: 'favourites',
    probes: (w) => [
      get(
        `${FAVOURITE_CALLS.state.path}?entityType=${w.a.favourite.entityType}&entityIds=${w.a.favourite.entityId}`,
        {
          clean: (data, world) => !Object.values(data as object).includes(world.a.favouriteId),
        },
      ),
    ],
  },
};
