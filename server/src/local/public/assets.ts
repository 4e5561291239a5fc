/**
 * The public pages' two static files, served by the server under hashed names (a year's cache):
 * one small stylesheet (mobile-first, readable at 375 px) and the survey page's script, which posts
 * the answers as JSON to /api/public/survey/{id}/answers. The pages carry no inline style or
 * script, so their Content-Security-Policy allows this origin's files only.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const STYLE = `*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f2f4f5;color:#1c1f23;font:16px/1.65 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
.page{max-width:640px;margin:0 auto;padding:12px 12px 32px}
.card{background:#fff;border-radius:12px;padding:16px;margin:0 0 12px;box-shadow:0 1px 3px rgba(28,31,35,.06)}
.cover{display:block;width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:8px;background:#e6e8ea;margin:0 0 12px}
h1{font-size:21px;line-height:1.4;margin:6px 0 8px;word-break:break-word}
h2{font-size:17px;margin:0 0 10px}
p{margin:0 0 10px}
a{color:#1d7540}
.badge{display:inline-block;font-size:13px;line-height:20px;padding:0 8px;border-radius:10px;background:#e6e8ea;color:#41464b}
.badge.on{background:#2f9e5a;color:#fff}
.badge.soon{background:#e8f1fd;color:#1d5fb8}
.meta{margin:0;padding:0;list-style:none;color:#41464b;font-size:15px}
.meta li{margin:2px 0}
.meta b{font-weight:400;color:#6b7075;margin-right:6px}
.rich{word-break:break-word}
.rich img{max-width:100%;height:auto}
.rich blockquote{margin:0 0 10px;padding:4px 12px;border-left:3px solid #c6cacd;color:#41464b}
video{display:block;width:100%;border-radius:8px;background:#000}
.muted{color:#6b7075;font-size:14px}
.notice{padding:10px 12px;border-radius:8px;background:#f4f6f8;color:#41464b}
.error{padding:10px 12px;border-radius:8px;background:#fdecea;color:#b3261e}
.success{padding:12px;border-radius:8px;background:#e8f7ee;color:#1d7540}
form{margin:0}
form+p{margin:12px 0 0}
.field{margin:0 0 14px;border:0;padding:0;min-width:0}
.field>label,.field>legend{display:block;font-size:15px;margin:0 0 6px;color:#1c1f23;padding:0}
.req{color:#c4221a;margin-left:2px}
input[type=text],input[type=tel],input[type=password],textarea{width:100%;min-height:44px;padding:9px 12px;border:1px solid #c6cacd;border-radius:8px;font:inherit;background:#fff;color:inherit}
textarea{min-height:96px;resize:vertical}
input:focus,textarea:focus{outline:2px solid #2f9e5a;outline-offset:0;border-color:#2f9e5a}
label.choice{display:flex;align-items:center;gap:8px;min-height:40px;margin:0;font-size:15px}
.choice input{width:20px;height:20px;margin:0;flex:none;accent-color:#238a4c}
.rating{display:flex;gap:8px;flex-wrap:wrap}
.rating .choice{min-width:56px}
button{width:100%;min-height:46px;border:0;border-radius:8px;background:#238a4c;color:#fff;font:inherit;font-size:17px;cursor:pointer}
button:hover{background:#1d7540}
button:focus-visible,a:focus-visible{outline:3px solid #8fd3a8;outline-offset:2px}
button[disabled]{background:#8fb9a0;cursor:default}
.gallery{display:grid;grid-template-columns:repeat(3,1fr);gap:4px;margin:0;padding:0;list-style:none}
.gallery a{display:block}
.gallery img{display:block;width:100%;aspect-ratio:1;object-fit:cover;border-radius:4px;background:#e6e8ea}
.pager{display:flex;justify-content:space-between;margin-top:12px}
.empty{text-align:center;padding:32px 12px}
.empty h1{font-size:20px}
footer{text-align:center;color:#8a8f94;font-size:13px;margin-top:20px}
@media (min-width:600px){.page{padding-top:24px}.card{padding:20px 24px}.gallery{grid-template-columns:repeat(4,1fr)}}
`;

const SURVEY_SCRIPT = `(function () {
  'use strict';
  var form = document.querySelector('form[data-survey]');
  if (!form) return;
  var status = document.getElementById('survey-status');
  var button = form.querySelector('button[type=submit]');
  function say(text, kind) {
    status.textContent = text;
    status.className = kind;
    status.hidden = false;
  }
  function answersOf() {
    var answers = {};
    var missing = null;
    var blocks = form.querySelectorAll('[data-question]');
    for (var i = 0; i < blocks.length; i++) {
      var block = blocks[i];
      var key = block.getAttribute('data-question');
      var kind = block.getAttribute('data-kind');
      var value = null;
      if (kind === 'multiple') {
        var picked = [];
        var boxes = block.querySelectorAll('input[type=checkbox]:checked');
        for (var j = 0; j < boxes.length; j++) picked.push(boxes[j].value);
        if (picked.length) value = picked;
      } else if (kind === 'single' || kind === 'rating') {
        var radio = block.querySelector('input[type=radio]:checked');
        if (radio) value = kind === 'rating' ? Number(radio.value) : radio.value;
      } else {
        var box = block.querySelector('input,textarea');
        var text = box ? box.value.trim() : '';
        if (text) value = text;
      }
      if (value === null) {
        if (block.getAttribute('data-required') === '1' && !missing) missing = block.getAttribute('data-title');
      } else {
        answers[key] = value;
      }
    }
    return { answers: answers, missing: missing };
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var sheet = answersOf();
    if (sheet.missing) {
      say('请回答：' + sheet.missing, 'error');
      return;
    }
    var body = { answers: sheet.answers };
    if (form.elements.phone) body.phone = form.elements.phone.value.trim();
    button.disabled = true;
    say('正在提交…', 'notice');
    fetch(form.getAttribute('data-survey'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
    })
      .then(function (response) { return response.json(); })
      .then(function (envelope) {
        if (envelope && envelope.code === 0) {
          form.hidden = true;
          say('提交成功，感谢您的参与！', 'success');
        } else {
          button.disabled = false;
          say((envelope && envelope.msg) || '提交失败，请稍后重试', 'error');
        }
      })
      .catch(function () {
        button.disabled = false;
        say('网络异常，提交失败，请稍后重试', 'error');
      });
  });
})();
`;

interface Asset {
  path: string;
  type: string;
  body: Buffer;
  etag: string;
}

function asset(name: string, ext: string, type: string, content: string): Asset {
  const body = Buffer.from(content);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 10);
  return { path: `/public-pages/${name}.${hash}.${ext}`, type, body, etag: `"${hash}"` };
}

export const PAGE_STYLE = asset('page', 'css', 'text/css; charset=utf-8', STYLE);
export const SURVEY_SCRIPT_ASSET = asset('survey', 'js', 'text/javascript; charset=utf-8', SURVEY_SCRIPT);

export async function publicAssetRoutes(app: FastifyInstance): Promise<void> {
  for (const file of [PAGE_STYLE, SURVEY_SCRIPT_ASSET]) {
    app.get(file.path, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', file.etag);
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return reply.header('content-type', file.type).send(file.body);
    });
  }
}
