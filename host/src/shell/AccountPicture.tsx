import { useEffect, useRef, useState } from 'react';

/**
 * The account's picture, or the first character of its nickname when it has none or the picture
 * does not load (an expired address of a sign-on's avatar) — on a page the server rendered too
 * (issue 25): there the image may have failed before React listened, and hydration adopts it without
 * its error event, so on mount an image already settled is asked whether it decodes.
 * Decorative: its holder is `aria-hidden` and the nickname is written beside it.
 */
export function AccountPicture({ src, nickname }: { src?: string | null; nickname: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (!src || !element?.complete || typeof element.decode !== 'function') return;
    let current = true;
    element.decode().catch(() => {
      if (current) setFailed(src);
    });
    return () => {
      current = false;
    };
  }, [src]);
  return src && failed !== src ? <img ref={image} src={src} alt="" onError={() => setFailed(src)} /> : nickname.slice(0, 1);
}
