import Button from '@douyinfe/semi-ui/lib/es/button';
import type { CallAnswer, CallKey, CallQuery, LiveActivity } from '@greenroom/contracts';
import type { ReactNode } from 'react';
import { useApi } from '../../api';
import type { StatusMap } from '../../format';
import { useLive } from '../../live';
import type { HttpResult } from '../../services';
import { useConfirmedAction } from '../confirm/useConfirmedAction';
import { StatusTag } from '../StatusTag';
import type { Editor } from './types';

/**
 * What an item needs to be moved from its editor: its id, its title (the confirmation names it), its
 * status and the states the server allows it to move to now (`moves`). A status is a name
 * (`'ongoing'`) or a number (a survey's `1`).
 * @public
 */
export interface EditorMoveItem {
  id: number;
  title: string;
  status: string | number;
  moves: readonly (string | number)[];
}

/**
 * A call that moves an item to another state: `PUT …/status/{id}?status=`, answering the item
 * again (with its `moves`) or its list row (then the editor reads the item again for its moves).
 * @public
 */
export type EditorMoveCall = {
  [K in CallKey]: K extends `PUT ${string}/status/{id}`
    ? CallQuery<K> extends { status?: infer S }
      ? [NonNullable<S>] extends [string | number]
        ? CallAnswer<K> extends { id: number; status: string | number }
          ? K
          : never
        : never
      : never
    : never;
}[CallKey];

/**
 * The states call `K` moves an item to (its query's `status`).
 * @public
 */
export type EditorMoveTarget<K extends EditorMoveCall> = CallQuery<K> extends { status?: infer S } ? Extract<NonNullable<S>, string | number> : never;

/**
 * The words of one move: its button (also the dialog's title and 确定), the question naming the
 * item, the toast once done; `danger` for a move that cannot be taken back (a red button and dialog).
 * @public
 */
export interface EditorMove {
  text: string;
  question: (title: string) => string;
  done: string;
  danger?: boolean;
}

/**
 * What {@link useEditorMoves} declares.
 * @public
 */
export interface EditorMovesOptions<K extends EditorMoveCall> {
  /** The move call, `'PUT /api/activity/event/status/{id}'`. */
  call: K;
  /**
   * Every target's words: a button shows for each target of the item's `moves` (in that order). A
   * function names a move by where the item comes from too (a survey's 1: 发布 a draft, 重新开启 a closed one).
   */
  moves: Record<EditorMoveTarget<K>, EditorMove | ((item: EditorMoveItem) => EditorMove)>;
  /** The status tag's text and colour by status (by its text: `'1'` for a numeric status). */
  status: StatusMap<string>;
  /** The status tag's name for screen readers (状态). */
  statusLabel: string;
  /**
   * The item's kind in pushed `activity` events (issue 26 §2): moved from another console or by the
   * server, the item is read again (`editor.refresh`: its status and moves follow, typing stays).
   */
  pushed?: LiveActivity['kind'];
}

type LoosePut = (path: string, options: { path: { id: number }; query: { status: string | number } }) => Promise<HttpResult<unknown>>;

/**
 * An editor's status and state moves, for {@link EditorPage}'s `actions`: the item's status tag and a
 * button per move the server allows now (`detail.moves`), named by its target (开始活动 / 结束活动); each
 * asks first, naming the item, then calls `PUT …/status/{id}?status=` and shows the answer in the editor
 * (`editor.setItem`) — or, when the call answers the list's row rather than the item (no `moves`),
 * reads the item again (`editor.refresh`, which keeps unsaved typing). The confirmation dialog comes
 * with the buttons. With `pushed`, a move made elsewhere (another console, issue 26) is followed too.
 *
 * ```tsx
 * const moves = useEditorMoves(editor, { call: 'PUT /api/activity/event/status/{id}', moves: texts.moves, status: EVENT_STATUS, statusLabel: texts.statusLabel, pushed: 'event' });
 * <EditorPage editor={editor} … actions={moves} />
 * ```
 * @public
 */
export function useEditorMoves<K extends EditorMoveCall, D extends EditorMoveItem>(
  editor: Pick<Editor<unknown, D>, 'id' | 'setItem' | 'refresh'>,
  options: EditorMovesOptions<K>,
): (item: D | null) => ReactNode {
  const api = useApi();
  const { confirm, dialog } = useConfirmedAction();
  const { call, moves, status, statusLabel, pushed } = options;
  const { id, refresh } = editor;
  useLive('activity', (moved) => {
    if (pushed !== undefined && moved.kind === pushed && id !== undefined && moved.id === id) void refresh();
  });
  const declared = moves as Record<string, EditorMove | ((item: EditorMoveItem) => EditorMove)>;
  const wordsOf = (item: EditorMoveItem, target: string | number): EditorMove | undefined => {
    if (!Object.hasOwn(declared, String(target))) return undefined;
    const words = declared[String(target)];
    return typeof words === 'function' ? words(item) : words;
  };

  const ask = (item: EditorMoveItem, target: string | number) => {
    const move = wordsOf(item, target) as EditorMove;
    confirm({
      title: move.text,
      content: move.question(item.title),
      okText: move.text,
      danger: move.danger,
      successText: move.done,
      action: async () => {
        const put = api.put as unknown as LoosePut;
        const result = await put(call.slice('PUT '.length), { path: { id: item.id }, query: { status: target } });
        if (result.ok) {
          const answer = result.data as Partial<EditorMoveItem>;
          if (Array.isArray(answer.moves)) editor.setItem(answer as D);
          else await editor.refresh();
        }
        return result;
      },
    });
  };

  return (answer) => {
    const item = answer as EditorMoveItem | null;
    return item ? (
      <>
        <span className="gr-visually-hidden">{statusLabel}</span>
        <StatusTag value={String(item.status)} map={status} />
        {item.moves.map((target) => {
          const move = wordsOf(item, target);
          return move ? (
            <Button key={target} type={move.danger ? 'danger' : 'primary'} theme="solid" onClick={() => ask(item, target)}>
              {move.text}
            </Button>
          ) : null;
        })}
        {dialog}
      </>
    ) : null;
  };
}
