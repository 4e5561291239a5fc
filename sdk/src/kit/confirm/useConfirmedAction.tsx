import Checkbox from '@douyinfe/semi-ui/lib/es/checkbox';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useNotify } from '../../hooks';
import type { HttpResult } from '../../services';
import { Banner, Modal, Progress } from '../../ui/semiParts';
import { confirmTexts } from './texts';

/**
 * A confirmed action on one item.
 * @public
 */
export interface ConfirmOptions {
  /** Dialog title, e.g. 删除直播. */
  title: string;
  /** The question, naming the item: 确定删除「年会直播」吗？ */
  content: ReactNode;
  /**
   * A stronger confirmation (the item is live, people are watching): this warning is shown and the
   * user must tick that they understand before the button works.
   */
  strong?: string;
  /** Text of the confirm button; 确定 by default. */
  okText?: string;
  /** A red confirm button (deletes). True by default. */
  danger?: boolean;
  /** The call. Not ok keeps the dialog open (the envelope client has shown why). */
  action: () => Promise<HttpResult<unknown>>;
  /** Toast after success, e.g. 已删除; none when absent. */
  successText?: string;
  /** After success (refetch, step back a page…). */
  onDone?: () => void;
  /** The dialog's stacking order, when it opens over an overlay of the screen's own (the photo viewer). */
  zIndex?: number;
}

/**
 * One item of a batch and how it ended.
 * @public
 */
export interface BatchOutcome<I> {
  item: I;
  ok: boolean;
  /** The server's message when not ok. */
  msg: string;
}

/**
 * A confirmed action on several items, one call each, with a per-item result when some fail.
 * @public
 */
export interface BatchConfirmOptions<I> extends Omit<ConfirmOptions, 'action' | 'onDone'> {
  items: readonly I[];
  /** An item's name in the result list. */
  name: (item: I) => string;
  /** The call for one item; pass `silent: true` to the client so failures are listed, not toasted. */
  each: (item: I) => Promise<HttpResult<unknown>>;
  /** After the batch, with every outcome (refetch with the number that succeeded…). */
  onDone?: (outcomes: BatchOutcome<I>[]) => void;
}

type Pending = { kind: 'one'; options: ConfirmOptions } | { kind: 'batch'; options: BatchConfirmOptions<unknown> };

/**
 * Confirmed actions: `confirm` opens a dialog naming the item, runs the call on 确定, shows a toast
 * and calls `onDone`; `confirmBatch` runs one call per item with progress and lists the items that
 * failed with the server's reason. Render `dialog` once in the screen.
 * @public
 */
export function useConfirmedAction() {
  const notify = useNotify();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const [progress, setProgress] = useState<{ done: number; all: number } | null>(null);
  const [failures, setFailures] = useState<{ name: string; msg: string }[] | null>(null);
  const busyRef = useRef(false);

  const confirm = useCallback((options: ConfirmOptions) => {
    setAcknowledged(false);
    setPending({ kind: 'one', options });
  }, []);
  const confirmBatch = useCallback(<I,>(options: BatchConfirmOptions<I>) => {
    setAcknowledged(false);
    setPending({ kind: 'batch', options: options as BatchConfirmOptions<unknown> });
  }, []);

  async function run() {
    if (!pending || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      if (pending.kind === 'one') {
        const result = await pending.options.action();
        if (!result.ok) return;
        setPending(null);
        if (pending.options.successText) notify.success(pending.options.successText);
        pending.options.onDone?.();
        return;
      }
      const { items, each, name, successText, onDone } = pending.options;
      const outcomes: BatchOutcome<unknown>[] = [];
      setProgress({ done: 0, all: items.length });
      for (const item of items) {
        const result = await each(item);
        outcomes.push({ item, ok: result.ok, msg: result.ok ? '' : result.msg || confirmTexts.unknownError });
        setProgress({ done: outcomes.length, all: items.length });
      }
      setPending(null);
      setProgress(null);
      const failed = outcomes.filter((o) => !o.ok);
      const succeeded = outcomes.length - failed.length;
      if (failed.length === 0) notify.success(successText ?? confirmTexts.batchDone(succeeded));
      else {
        notify.warning(confirmTexts.batchPartial(succeeded, failed.length));
        setFailures(failed.map((o) => ({ name: name(o.item), msg: o.msg })));
      }
      onDone?.(outcomes);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  const options = pending?.options;
  const blocked = !!options?.strong && !acknowledged;
  const dialog = (
    <>
      <Modal
        title={options?.title}
        visible={pending !== null}
        zIndex={pending?.kind === 'one' ? pending.options.zIndex : undefined}
        okText={options?.okText ?? confirmTexts.ok}
        cancelText={confirmTexts.cancel}
        okButtonProps={{
          type: options?.danger === false ? 'primary' : 'danger',
          loading: busy,
          disabled: blocked,
          'aria-label': options?.okText ?? confirmTexts.ok,
        }}
        cancelButtonProps={{ disabled: busy, 'aria-label': confirmTexts.cancel }}
        closeOnEsc={!busy}
        maskClosable={false}
        onOk={run}
        onCancel={() => {
          if (!busy) setPending(null);
        }}
      >
        {options?.strong ? <Banner type="danger" fullMode={false} closeIcon={null} description={options.strong} /> : null}
        <p className="gr-confirm-text">{options?.content}</p>
        {options?.strong ? (
          <Checkbox checked={acknowledged} onChange={(event) => setAcknowledged(!!event.target.checked)}>
            {confirmTexts.acknowledge}
          </Checkbox>
        ) : null}
        {progress ? (
          <Progress
            percent={Math.round((progress.done / Math.max(1, progress.all)) * 100)}
            showInfo
            aria-label={confirmTexts.working(progress.done, progress.all)}
          />
        ) : null}
      </Modal>
      <Modal
        title={confirmTexts.batchResultTitle}
        visible={failures !== null}
        onCancel={() => setFailures(null)}
        onOk={() => setFailures(null)}
        okText={confirmTexts.close}
        okButtonProps={{ 'aria-label': confirmTexts.close }}
        hasCancel={false}
      >
        <p>{confirmTexts.failedItems}</p>
        <ul className="gr-batch-failures">
          {(failures ?? []).map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two items may share a name.
            <li key={i}>
              <strong>{f.name}</strong>
              {confirmTexts.colon}
              {f.msg}
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
  return { confirm, confirmBatch, dialog };
}
