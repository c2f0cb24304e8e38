import {
  SUPPORT_PATHS,
  DOWNLOAD_PATHS,
  MARKETING_PATHS,
  SOLUTION_PATHS,
  MARKET_PATHS,
  RESOURCE_PATHS,
  FILE_PATHS,
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
  [SUPPORT_PATHS.articleReadNum.path]: { public: 'a read counter of a public article' },
  [SUPPORT_PATHS.articleById.path]: { public: NOT_OWNED },
  [SUPPORT_PATHS.homeFaq.path]: { public: NOT_OWNED },
  [SUPPORT_PATHS.articleList.path]: {
    owned: 'search history (a signed-in FAQ search is kept)',
    probes: () => [get(`${SUPPORT_PATHS.articleList.path}?kind=faq&keyword=mallory`)],
  },
  [SUPPORT_PATHS.hotKeyWords.path]: { public: NOT_OWNED },
  [SUPPORT_PATHS.hotQuestion.path]: { public: NOT_OWNED },
  [SUPPORT_PATHS.searchHistory.path]: {
    owned: 'search history',
    probes: () => [get(SUPPORT_PATHS.searchHistory.path)],
  },
  [D.classifications.path]: { public: NOT_OWNED },
  [D.products.path]: { public: NOT_OWNED },
  [D.productGroups.path]: { public: NOT_OWNED },
  [D.productTree.path]: { public: NOT_OWNED },
  [D.aboutProduct.path]: { public: NOT_OWNED },
  [D.marketingProducts.path]: { public: NOT_OWNED },
  [D.productSpecs.path]: { public: NOT_OWNED },
  [DOWNLOAD_PATHS.downloadCenter.path]: { public: NOT_OWNED },
  [MARKETING_PATHS.materialTypes.path]: { public: NOT_OWNED },
  [DOWNLOAD_PATHS.fileCategories.path]: { public: NOT_OWNED },
  [MARKETING_PATHS.materialList.path]: { public: NOT_OWNED },
  [MARKETING_PATHS.materialTypeLists.path]: { public: NOT_OWNED },
  [MARKETING_PATHS.materialDetail.path]: { public: NOT_OWNED },
  [MARKETING_PATHS.materialFiles.path]: { public: NOT_OWNED },
  [SOLUTION_PATHS.caseDetail.path]: { public: NOT_OWNED },
  [SOLUTION_PATHS.industries.path]: { public: NOT_OWNED },
  [SOLUTION_PATHS.caseList.path]: { public: NOT_OWNED },
  [SOLUTION_PATHS.equipmentList.path]: { public: NOT_OWNED },
  [SOLUTION_PATHS.equipmentListNew.path]: { public: NOT_OWNED },
  [SOLUTION_PATHS.appEquipment.path]: { public: NOT_OWNED },
  [SOLUTION_PATHS.caseFiles.path]: { public: NOT_OWNED },
  [MARKET_PATHS.appList.path]: { public: 'released apps only (marketplace.test.ts)' },
  [MARKET_PATHS.appDetail.path]: {
    owned: 'developed apps (an unreleased one is shown to no one)',
    probes: (w) => [
      get(`${MARKET_PATHS.appDetail.path}?id=${w.a.unreleasedAppId}`, { refuse: NOT_VISIBLE }),
    ],
  },
  [MARKET_PATHS.appClassification.path]: { public: NOT_OWNED },
  [MARKET_PATHS.ecologicalSoftware.path]: { public: 'released apps only (marketplace.test.ts)' },
  [MARKET_PATHS.appProducts.path]: { public: NOT_OWNED },
  [MARKET_PATHS.checkingData.path]: {
    public: 'adaptation of released apps only (marketplace.test.ts)',
  },
  [D.productSuperior.path]: { public: NOT_OWNED },
  [MARKET_PATHS.appInfoFiles.path]: {
    owned: 'developed apps (an unreleased one is shown to no one)',
    probes: (w) => [
      get(`${MARKET_PATHS.appInfoFiles.path}?appId=${w.a.unreleasedAppId}`, {
        refuse: NOT_VISIBLE,
      }),
    ],
  },
  [RESOURCE_PATHS.apiCategories.path]: { public: NOT_OWNED },
  [RESOURCE_PATHS.apiCategoryTree.path]: { public: NOT_OWNED },
  [RESOURCE_PATHS.apiList.path]: { public: NOT_OWNED },
  [RESOURCE_PATHS.sdkDocs.path]: { public: NOT_OWNED },
  [RESOURCE_PATHS.sdkParameters.path]: { public: NOT_OWNED },
  [RESOURCE_PATHS.sdkList.path]: { public: NOT_OWNED },
  [RESOURCE_PATHS.sdkModelList.path]: { public: NOT_OWNED },
  [RESOURCE_PATHS.sdkProducts.path]: { public: NOT_OWNED },
  [RESOURCE_PATHS.sdkUnattached.path]: { public: NOT_OWNED },
  [RESOURCE_PATHS.sdkFiles.path]: { public: NOT_OWNED },
  [RESOURCE_PATHS.testPackages.path]: { public: NOT_OWNED },
  [RESOURCE_PATHS.testProducts.path]: { public: NOT_OWNED },
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
