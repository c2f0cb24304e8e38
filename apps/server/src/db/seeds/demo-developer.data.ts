import type { ReviewReasonCode } from '@seuiot/contract';

/**
 * The demo customer as a developer (issue 13, decision 0015): approved onboarding and apps in
 * every state a newcomer should see at once: a draft, one pending review, one rejected with its
 * reasons and a reply, one approved and not released, one released with two versions (the
 * catalogue's Warehouse Stocktake, which the demo account develops), and a released one whose
 * listing update is pending review.
 */

export const DEMO_DEVELOPER = {
  type: 'personal',
  name: 'Shanghai Shili Logistics Tech',
  email: 'dev@example.com',
  phone: '13800138000',
  website: 'https://shili.example.com',
  intro:
    '上海示例物流科技的移动开发团队，为仓储和配送一线开发手持终端应用。 / The mobile team of Shanghai Shili Logistics Tech, building handheld apps for warehouses and delivery crews.',
  daysAgo: 120,
} as const;

export interface DemoText {
  zh: string;
  en: string;
}

export interface DemoVersion {
  versionName: string;
  versionCode: number;
  update: DemoText;
  /** draft, pending, approved, published, updateRejected, rejected. */
  status: string;
  submittedDaysAgo: number | null;
  /** Review time in hours after the submission. */
  reviewHours: number | null;
  publishedDaysAgo: number | null;
}

export interface DemoReview {
  subject: 'app' | 'update' | 'version';
  /** Index into the app's versions for a version decision. */
  version?: number;
  outcome: 'approved' | 'rejected';
  reasons: ReviewReasonCode[];
  note: string;
  submittedDaysAgo: number;
  reviewHours: number;
  replies: { author: 'developer' | 'reviewer'; body: string; hoursAfter: number }[];
}

export interface DemoApp {
  /** The catalogue's app with this package name, or a new one. */
  packageName: string;
  fromCatalogue?: boolean;
  name: DemoText;
  summary: DemoText;
  intro: DemoText;
  cls: string;
  testAccount: string;
  /** Icon colours: background and mark. */
  colours: [number[], number[]];
  media: number;
  reviewStatus: string;
  released: boolean;
  daysAgo: number;
  submittedDaysAgo: number | null;
  reviewHours: number | null;
  versions: DemoVersion[];
  reviews: DemoReview[];
  /** Changes to the approved listing, waiting for review. */
  edit?: { summary: DemoText; intro: DemoText };
}

const version = (
  versionName: string,
  versionCode: number,
  update: DemoText,
  status: string,
  times: { submitted?: number; hours?: number; published?: number } = {},
): DemoVersion => ({
  versionName,
  versionCode,
  update,
  status,
  submittedDaysAgo: times.submitted ?? null,
  reviewHours: times.hours ?? null,
  publishedDaysAgo: times.published ?? null,
});

export const DEMO_APPS: DemoApp[] = [
  {
    packageName: 'com.seuiot.stocktake',
    fromCatalogue: true,
    name: { zh: '仓储盘点助手', en: 'Warehouse Stocktake' },
    summary: { zh: '', en: '' },
    intro: { zh: '', en: '' },
    cls: 'app-logistics',
    testAccount: 'demo-counter / Count#2026',
    colours: [
      [22, 119, 255],
      [255, 255, 255],
    ],
    media: 0,
    reviewStatus: 'approved',
    released: true,
    daysAgo: 330,
    submittedDaysAgo: 330,
    reviewHours: 30,
    versions: [
      version(
        '3.0.3',
        3003,
        {
          zh: '支持按批次和效期盘点；修复离线盘点数据偶尔未同步的问题。',
          en: 'Counts by batch and expiry date; fixes offline counts that sometimes did not sync.',
        },
        'published',
        { submitted: 42, hours: 20, published: 40 },
      ),
      version(
        '3.0.4',
        3004,
        {
          zh: '多人同时盘点同一库位时自动合并结果；盘点差异可导出 Excel。',
          en: 'Merges the counts of several people on one location; exports differences to Excel.',
        },
        'published',
        { submitted: 3, hours: 26, published: 1 },
      ),
    ],
    reviews: [
      {
        subject: 'version',
        version: 0,
        outcome: 'approved',
        reasons: [],
        note: '',
        submittedDaysAgo: 42,
        reviewHours: 20,
        replies: [],
      },
      {
        subject: 'version',
        version: 1,
        outcome: 'approved',
        reasons: [],
        note: '',
        submittedDaysAgo: 3,
        reviewHours: 26,
        replies: [],
      },
    ],
  },
  {
    packageName: 'com.shili.patrol',
    name: { zh: '巡检打卡', en: 'Patrol Check-in' },
    summary: {
      zh: '仓库夜间巡检：扫描库位码打卡，异常拍照上报。',
      en: 'Night patrols of the warehouse: scan location codes to check in, report issues with a photo.',
    },
    intro: { zh: '', en: '' },
    cls: 'app-logistics',
    testAccount: '',
    colours: [
      [250, 140, 22],
      [255, 255, 255],
    ],
    media: 0,
    reviewStatus: 'draft',
    released: false,
    daysAgo: 2,
    submittedDaysAgo: null,
    reviewHours: null,
    versions: [version('0.9.0', 900, { zh: '', en: '' }, 'draft')],
    reviews: [],
  },
  {
    packageName: 'com.shili.coldchain',
    name: { zh: '冷链温度记录', en: 'Cold Chain Logger' },
    summary: {
      zh: '读取蓝牙温度标签，全程记录冷链运输温度，超温即时提醒。',
      en: 'Reads Bluetooth temperature tags, logs the whole cold-chain trip and alerts at once when too warm.',
    },
    intro: {
      zh: '冷链温度记录连接车厢内的蓝牙温度标签，每分钟记录一次温度，离线时数据保存在设备上，联网后上传。\n\n超过设定温度时设备振动并提醒司机，交接时可生成温度曲线供收货方签收。',
      en: 'Cold Chain Logger connects to the Bluetooth temperature tags in the truck, records the temperature every minute, keeps it on the device when offline and uploads it once connected.\n\nWhen a limit is passed the device vibrates and alerts the driver; at hand-over it shows the temperature curve for the receiver to sign.',
    },
    cls: 'app-logistics',
    testAccount: 'reviewer / Cold#2026',
    colours: [
      [19, 194, 194],
      [255, 255, 255],
    ],
    media: 2,
    reviewStatus: 'pending',
    released: false,
    daysAgo: 4,
    submittedDaysAgo: 1,
    reviewHours: null,
    versions: [
      version('1.0.0', 100, { zh: '首个版本。', en: 'First release.' }, 'pending', {
        submitted: 1,
      }),
    ],
    reviews: [],
  },
  {
    packageName: 'com.shili.shelf',
    name: { zh: '门店陈列助手', en: 'Shelf Display Helper' },
    summary: {
      zh: '按陈列图检查门店货架，拍照比对，缺货和错放一键上报。',
      en: 'Checks store shelves against the planogram, compares photos and reports gaps and misplaced items in one tap.',
    },
    intro: {
      zh: '门店陈列助手把总部下发的陈列图和门店实拍照片放在一起比对，标出缺货、错放和价签问题。\n\n巡店结果自动汇总成报告，区域经理可以在手机上查看各门店的整改进度。',
      en: 'Shelf Display Helper puts the planogram from head office beside a photo of the shelf and marks gaps, misplaced items and wrong price labels.\n\nVisits add up to a report, and area managers follow each store’s fixes on their phones.',
    },
    cls: 'app-retail',
    testAccount: '',
    colours: [
      [235, 47, 150],
      [255, 255, 255],
    ],
    media: 2,
    reviewStatus: 'rejected',
    released: false,
    daysAgo: 12,
    submittedDaysAgo: 9,
    reviewHours: 44,
    versions: [
      version('1.2.0', 120, { zh: '首个版本。', en: 'First release.' }, 'rejected', {
        submitted: 9,
        hours: 44,
      }),
    ],
    reviews: [
      {
        subject: 'app',
        outcome: 'rejected',
        reasons: ['test-account', 'listing-quality'],
        note: '登录页需要账号，但未提供测试账号；第二张截图是设计稿而非应用运行画面。 / The app asks for an account at start but no test account was given; the second screenshot is a design mock-up, not the app running.',
        submittedDaysAgo: 9,
        reviewHours: 44,
        replies: [
          {
            author: 'developer',
            body: '测试账号会在下次提交时补上，截图也会换成真机截图。 / We will add a test account with the next submission and replace the screenshot with one from a device.',
            hoursAfter: 50,
          },
          {
            author: 'reviewer',
            body: '好的，请在测试账号栏填写账号和密码。 / Thank you; please put both the account and the password in the test account field.',
            hoursAfter: 70,
          },
        ],
      },
    ],
  },
  {
    packageName: 'com.shili.assetaudit',
    name: { zh: '资产盘点', en: 'Asset Audit' },
    summary: {
      zh: '扫描 RFID 和条码资产标签，按部门和位置盘点固定资产。',
      en: 'Scans RFID and barcode asset tags to audit fixed assets by department and location.',
    },
    intro: {
      zh: '资产盘点支持 RFID 批量读取和条码逐个扫描，盘点任务从资产系统导入，盘点结果实时显示盘盈盘亏。\n\n支持离线盘点和多人协同，结果可回传资产系统。',
      en: 'Asset Audit reads RFID tags in bulk or scans barcodes one by one. Audit tasks come from your asset system and overs and shorts show as you go.\n\nWorks offline and with several auditors at once; results go back to the asset system.',
    },
    cls: 'app-utility',
    testAccount: 'auditor / Audit#2026',
    colours: [
      [114, 46, 209],
      [255, 255, 255],
    ],
    media: 2,
    reviewStatus: 'approved',
    released: false,
    daysAgo: 20,
    submittedDaysAgo: 6,
    reviewHours: 18,
    versions: [
      version('2.0.0', 200, { zh: '首个版本。', en: 'First release.' }, 'approved', {
        submitted: 6,
        hours: 18,
      }),
    ],
    reviews: [
      {
        subject: 'app',
        outcome: 'approved',
        reasons: [],
        note: '',
        submittedDaysAgo: 6,
        reviewHours: 18,
        replies: [],
      },
    ],
  },
  {
    packageName: 'com.shili.fleet',
    name: { zh: '车队签到', en: 'Fleet Sign-in' },
    summary: {
      zh: '司机到站扫码签到，自动记录到离时间和位置。',
      en: 'Drivers scan in at each stop; arrival, departure and location are recorded by themselves.',
    },
    intro: {
      zh: '车队签到为每个站点生成签到码，司机到站后扫码即可签到，系统记录到达和离开的时间与位置。\n\n调度员可以实时看到每辆车的进度，异常停留自动提醒。',
      en: 'Fleet Sign-in gives every stop its own code. Drivers scan it on arrival, and the time and place of arrival and departure are recorded.\n\nDispatchers follow each vehicle live and are alerted when one stays too long.',
    },
    cls: 'app-field',
    testAccount: 'driver01 / Fleet#2026',
    colours: [
      [82, 196, 26],
      [255, 255, 255],
    ],
    media: 1,
    reviewStatus: 'updatePending',
    released: true,
    daysAgo: 60,
    submittedDaysAgo: 0.5,
    reviewHours: null,
    versions: [
      version('1.4.1', 141, { zh: '首个版本。', en: 'First release.' }, 'published', {
        submitted: 58,
        hours: 22,
        published: 57,
      }),
    ],
    reviews: [
      {
        subject: 'app',
        outcome: 'approved',
        reasons: [],
        note: '',
        submittedDaysAgo: 58,
        reviewHours: 22,
        replies: [],
      },
    ],
    edit: {
      summary: {
        zh: '司机到站扫码签到，自动记录到离时间和位置；新增电子围栏自动签到。',
        en: 'Drivers scan in at each stop, arrival, departure and location recorded by themselves; now also signs in automatically inside a geofence.',
      },
      intro: {
        zh: '车队签到为每个站点生成签到码，司机到站后扫码即可签到，也可以在进入电子围栏时自动签到。\n\n调度员可以实时看到每辆车的进度，异常停留自动提醒。',
        en: 'Fleet Sign-in gives every stop its own code. Drivers scan it on arrival, or are signed in automatically when they enter the stop’s geofence.\n\nDispatchers follow each vehicle live and are alerted when one stays too long.',
      },
    },
  },
];
