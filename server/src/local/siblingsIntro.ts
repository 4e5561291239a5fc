/**
 * The product introduction archive of the download popover (SPEC §7 "Downloads"),
 * `greenroom-intro.zip`: a brochure page and a plain-text product list, made from one table of
 * Greenroom's products. Built once, in memory, with fixed dates, so its bytes (and ETag) are stable.
 */
import { escapeHtml } from '../lib/html';
import { zipArchive } from '../lib/zip';

export interface IntroProduct {
  name: string;
  /** One sentence: what it is for. */
  summary: string;
  features: readonly string[];
}

/** Greenroom's products as the archive presents them. */
export const INTRO_PRODUCTS: readonly IntroProduct[] = [
  {
    name: '图文直播',
    summary: '用文字、图片与视频实时报道会议、赛事和发布会，观众在手机上即可围观。',
    features: ['图文与视频直播、回放', '直播录像在线生成下载文件', '评论、点赞与分享互动', '观看人数与观众地域统计'],
  },
  {
    name: '云摄影',
    summary: '摄影师在现场拍摄，照片几秒内上传到云端相册，嘉宾扫码即可查看和下载。',
    features: ['照片直播相册与分类', '同步助手自动上传相机照片', '品牌水印与相册封面定制', '浏览、下载与分享数据统计'],
  },
  {
    name: '活动',
    summary: '从报名到签到，一站完成活动的组织与现场管理。',
    features: ['在线报名与审核', '电子票与现场签到核销', '活动视频直播与回放', '报名与签到数据统计'],
  },
  {
    name: '微官网',
    summary: '无需开发，搭建活动与品牌的移动端官网。',
    features: ['模板与可视化编辑', '访问量、访客数与分享统计', '访客地域与终端分析', '统计数据导出为 Excel'],
  },
  {
    name: '问卷',
    summary: '创建调查问卷与报名表，在活动前后收集反馈。',
    features: ['多种题型与逻辑跳转', '随时开启或暂停收集', '答卷统计与每日答卷数'],
  },
  {
    name: '现场拍摄服务',
    summary: '预约专业摄影师到活动现场拍摄，照片直接进入云摄影相册。',
    features: ['半天、全天与双摄影师套餐', '与云摄影相册无缝衔接'],
  },
];

/** The sync helper, offered in the same popover. */
export const SYNC_HELPER: IntroProduct = {
  name: '同步助手（Windows / Mac）',
  summary: '安装在摄影师电脑上的客户端，把相机中的新照片自动同步到云摄影相册。',
  features: ['连接相机或监视文件夹', '断点续传与失败重试', '上传前按设置压缩与加水印'],
};

/** The file name the download is saved under (and the link's last segment). */
export const INTRO_ARCHIVE_NAME = 'greenroom-intro.zip';
/** Its name as people read it, for Content-Disposition's `filename*`. */
export const INTRO_ARCHIVE_TITLE = 'Greenroom产品介绍资料包.zip';

const FOLDER = 'Greenroom 产品介绍';
const EDITION = '2025 年版';
/** The files' date inside the archive (fixed: the same archive every time). */
const EDITION_DATE = new Date(2025, 0, 1, 9, 0, 0);

const ALL_PRODUCTS = [...INTRO_PRODUCTS, SYNC_HELPER];

/** The plain-text list (CRLF line ends, so Windows Notepad shows it right). */
export function introText(): string {
  const lines = [
    `Greenroom 绿幕 产品介绍（${EDITION}）`,
    '',
    'Greenroom 绿幕为活动主办方提供直播、云摄影、活动、微官网与问卷等产品，',
    '所有产品共用一个账户，在 Greenroom 控制台统一管理。',
    '',
  ];
  for (const product of ALL_PRODUCTS) {
    lines.push(`■ ${product.name}`, `  ${product.summary}`, ...product.features.map((feature) => `  · ${feature}`), '');
  }
  lines.push('更多介绍见同一文件夹中的「产品介绍.html」（用浏览器打开）。', '');
  return lines.join('\r\n');
}

const BROCHURE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;
color:#1c1f23;background:#f4f6f8;line-height:1.6}
header{background:linear-gradient(135deg,#238a4c,#2f9e5a);color:#fff;padding:48px 24px}
header h1{margin:0 0 8px;font-size:32px}
header p{margin:0;font-size:16px;opacity:.9}
main{max-width:960px;margin:0 auto;padding:32px 24px;display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:20px}
section{background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 12px rgba(28,31,35,.06)}
h2{margin:0 0 8px;font-size:20px;color:#1d7540}
ul{margin:12px 0 0;padding-left:20px;color:#41464b}
footer{text-align:center;color:#6b7075;font-size:13px;padding:0 24px 32px}
`;

/** The brochure: one self-contained page (opened from disk, so no outside resources). */
export function introBrochure(): string {
  const sections = ALL_PRODUCTS.map(
    (product) => `<section>
<h2>${escapeHtml(product.name)}</h2>
<p>${escapeHtml(product.summary)}</p>
<ul>
${product.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('\n')}
</ul>
</section>`,
  ).join('\n');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Greenroom 绿幕 产品介绍</title>
<style>${BROCHURE_STYLE}</style>
</head>
<body>
<header>
<h1>Greenroom 绿幕</h1>
<p>活动直播、云摄影与活动管理，一个账户全部搞定（${EDITION}）</p>
</header>
<main>
${sections}
</main>
<footer>所有产品在 Greenroom 控制台统一管理：账户、订单、数据与素材一处查看。</footer>
</body>
</html>
`;
}

let archive: Buffer | undefined;

/** The archive's bytes (built on first use, then kept). */
export function introArchive(): Buffer {
  archive ??= zipArchive(
    [
      { name: `${FOLDER}/产品介绍.html`, data: introBrochure() },
      { name: `${FOLDER}/产品清单.txt`, data: `\ufeff${introText()}` },
    ],
    EDITION_DATE,
  );
  return archive;
}
