import { callPaths } from './call-path.js';

/** Where the articles, FAQ and search calls are (`SUPPORT_CALLS` describes them; decision 0061). */
export const SUPPORT_PATHS = callPaths({
  articleReadNum: { method: 'POST', path: '/front/article/updateReadNum' },
  articleById: { method: 'GET', path: '/front/article/getById' },
  homeFaq: { method: 'GET', path: '/front/article/homeFAQ' },
  articleList: { method: 'GET', path: '/front/article/articleList' },
  hotKeyWords: { method: 'GET', path: '/front/article/hotKeyWords' },
  hotQuestion: { method: 'GET', path: '/front/article/hotQuestion' },
  searchHistory: { method: 'GET', path: '/front/searchRecord/searchRecordHistory' },
});
