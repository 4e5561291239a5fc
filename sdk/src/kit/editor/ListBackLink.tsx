import { IconArrowLeft } from '@douyinfe/semi-icons';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { listReturn } from './listReturn';
import { editorTexts } from './texts';

/**
 * Props of {@link ListBackLink}.
 * @public
 */
export interface ListBackLinkProps {
  /** The list's address (`/activity/event`). */
  to: string;
  /** The link's text (返回列表). */
  text?: string;
}

/**
 * Goes back from an item's own screen to its list with the list's filters — through history when
 * the list is the previous page, else to the list's last address in this tab (every kit list
 * remembers it), else to `to`. The way back of {@link EditorPage}; an item's other screens (a
 * survey's results) show it too.
 * @public
 */
export function ListBackLink({ to, text = editorTexts.back }: ListBackLinkProps) {
  const goBack = useListReturn(to);
  // The list's last address is known in the browser only (the first frame shows the bare list address).
  const [href, setHref] = useState(to);
  useEffect(() => setHref(listReturn(to).href), [to]);
  return (
    <Link
      className="gr-editor-back"
      to={href}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        goBack();
      }}
    >
      <IconArrowLeft aria-hidden="true" />
      {text}
    </Link>
  );
}

/** Goes back to the list at `to` as {@link ListBackLink} does (取消 of an editor). */
export function useListReturn(to: string): () => void {
  const navigate = useNavigate();
  return () => {
    const now = listReturn(to);
    if (now.historyBack) navigate(-1);
    else navigate(now.href);
  };
}

/**
 * Props of {@link PageHeader}.
 * @public
 */
export interface PageHeaderProps {
  /** The page's title, its one `h1`. */
  title: ReactNode;
  /** The address of the page it belongs to (a list, an overview), for the way back above the title. */
  backTo: string;
  /** The way back's text (返回列表 by default; 返回图片库…). */
  backText?: string;
  /** The title's id, for the section it heads (`aria-labelledby`). */
  titleId?: string;
  /** What can be done with the page's item, beside its title (an editor's status and 预览, the survey results' 导出). */
  actions?: ReactNode;
}

/**
 * The title of a page that belongs to another (an item's editor, its results, one of an overview's
 * views), under the way back to it — a {@link ListBackLink}: to a kit list with its last filters, to
 * any other page at `backTo` — with what can be done with the item beside it. {@link EditorPage}'s
 * header.
 * @public
 */
export function PageHeader({ title, backTo, backText, titleId, actions }: PageHeaderProps) {
  return (
    <header className="gr-editor-header gr-page-header">
      <ListBackLink to={backTo} text={backText} />
      <h1 id={titleId} className="gr-page-title">
        {title}
      </h1>
      {actions ? <div className="gr-editor-actions">{actions}</div> : null}
    </header>
  );
}
