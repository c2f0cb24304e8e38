import { type FileSeed, type PdfBlock, PRODUCTS } from './catalogue.data.js';
import { dl } from './catalogue-files-kit.js';

/**
 * Download-centre certification reports and marketing assets (section download), last in CENTRE.
 */
export const CENTRE_REPORTS: FileSeed[] = [
  {
    key: dl('certificates/s90-ip68-drop-test-summary.pdf'),
    name: { zh: 'S90 IP68 与跌落测试摘要', en: 'S90 IP68 and drop test summary' },
    section: 'download',
    classification: 'dl-cert',
    centre: true,
    watermark: true,
    downloads: 812,
    daysAgo: 300,
    attach: [],
    body: {
      kind: 'pdf',
      meta: 'SEU-QT-S90-01  |  Test summary',
      blocks: {
        zh: [
          { h: '测试项目与结果' },
          {
            rows: [
              ['防尘（IP6X）', '8 小时粉尘箱测试，内部无粉尘进入：通过'],
              ['防水（IPX8）', '1.5 米水深浸泡 30 分钟，功能正常：通过'],
              ['跌落', '1.8 米六面及四角跌落至水泥地面各 2 次：通过'],
              ['滚筒', '0.5 米滚筒 1000 次：通过'],
              ['高低温', '-20 °C 与 50 °C 各运行 24 小时：通过'],
            ],
          },
          { h: '说明' },
          '本摘要由我司质量实验室出具，供客户选型参考。第三方检测报告全文请向销售经理索取。',
        ],
        en: [
          { h: 'Tests and results' },
          {
            rows: [
              ['Dust (IP6X)', '8 hours in a dust chamber, no ingress: pass'],
              ['Water (IPX8)', '30 minutes at 1.5 m depth, fully working: pass'],
              ['Drop', '1.8 m to concrete, twice on each face and corner: pass'],
              ['Tumble', '1,000 tumbles at 0.5 m: pass'],
              ['Temperature', '24 hours of operation at -20 °C and at 50 °C: pass'],
            ],
          },
          { h: 'Note' },
          'This summary is issued by our quality lab for product selection. Ask your sales manager for the full third-party test reports.',
        ],
      },
    },
  },
  {
    key: dl('certificates/m60-disinfectant-resistance.pdf'),
    name: { zh: 'M60 消毒剂耐受性测试报告', en: 'M60 disinfectant resistance report' },
    section: 'download',
    classification: 'dl-cert',
    centre: true,
    watermark: true,
    downloads: 534,
    daysAgo: 260,
    attach: [],
    body: {
      kind: 'pdf',
      meta: 'SEU-QT-M60-02  |  Test report',
      blocks: {
        zh: [
          { h: '测试方法' },
          '使用浸湿消毒剂的无纺布对外壳、屏幕和按键各擦拭 10000 次，每 1000 次检查外观、按键手感和屏幕触控。',
          { h: '结果' },
          {
            rows: [
              ['75% 乙醇', '无开裂、无褪色、功能正常'],
              ['异丙醇', '无开裂、无褪色、功能正常'],
              ['含氯消毒剂 1000 mg/L', '无开裂、轻微失光、功能正常'],
              ['3% 过氧化氢', '无开裂、无褪色、功能正常'],
              ['季铵盐湿巾', '无开裂、无褪色、功能正常'],
            ],
          },
        ],
        en: [
          { h: 'Method' },
          'The housing, screen and keys were each wiped 10,000 times with disinfectant-soaked non-woven cloth, checking appearance, key feel and touch every 1,000 wipes.',
          { h: 'Results' },
          {
            rows: [
              ['75% ethanol', 'No cracking or fading; fully working'],
              ['Isopropyl alcohol', 'No cracking or fading; fully working'],
              ['Chlorine 1,000 mg/L', 'No cracking, slight loss of gloss; fully working'],
              ['3% hydrogen peroxide', 'No cracking or fading; fully working'],
              ['Quaternary ammonium wipes', 'No cracking or fading; fully working'],
            ],
          },
        ],
      },
    },
  },
  {
    key: dl('certificates/s90c-low-temperature-test.pdf'),
    name: { zh: 'S90C 低温环境测试报告', en: 'S90C low-temperature test report' },
    section: 'download',
    classification: 'dl-cert',
    centre: true,
    watermark: true,
    downloads: 415,
    daysAgo: 230,
    attach: [],
    body: {
      kind: 'pdf',
      meta: 'SEU-QT-S90C-01  |  Test report',
      blocks: {
        zh: [
          { h: '测试条件' },
          '在 -30 °C 环境箱中连续运行 8 小时，每 10 分钟在 -30 °C 与 25 °C（湿度 85%）之间切换一次，模拟进出冷库。',
          { h: '结果' },
          {
            rows: [
              ['屏幕除雾', '切换后 20 秒内恢复清晰'],
              ['扫描窗口', '无结霜，识读成功率 99.8%'],
              ['电池', '-30 °C 下可用容量 72%'],
              ['触控', '戴 3 mm 防寒手套操作正常'],
            ],
          },
        ],
        en: [
          { h: 'Conditions' },
          'Eight hours of continuous operation in a -30 °C chamber, switching every ten minutes between -30 °C and 25 °C at 85% humidity to mimic moving in and out of a freezer.',
          { h: 'Results' },
          {
            rows: [
              ['Display fog', 'Clear within 20 s of each transition'],
              ['Scan window', 'No frost; 99.8% first-read rate'],
              ['Battery', '72% usable capacity at -30 °C'],
              ['Touch', 'Works with 3 mm thermal gloves'],
            ],
          },
        ],
      },
    },
  },
  {
    key: dl('certificates/conformity-overview.pdf'),
    name: { zh: '产品认证概览', en: 'Product certification overview' },
    section: 'download',
    classification: 'dl-cert',
    centre: true,
    watermark: true,
    downloads: 1020,
    daysAgo: 45,
    attach: [],
    body: {
      kind: 'pdf',
      meta: 'SEU-CERT  |  Overview',
      blocks: {
        zh: [
          '下表列出各机型已取得的主要认证类别。证书编号和有效期请向销售经理索取证书副本。',
          {
            rows: PRODUCTS.map((p) => [
              p.model,
              ['P20', 'P30', 'W5', 'R10'].includes(p.model)
                ? '无线电型号核准（SRRC）、CCC'
                : '无线电型号核准（SRRC）、电信设备进网许可、CCC',
            ]),
          },
        ],
        en: [
          'The table lists the main certification types held for each model. Ask your sales manager for certificate copies with numbers and validity dates.',
          {
            rows: PRODUCTS.map((p) => [
              p.model,
              ['P20', 'P30', 'W5', 'R10'].includes(p.model)
                ? 'Radio type approval (SRRC), CCC'
                : 'Radio type approval (SRRC), network access licence, CCC',
            ]),
          },
        ],
      },
    },
  },
  {
    key: dl('marketing/product-selection-table.csv'),
    name: { zh: '全系产品选型表', en: 'Product selection table' },
    section: 'download',
    classification: 'dl-marketing',
    centre: true,
    watermark: false,
    downloads: 2260,
    daysAgo: 20,
    attach: [],
    body: {
      kind: 'csv',
      rows: [
        ['型号 Model', '名称', 'Name', '操作系统 OS', '防护等级 Sealing', '跌落 Drop'],
        ...PRODUCTS.map((p) => {
          const v = (label: string) => p.specs.find((s) => s.label_en === label)?.value_en ?? '-';
          return [
            p.model,
            p.name.zh,
            p.name.en,
            v('Operating system'),
            v('Sealing'),
            v('Drop spec'),
          ];
        }),
      ],
    },
  },
  {
    key: dl('marketing/product-line-overview.pdf'),
    name: { zh: '产品线总览', en: 'Product line overview' },
    section: 'download',
    classification: 'dl-marketing',
    centre: true,
    watermark: false,
    downloads: 1890,
    daysAgo: 35,
    attach: [],
    body: {
      kind: 'pdf',
      meta: 'SEU-MKT-LINE  |  Edition 2',
      blocks: {
        zh: PRODUCTS.flatMap((p): PdfBlock[] => [{ h: `${p.model}  ${p.name.zh}` }, p.summary.zh]),
        en: PRODUCTS.flatMap((p): PdfBlock[] => [{ h: `${p.model}  ${p.name.en}` }, p.summary.en]),
      },
    },
  },
  {
    key: dl('marketing/co-branding-guidelines.pdf'),
    name: { zh: '渠道联合品牌使用规范', en: 'Co-branding guidelines for partners' },
    section: 'download',
    classification: 'dl-marketing',
    centre: true,
    watermark: true,
    downloads: 520,
    daysAgo: 110,
    attach: [],
    body: {
      kind: 'pdf',
      meta: 'SEU-MKT-BRAND  |  Version 1.1',
      blocks: {
        zh: [
          { h: '适用范围' },
          '渠道伙伴在宣传物料、网站和展会中同时使用自身品牌与我司产品信息时，请遵守本规范。',
          { h: '基本要求' },
          '1. 产品名称请使用官方名称，例如“S90 5G 手持终端”，不要自行缩写或改名。',
          '2. 产品图片请使用营销资料下载中的官方图片，不得修改产品外观。',
          '3. 规格参数以官网和产品彩页为准，引用性能数据时请注明测试条件。',
        ],
        en: [
          { h: 'Scope' },
          'Follow these rules whenever partners show their own brand together with our product information in material, on websites or at shows.',
          { h: 'Requirements' },
          '1. Use official product names such as “S90 5G Handheld Computer”; do not abbreviate or rename them.',
          '2. Use the official product images from marketing downloads and do not alter how the products look.',
          '3. Specifications follow the website and brochures; state the test conditions when quoting performance figures.',
        ],
      },
    },
  },
];
