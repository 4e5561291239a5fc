/**
 * English for the server's messages (issue 29 §2): the envelope's `msg` of every refusal is written in
 * Chinese where it is thrown (the server's modules, the contracts' zod schemas), and translated in ONE
 * place — the server's envelope hook — when the request's `Accept-Language` asks for English. The
 * console may use {@link translateMessage} for a contract's message it shows itself (client-side
 * validation with the same schemas); it never translates an answer's `msg` (the server did).
 *
 * Keyed by the Chinese text: {@link EXACT} for fixed messages (and the labels that messages name:
 * states, kinds), {@link PATTERNS} for messages with values (sizes, counts, names). A validation
 * message `参数错误：<field> <reason>；…` is translated issue by issue, the field name kept.
 * `server/test/messages-en.test.ts` walks every message the server and the contracts can produce and
 * fails on one without English. Plain code, no imports but the language type.
 */
import type { Locale } from './i18n';

/** Fixed messages and the labels messages name. Sentence case, ASCII punctuation. */
const EXACT: Readonly<Record<string, string>> = {
  // lib/envelope.ts MESSAGES, app.ts
  成功: 'Success',
  '登录已过期，请重新登录': 'Your session has expired. Please sign in again.',
  数据不存在或无权访问: 'Not found, or you do not have access to it',
  接口不存在: 'No such API call',
  请求格式错误: 'Malformed request',
  '服务器繁忙，请稍后再试': 'The server is busy. Please try again later.',
  已拒绝来自其他站点的请求: 'Request from another site refused',
  请求地址过长: 'Request address too long',
  请求地址格式错误: 'Malformed request address',
  请求地址或请求头过长: 'Request address or headers too long',
  请求内容过大: 'Request body too large',
  不支持的请求格式: 'Unsupported request format',
  '请求过于频繁，请稍后再试': 'Too many requests. Please try again later.',
  // validation (lib/validate.ts): reasons after the field name
  不能为空: 'is required',
  格式不正确: 'has an invalid format',
  无效: 'is invalid',
  数字: 'a number',
  整数: 'an integer',
  字符串: 'a string',
  布尔值: 'a boolean',
  对象: 'an object',
  数组: 'an array',
  // contracts/src/text.ts and the contracts' zod schemas
  不能包含换行或控制字符: 'must not contain line breaks or control characters',
  不能包含控制字符: 'must not contain control characters',
  请求编号格式不正确: 'invalid request key',
  请输入标题: 'Enter a title',
  '必须是 11 位手机号': 'must be an 11-digit mobile number',
  结束时间须晚于开始时间: 'The end time must be after the start time',
  请选择开始时间: 'Select a start time',
  请选择结束时间: 'Select an end time',
  '观看密码为 4–20 位字母或数字': 'The viewing password must be 4–20 letters or digits',
  请至少填写一个手机号: 'Enter at least one mobile number',
  简介过长: 'The description is too long',
  请输入拍摄地点: 'Enter the shooting location',
  '访问密码为 4–20 位字母或数字': 'The access password must be 4–20 letters or digits',
  请设置访问密码: 'Set an access password',
  请输入字段名称: 'Enter a field name',
  请输入城市: 'Enter a city',
  请输入场馆或地址: 'Enter a venue or address',
  '人数上限至少为 1': 'The capacity must be at least 1',
  '人数上限最多 100000': 'The capacity can be at most 100000',
  报名表至少需要一个字段: 'The registration form needs at least one field',
  同一字段只能添加一次: 'Each field can be added only once',
  '纳税人识别号应为 15、17、18 或 20 位数字或大写字母': 'The taxpayer ID must be 15, 17, 18 or 20 digits or capital letters',
  邮箱格式不正确: 'Invalid email address',
  企业抬头必须填写纳税人识别号: 'A company title needs a taxpayer ID',
  事件编号无效: 'invalid event ID',
  营销工具类型只能是小写字母和连字符: 'A marketing tool type can only contain lower-case letters and hyphens',
  '必须是 all、person-<id>、city-<代码>、year-<年份> 或 date-<日期>': 'must be all, person-<id>, city-<code>, year-<year> or date-<date>',
  '必须是 YYYY-MM-DD 格式的日期': 'must be a date in YYYY-MM-DD format',
  不是有效的日期: 'is not a valid date',
  '不能早于 startTime': 'must not be before startTime',
  '不能早于 startDate': 'must not be before startDate',
  列不能重复: 'Columns must not repeat',
  至少显示一列: 'Show at least one column',
  编号格式不正确: 'invalid key',
  请输入选项内容: 'Enter the option text',
  '选项最多 100 个字': 'An option can be at most 100 characters',
  请输入题目: 'Enter the question',
  '题目最多 200 个字': 'A question can be at most 200 characters',
  '至少需要 2 个选项': 'At least 2 options are needed',
  选项编号重复: 'Duplicate option keys',
  选项内容不能重复: 'Options must not repeat',
  请输入问卷标题: 'Enter a survey title',
  '标题最多 60 个字': 'The title can be at most 60 characters',
  '标题最多 50 个字': 'The title can be at most 50 characters',
  '说明最多 500 个字': 'The description can be at most 500 characters',
  题目编号重复: 'Duplicate question keys',
  评分须为整数: 'A rating must be a whole number',
  '答案只能是文字、选项编号或评分': 'An answer can only be text, option keys or a rating',
  '只能是 1（存储扩容）、2（版本）、3（上门拍摄服务）之一': 'must be one of 1 (storage), 2 (edition), 3 (on-site photography)',
  上传标识格式不正确: 'invalid upload ID',
  请提供文件名: 'Provide a file name',
  '文件名最多 200 个字符': 'The file name can be at most 200 characters',
  文件标识格式不正确: 'invalid file ID',
  必须是以逗号分隔的数字: 'must be comma-separated numbers',
  '至少需要 locale、theme 其中一项': 'needs locale or theme (at least one)',
  '字段名称最多 20 个字': 'A field name can be at most 20 characters',
  '报名表最多 10 个字段': 'The registration form can have at most 10 fields',
  '必须是 <数字>.svg 或 <数字>.jpg': 'must be <number>.svg or <number>.jpg',
  // modules: activity editors
  封面图片无效: 'Invalid cover image',
  '封面图片无效，请重新上传': 'Invalid cover image. Please upload it again.',
  未开始: 'Not started',
  直播中: 'Live',
  进行中: 'Ongoing',
  已结束: 'Ended',
  // marketing, media, material
  营销工具不存在: 'No such marketing tool',
  素材地址无效或已过期: 'The material address is invalid or has expired',
  播放地址无效或已过期: 'The playback address is invalid or has expired',
  '下载文件已失效，请重新创建下载任务': 'The download file is no longer available. Please create the download task again.',
  '文件存储暂时不可用，请稍后重试': 'File storage is temporarily unavailable. Please try again later.',
  '存储空间不足，文件复制失败，请稍后重新创建下载任务': 'Not enough storage space to copy the file. Please create the download task again later.',
  '文件存储暂时不可用，文件复制失败，请稍后重新创建下载任务':
    'File storage is temporarily unavailable and the file could not be copied. Please create the download task again later.',
  '处理失败，请重新创建下载任务': 'Processing failed. Please create the download task again.',
  录像文件不存在: 'The recording file does not exist',
  录像文件读取失败: 'The recording file could not be read',
  '文件校验失败，请重新创建下载任务': 'File verification failed. Please create the download task again.',
  '存储暂不可写，请稍后再试': 'Storage is not writable at the moment. Please try again later.',
  排队中: 'queued',
  处理中: 'processing',
  已完成: 'done',
  已失败: 'failed',
  已取消: 'cancelled',
  // person, statistics, verify
  '导出链接已失效，请重新导出': 'The export link has expired. Please export again.',
  // surveys
  问卷已在收集中: 'The survey is already collecting answers',
  问卷已结束: 'The survey has ended',
  '草稿问卷尚未发布，不能结束': 'A draft survey has not been published and cannot be closed',
  '问卷还没有题目，不能发布': 'The survey has no questions and cannot be published',
  '问卷正在收集中，请先结束再删除': 'The survey is collecting answers. Close it before deleting it.',
  '问卷已有答卷，不能修改题目': 'The survey already has answers, so its questions cannot be changed',
  '问卷正在收集中，至少保留 1 道题': 'A survey collecting answers must keep at least 1 question',
  问卷不存在或尚未发布: 'The survey does not exist or has not been published',
  您已提交过本问卷: 'You have already submitted this survey',
  请填写手机号: 'Enter your mobile number',
  请至少回答一题: 'Answer at least one question',
  // invoices (the requests; the documents themselves stay Chinese)
  只有已支付的订单可以申请发票: 'Only a paid order can request an invoice',
  该订单已申请发票: 'An invoice has already been requested for this order',
  发票尚未开具: 'The invoice has not been issued yet',
  '发票已驳回，不能开具': 'The invoice request was rejected and cannot be issued',
  '发票已开具，不能驳回': 'The invoice has been issued and cannot be rejected',
  '发票已驳回，请勿重复操作': 'The invoice request has already been rejected',
  // orders
  '订单已超时关闭，无需取消': 'The order was closed after timing out; there is nothing to cancel',
  '订单已取消，请勿重复操作': 'The order has already been cancelled',
  '尚未收到支付结果，请完成支付后再确认': 'No payment result received yet. Please complete the payment, then confirm.',
  修改支付方式: 'change the payment method',
  确认支付: 'confirm the payment',
  取消: 'cancel it',
  删除: 'delete it',
  支付: 'pay',
  // uploads
  '仅支持 JPG、PNG、WebP 图片': 'Only JPG, PNG and WebP images are supported',
  '图片不能超过 10 MB': 'An image can be at most 10 MB',
  文件为空: 'The file is empty',
  '图片已损坏或无法识别，请换一张图片': 'The image is damaged or cannot be read. Please choose another image.',
  '请选择要上传的图片（表单字段 file）': 'Choose an image to upload (form field "file")',
  '上传尚未完成，请等待上传完成后再保存': 'The upload is not finished yet. Please wait for it to finish, then save.',
  '该上传已失效，请重新上传': 'This upload is no longer valid. Please upload again.',
  '请使用 tus 1.0.0 协议上传（缺少 Tus-Resumable 请求头）': 'Upload with the tus 1.0.0 protocol (the Tus-Resumable header is missing)',
  '请在创建上传时提供文件大小（Upload-Length）': 'Give the file size (Upload-Length) when creating an upload',
  '上传信息（Upload-Metadata）格式不正确': 'Malformed upload information (Upload-Metadata)',
  '不支持分段合并上传（Upload-Concat）': 'Concatenated uploads (Upload-Concat) are not supported',
  已完成的上传不能删除: 'A finished upload cannot be deleted',
  直播录像: 'live recording',
  活动录像: 'event recording',
  图文直播素材: 'text-and-image live material',
  活动素材: 'event material',
  // sign-in (the local single sign-on's page)
  不允许的回跳地址: 'Redirect address not allowed',
  用户名或密码错误: 'Incorrect username or password',
  请输入用户名和密码: 'Enter your username and password',
  '请求格式错误，请返回登录页重试': 'Malformed request. Go back to the sign-in page and try again.',
  '该账号已停用，请联系管理员': 'This account is disabled. Please contact your administrator.',
  '登录页已过期，请重新输入后登录': 'The sign-in page has expired. Please enter your details again and sign in.',
};

type Translate = (text: string) => string;

/** Messages with values: the first whose pattern matches the whole message answers. */
const PATTERNS: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray, t: Translate) => string]> = [
  // validation reasons (lib/validate.ts formatIssue)
  [/^必须是(数字|整数|字符串|布尔值|对象|数组)$/, (m, t) => `must be ${t(m[1] ?? '')}`],
  [/^长度不能超过 (\d+) 个字符$/, (m) => `must be at most ${m[1]} characters`],
  [/^长度不能少于 (\d+) 个字符$/, (m) => `must be at least ${m[1]} characters`],
  [/^最多 (\d+) 项$/, (m) => `can have at most ${m[1]} items`],
  [/^至少 (\d+) 项$/, (m) => `needs at least ${m[1]} items`],
  [/^必须小于 (-?[\d.e+]+)$/, (m) => `must be less than ${m[1]}`],
  [/^不能大于 (-?[\d.e+]+)$/, (m) => `must not be greater than ${m[1]}`],
  [/^必须大于 (-?[\d.e+]+)$/, (m) => `must be greater than ${m[1]}`],
  [/^不能小于 (-?[\d.e+]+)$/, (m) => `must not be less than ${m[1]}`],
  [/^必须是 (-?[\d.e+]+) 的倍数$/, (m) => `must be a multiple of ${m[1]}`],
  [/^只能是 (.+) 之一$/s, (m) => `must be one of ${list(m[1] ?? '')}`],
  [/^必须是 ([^\p{Script=Han}]+)$/su, (m) => `must be ${list(m[1] ?? '')}`],
  [/^必须是([^\p{Script=Han}\s]+)$/su, (m) => `must be ${m[1]}`],
  [/^不支持的参数：(.+)$/s, (m) => `Unsupported parameters: ${list(m[1] ?? '')}`],
  [/^最多 (\d+) 个字$/, (m) => `can be at most ${m[1]} characters`],
  [/^最多 (\d+) 个选项$/, (m) => `can have at most ${m[1]} options`],
  [/^最多 (\d+) 道题$/, (m) => `can have at most ${m[1]} questions`],
  [/^最多选 (\d+) 项$/, (m) => `can select at most ${m[1]} options`],
  [/^白名单最多 (\d+) 个手机号$/, (m) => `The allow list can have at most ${m[1]} mobile numbers`],
  [/^时间跨度不能超过 (\d+) 天$/, (m) => `The time range can span at most ${m[1]} days`],
  [/^最多查看前 (\d+) 条，请缩小筛选范围$/, (m) => `Only the first ${m[1]} rows can be viewed. Please narrow the filters.`],
  // server-side field checks
  [/^必须是人物 id$/, () => 'must be a person id'],
  [/^必须是 (\d+) 位城市代码$/, (m) => `must be a ${m[1]}-digit city code`],
  [/^必须是 (\d+) 位年份$/, (m) => `must be a ${m[1]}-digit year`],
  [/^需要与 (\S+) 一起使用$/, (m) => `must be used with ${m[1]}`],
  [/^不能早于 (\S+)$/, (m) => `must not be before ${m[1]}`],
  [/^不是有效的 (base64|JSON)$/, (m) => `is not valid ${m[1]}`],
  [/^不是有效的省份代码$/, () => 'is not a valid province code'],
  [/^不是本问卷的填空题$/, () => 'is not a text question of this survey'],
  [/^最早为明天$/, () => 'can be tomorrow at the earliest'],
  [/^只能预约 (\d+) 天以内$/, (m) => `can be booked at most ${m[1]} days ahead`],
  // activity editors
  [/^当前状态不能切换到(.+)（现为(.+)）$/s, (m, t) => `Cannot move to "${t(m[1] ?? '')}" (currently "${t(m[2] ?? '')}")`],
  // media downloads
  [
    /^下载文件已过期（完成 (\d+) 天后自动删除），请重新创建下载任务$/,
    (m) => `The download file has expired (files are deleted ${m[1]} days after they are done). Please create the download task again.`,
  ],
  [/^进行中的下载任务已达上限（(\d+) 个），请等待完成后再试$/, (m) => `You already have ${m[1]} download tasks in progress. Please wait for them to finish.`],
  [/^任务(.+)，无法取消$/s, (m, t) => `The task is ${t(m[1] ?? '')} and cannot be cancelled`],
  [/^下载任务(.+)，暂无可下载的文件$/s, (m, t) => `The download task is ${t(m[1] ?? '')}; there is no file to download yet`],
  // live push
  [
    /^实时通道已达上限：每个登录会话最多同时保持 (\d+) 条，请关闭多余的控制台窗口后重试$/,
    (m) => `Too many live channels: each session can keep at most ${m[1]} at once. Close extra console windows and try again.`,
  ],
  // points
  [/^积分不足：当前 (\d+) 积分，需要 (\d+) 积分$/, (m) => `Not enough points: you have ${m[1]}, ${m[2]} are needed`],
  // orders
  [/^订单已支付，不能(.+)$/s, (m, t) => `The order is paid; you cannot ${t(m[1] ?? '')}`],
  [/^订单已超时关闭，不能(.+)$/s, (m, t) => `The order was closed after timing out; you cannot ${t(m[1] ?? '')}`],
  [/^订单已取消，不能(.+)$/s, (m, t) => `The order is cancelled; you cannot ${t(m[1] ?? '')}`],
  [/^订单已付款，请先确认支付，不能(.+)$/s, (m, t) => `The order has been paid. Confirm the payment first; you cannot ${t(m[1] ?? '')}`],
  // surveys (the respondent's sheet)
  [/^问卷中没有编号为 (.+) 的题目，请刷新页面后重新填写$/s, (m) => `The survey has no question ${m[1]}. Please reload the page and fill it in again.`],
  [/^第 (\d+) 题(.+)$/s, (m, t) => `Question ${m[1]}: ${t(m[2] ?? '')}`],
  [/^为必答题$/, () => 'an answer is required'],
  [/^为单选题，只能选一项$/, () => 'single choice, select only one option'],
  [/^为单选题，请选择一个选项$/, () => 'single choice, select an option'],
  [/^没有这个选项，请刷新页面后重新选择$/, () => 'no such option. Please reload the page and choose again.'],
  [/^为多选题，请选择选项$/, () => 'multiple choice, select options'],
  [/^的选项重复$/, () => 'options repeat'],
  [/^为填空题，请填写文字$/, () => 'text question, enter text'],
  [/^只能填写一行$/, () => 'one line only'],
  [/^的评分须为 1–(\d+) 分$/, (m) => `the rating must be 1–${m[1]}`],
  // uploads
  [/^图片尺寸过大（最多 (\d+) 万像素）$/, (m) => `The image is too large (at most ${Number(m[1]) / 100} megapixels)`],
  [/^图片尺寸过小（至少 (\d+)×(\d+) 像素）$/, (m) => `The image is too small (at least ${m[1]}×${m[2]} pixels)`],
  [/^文件不能超过 (.+)$/s, (m) => `A file can be at most ${bytes(m[1] ?? '')}`],
  [/^不支持的文件类型：仅支持 (.+)$/s, (m) => `Unsupported file type: only ${types(m[1] ?? '')} are supported`],
  [
    /^文件内容不是 (.+)，已删除（按文件开头的字节判断，与文件名无关）$/s,
    (m) => `The file is not ${types(m[1] ?? '')} and was deleted (judged by its first bytes, not its name)`,
  ],
  [
    /^存储空间已用完：(图片|文件)空间共 ([^，]+)，已用 ([^，]+)(?:，本(?:张|文件)需要 ([^，]+))?，(?:无法再上传图片|请删除不用的录像或素材后再上传)$/,
    (m) =>
      `Storage is full: ${m[1] === '图片' ? 'image' : 'file'} space ${bytes(m[2] ?? '')}, ${bytes(m[3] ?? '')} used${m[4] ? `, this ${m[1] === '图片' ? 'image' : 'file'} needs ${bytes(m[4])}` : ''}. ${m[1] === '图片' ? 'No more images can be uploaded.' : 'Delete recordings or materials you no longer need, then upload again.'}`,
  ],
  [/^该文件是作为「(.+)」上传的，不能保存为「(.+)」$/s, (m, t) => `This file was uploaded as ${t(m[1] ?? '')} and cannot be saved as ${t(m[2] ?? '')}`],
  // sign-in
  [
    /^登录失败次数过多，请在 (\d{1,2}:\d{2}) 后重试（约 (\d+) 分钟）$/,
    (m) => `Too many failed sign-ins. Try again after ${m[1]} (China time, about ${m[2]} min).`,
  ],
];

/** `a、b、c` → `a, b, c`. */
const list = (text: string) => text.split('、').join(', ');
/** `512 字节` → `512 bytes`; MB, GB, KB as they are. */
const bytes = (text: string) => text.replace(/ 字节$/, ' bytes');
/** `JPG、PNG 图片或 MP4 视频` → `JPG, PNG images or MP4 videos`. */
const types = (text: string) => list(text).replace(/ 图片/g, ' images').replace(/ 视频/g, ' videos').replace(/或 /g, ' or ');

const HAN = /\p{Script=Han}/u;
const PARAMETER_ERROR = '参数错误：';

/** A message (or a part of one) in English, or the Chinese when the table has none. */
function english(text: string): string {
  const exact = EXACT[text];
  if (exact !== undefined) return exact;
  for (const [pattern, replace] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return replace(match, english);
  }
  return text;
}

/** One issue of `参数错误：…`: `<field> <reason>` (the field name kept), or a whole message. */
function englishIssue(issue: string): string {
  const whole = english(issue);
  if (whole !== issue) return whole;
  const space = issue.indexOf(' ');
  if (space < 0) return issue;
  const field = issue.slice(0, space);
  const reason = english(issue.slice(space + 1));
  return `${field === '参数' ? 'request' : field} ${reason}`;
}

/**
 * `msg` in `locale`: the English of a server or contract message for `en-US`; unchanged in Chinese,
 * and unchanged when the table has no English for it (the walker test keeps that from happening).
 */
export function translateMessage(msg: string, locale: Locale): string {
  if (locale !== 'en-US' || !HAN.test(msg)) return msg;
  if (msg.startsWith(PARAMETER_ERROR)) {
    return `Invalid parameters: ${msg.slice(PARAMETER_ERROR.length).split('；').map(englishIssue).join('; ')}`;
  }
  return english(msg);
}

/** Whether `msg` has English (every part of a `参数错误：` message too): what the walker test asks. */
export function hasEnglish(msg: string): boolean {
  return !HAN.test(translateMessage(msg, 'en-US'));
}
