import Button from '@douyinfe/semi-ui/lib/es/button';
import Skeleton from '@douyinfe/semi-ui/lib/es/skeleton';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { whenIdleAfterLive } from '../../ui/idleAfterLive';
import { Banner, kitModulesSettled, loadKitModules } from '../../ui/semiParts';
import { PageHeader, useListReturn } from './ListBackLink';
import { editorTexts } from './texts';
import type { Editor } from './types';
import { useLeaveGuard } from './useLeaveGuard';
import { loadChecks } from './validate';

/**
 * Props of {@link EditorPage}.
 * @public
 */
export interface EditorPageProps<V, D> {
  /** The controller ({@link useEditor}). */
  editor: Editor<V, D>;
  /** What is edited, for the title: 活动 → 新建活动 / 编辑活动「年会」. */
  what: string;
  /** The item's name in the title, as saved (`item.title` by default). */
  itemName?: (item: D) => string;
  /** The list's address (`/activity/event`): back and 取消 return there, with the list's filters. */
  backTo: string;
  /** The back link's text (返回列表). */
  backText?: string;
  /** Beside the title once the item is there (state moves, a preview). */
  actions?: (item: D | null) => ReactNode;
  /** More buttons in the footer, before 取消 and 保存. */
  footer?: ReactNode;
  /** The form: {@link EditorSection}s of fields bound with `editor.bind`. */
  children: ReactNode;
}

/**
 * A titled group of fields in an {@link EditorPage} (基本信息, 观看设置).
 * @public
 */
export function EditorSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="gr-editor-section" aria-labelledby={id}>
      <h2 id={id} className="gr-editor-section-title">
        {title}
      </h2>
      {description ? <p className="gr-muted gr-editor-section-description">{description}</p> : null}
      <div className="gr-editor-fields">{children}</div>
    </section>
  );
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [role="textbox"], [role="combobox"], button:not([disabled]), [tabindex="0"]';

const titleOf = (item: unknown) => {
  const title = (item as { title?: unknown } | null)?.title;
  return typeof title === 'string' ? title : undefined;
};

/**
 * A full-page editor of one item at its own address (`…/new`, `…/:id`): a header with the way back
 * to the list (through history when the list is the previous page, else to its last address with
 * its filters), the title (新建活动 / 编辑活动「年会」), a skeleton while it loads, 重试 when loading
 * failed, 不存在或无权访问 for another account's or a deleted item, the form, and a footer that stays
 * in view with 取消 and 保存. 保存 is disabled while saving; a refused save puts each problem under
 * its field and focuses the first; a refusal naming no field is a banner above the form. Leaving
 * with unsaved changes asks first ({@link useLeaveGuard}).
 * @public
 */
export function EditorPage<V, D>({ editor, what, itemName, backTo, backText = editorTexts.back, actions, footer, children }: EditorPageProps<V, D>) {
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  const leaveDialog = useLeaveGuard(editor.isDirty);
  const goBack = useListReturn(backTo);

  // The editor's Semi controls load when first shown (ui/semiParts.tsx). While its item loads, every
  // one is asked for, so that its form shows them at once. With the form drawn (a new item, or the
  // item in), its render has asked for the parts it shows: they have the line to themselves, and the
  // others (a dialog's, a banner's) and the checks of a save (~41 KB, validate.ts) come once they are
  // in and the browser is idle (issue 25: a new item's editor drawn ~55–100 ms sooner on the bench's line).
  const drawn = editor.status === 'ready';
  useEffect(() => {
    if (!drawn) {
      void loadKitModules();
      return;
    }
    let cancel = () => {};
    let gone = false;
    void kitModulesSettled().then(() => {
      if (gone) return;
      cancel = whenIdleAfterLive(() => {
        void loadKitModules();
        void loadChecks().catch(() => undefined);
      });
    });
    return () => {
      gone = true;
      cancel();
    };
  }, [drawn]);

  // After a refused save: the first field in error (in the page's order) takes the focus.
  useEffect(() => {
    if (editor.refusals === 0) return;
    const field = form.current?.querySelector<HTMLElement>('[data-invalid]');
    const target = field?.querySelector<HTMLElement>(FOCUSABLE) ?? banner.current;
    target?.focus();
  }, [editor.refusals]);

  const name = editor.item ? (itemName ?? titleOf)(editor.item) : undefined;
  const title = editor.mode === 'create' ? editorTexts.createTitle(what) : editorTexts.editTitle(what, name);
  const stray = editor.status === 'ready' ? editor.strayErrors() : [];
  const problems = [editor.formError, ...stray].filter((text): text is string => Boolean(text));

  let body: ReactNode;
  if (editor.status === 'loading')
    body = (
      <div className="gr-editor-skeleton" role="status" aria-label={editorTexts.loading}>
        <Skeleton loading active placeholder={<Skeleton.Paragraph rows={8} />} />
      </div>
    );
  else if (editor.status === 'notFound')
    body = (
      <EmptyState text={editorTexts.notFound(what)}>
        <Button onClick={goBack}>{backText}</Button>
      </EmptyState>
    );
  else if (editor.status === 'failed') body = <ErrorState size="large" text={editorTexts.loadFailed(what)} onRetry={editor.reload} />;
  else
    body = (
      <form
        ref={form}
        className="gr-editor-form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save();
        }}
      >
        {problems.length > 0 ? (
          <div ref={banner} tabIndex={-1} className="gr-editor-banner">
            <Banner
              type="danger"
              fullMode={false}
              closeIcon={null}
              description={
                <div role="alert">
                  {problems.map((problem) => (
                    <div key={problem}>{problem}</div>
                  ))}
                </div>
              }
            />
          </div>
        ) : null}
        <div className="gr-editor-body">{children}</div>
        <footer className="gr-editor-footer">
          <span className="gr-muted gr-editor-state" role="status" aria-live="polite">
            {editor.saved ? editorTexts.saved : editor.dirty ? editorTexts.unsaved : ''}
          </span>
          {footer}
          <Button onClick={goBack} disabled={editor.saving}>
            {editorTexts.cancel}
          </Button>
          <Button htmlType="submit" type="primary" theme="solid" loading={editor.saving} disabled={editor.saving}>
            {editorTexts.save}
          </Button>
        </footer>
      </form>
    );

  return (
    <section className="gr-card gr-editor" aria-labelledby={titleId} aria-busy={editor.status === 'loading' || editor.saving}>
      <PageHeader
        title={title}
        backTo={backTo}
        backText={backText}
        titleId={titleId}
        actions={actions && editor.status === 'ready' ? actions(editor.item) : undefined}
      />
      {body}
      {leaveDialog}
    </section>
  );
}
