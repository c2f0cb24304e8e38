import { callPaths } from './call-path.js';

/** Where the solution case calls are (`SOLUTION_CALLS` describes them; decision 0061). */
export const SOLUTION_PATHS = callPaths({
  caseDetail: { method: 'GET', path: '/front/solutionCase/getCaseDetail' },
  industries: { method: 'GET', path: '/front/solutionCase/industry' },
  caseList: { method: 'GET', path: '/front/solutionCase/solutionCaseList' },
  equipmentList: { method: 'GET', path: '/front/solutionCase/getEquipmentList' },
  equipmentListNew: { method: 'GET', path: '/front/solutionCase/getEquipmentListNew' },
  appEquipment: { method: 'GET', path: '/front/solutionCase/getAppEquipment' },
  caseFiles: { method: 'GET', path: '/front/solutionCase/getCaseFiles' },
});
