import { type ComponentType, type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { texts } from '../texts';
import { kitModulesShownIn, loadKitModules } from './semiParts';

/**
 * Props of {@link EmptyState}.
 * @public
 */
export interface EmptyStateProps {
  /** Text under the picture; defaults to 暂无数据 (SPEC §2 "Empty state"). */
  text?: ReactNode;
  /** `large` for a whole page, `default` inside a card or popover. */
  size?: 'large' | 'default';
  /** Actions under the text (e.g. a create button). */
  children?: ReactNode;
}

// The picture (9 KB of SVG paths) loads when an empty state is first shown, not with the first screen;
// its box keeps its size meanwhile, so nothing shifts.
type PictureComponent = ComponentType<{ style?: CSSProperties }>;
let picture: PictureComponent | null = null;
let pictureLoading: Promise<void> | null = null;

/** Loads the empty state's picture once; settles either way (a picture that could not load leaves its box: it is only a picture). */
function loadEmptyPicture(): Promise<void> {
  pictureLoading ??= import('@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNoContent').then(
    (module) => {
      picture = module.default;
    },
    () => {},
  );
  return pictureLoading;
}

/**
 * Loads the kit's lazily loaded parts (the empty state's picture, and the Semi components of
 * ui/lazySemi.tsx: the DatePicker, dialogs, editor controls…) before a render that must show them at
 * once: every one (the
 * server, before it renders a page) or those the server's HTML in `root` shows (the browser, before it
 * hydrates that HTML: its first render must be the server's). Issue 25: no Suspense boundary waits for
 * them in the browser — React 18 hydrates such a boundary after the page around it, and any urgent
 * update reaching it before (a table measuring its columns once mounted) drops the server's picture
 * for a new render (React's error 421, the picture gone for a moment). Resolves whether every part
 * arrived: one that did not is drawn otherwise than the server drew it, so the browser renders the
 * page anew rather than hydrating it.
 * @internal
 */
export function preloadKitParts(root?: ParentNode): Promise<boolean> {
  const parts: Promise<boolean>[] = [];
  if (!root || root.querySelector('.gr-empty-picture svg')) parts.push(loadEmptyPicture().then(() => picture !== null));
  // A picture that could not load leaves its box; a Semi component that could not load offers 重试.
  parts.push(loadKitModules(root));
  return Promise.all(parts).then((each) => each.every(Boolean));
}

/**
 * The shared modules (import map specifiers) of the kit's lazily loaded parts that the server's
 * `html` shows: the server links their stylesheets and preloads them with the page (issue 25), as
 * {@link preloadKitParts} loads them before the browser hydrates.
 * @internal
 */
export const kitModulesShown = (html: string): string[] => kitModulesShownIn(html);

/** The picture once loaded; its box of the same size until then. */
function Picture({ side }: { side: number }) {
  const [Loaded, setLoaded] = useState<PictureComponent | null>(() => picture);
  useEffect(() => {
    if (Loaded) return;
    let mounted = true;
    void loadEmptyPicture().then(() => {
      if (mounted && picture) setLoaded(() => picture);
    });
    return () => {
      mounted = false;
    };
  }, [Loaded]);
  return Loaded ? <Loaded style={{ width: side, height: side }} /> : <span style={{ display: 'block', width: side, height: side }} />;
}

/**
 * The generic empty view of SPEC §2: a picture and a text, 暂无数据 unless told otherwise. The
 * picture is only a picture: the "+" bubble Semi draws in it (which looked like a button and did
 * nothing, issue 24 §5) is left out (kit.css, `.gr-empty-picture`); actions go in `children`.
 * @public
 */
export function EmptyState({ text = texts.empty, size = 'large', children }: EmptyStateProps) {
  const side = size === 'large' ? 200 : 120;
  return (
    <div className={`gr-empty gr-empty-${size}`} data-size={size}>
      <span className="gr-empty-picture" aria-hidden="true">
        <Picture side={side} />
      </span>
      <div className="gr-empty-text">{text}</div>
      {children}
    </div>
  );
}
