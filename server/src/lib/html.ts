/** Tiny server-rendered pages (SSO sign-in, dev tools, errors). */

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

export const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;
background:linear-gradient(135deg,#e8f7ee 0%,#f4f6f8 60%);color:#1c1f23}
main{width:360px;max-width:calc(100vw - 32px);background:#fff;border-radius:12px;padding:32px 28px;
box-shadow:0 8px 24px rgba(28,31,35,.08)}
h1{font-size:22px;margin:0 0 4px}
.sub{color:#6b7075;font-size:14px;margin:0 0 24px}
label{display:block;font-size:14px;margin:16px 0 6px;color:#41464b}
input{width:100%;height:40px;padding:0 12px;border:1px solid #d0d3d6;border-radius:6px;font-size:15px}
input:focus{outline:2px solid #2f9e5a;outline-offset:0;border-color:#2f9e5a}
button{width:100%;height:42px;margin-top:24px;border:0;border-radius:6px;background:#238a4c;color:#fff;
font-size:16px;cursor:pointer}
button:hover{background:#1d7540}
button:focus-visible{outline:3px solid #8fd3a8;outline-offset:2px}
.error{min-height:20px;margin:16px 0 0;color:#c4221a;font-size:14px}
.hint{margin:20px 0 0;padding:10px 12px;border-radius:6px;background:#f4f6f8;color:#41464b;font-size:13px}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;background:#e6e8ea;padding:1px 5px;border-radius:4px}
.dev{display:inline-block;font-size:12px;color:#a15c00;background:#fff4e0;border-radius:4px;padding:2px 6px;margin-bottom:12px}
`;

/**
 * A complete page around `body` (already escaped HTML), styled by `style` (the sign-in card's by
 * default), in Chinese unless `lang` says otherwise (the sign-in page follows `Accept-Language`, issue 29).
 */
export function renderPage(title: string, body: string, style = STYLE, lang: 'zh-CN' | 'en-US' = 'zh-CN'): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
