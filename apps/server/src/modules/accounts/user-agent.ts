import type { Lang } from '@seuiot/contract';

/** A short "browser on system" for the login records page, from the User-Agent header. */
export function describeDevice(ua: string, lang: Lang): string {
  if (!ua) return lang === 'en' ? 'Unknown device' : '未知设备';
  const browser =
    match(ua, /Edg\/(\d+)/, 'Edge') ??
    match(ua, /OPR\/(\d+)/, 'Opera') ??
    match(ua, /MicroMessenger\/(\d+)/, lang === 'en' ? 'WeChat' : '微信') ??
    match(ua, /Firefox\/(\d+)/, 'Firefox') ??
    match(ua, /Chrom(?:e|ium)\/(\d+)/, 'Chrome') ??
    match(ua, /Version\/(\d+)[\d.]* .*Safari/, 'Safari') ??
    (/curl\//i.test(ua) ? 'curl' : lang === 'en' ? 'Other browser' : '其他浏览器');
  const os = /Windows NT/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return os ? `${browser} · ${os}` : browser;
}

function match(ua: string, re: RegExp, name: string): string | null {
  const m = re.exec(ua);
  return m ? `${name} ${m[1]}` : null;
}
