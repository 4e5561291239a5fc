import type { CallAnswer, CallBody, CallKey } from '@greenroom/contracts';
import type { FieldPath, FieldValue } from './paths';
import type { FieldErrors } from './validate';

/**
 * A call that reads one item for its editor: `GET …/{id}`.
 * @public
 */
export type EditorLoadCall = { [K in CallKey]: K extends `GET ${string}/{id}` ? K : never }[CallKey];

/**
 * A call that creates an item idempotently: `POST …` whose body carries a `requestKey`.
 * @public
 */
export type EditorCreateCall = {
  [K in CallKey]: K extends `POST ${string}` ? ([CallBody<K>] extends [never] ? never : CallBody<K> extends { requestKey: string } ? K : never) : never;
}[CallKey];

/**
 * A call that saves an item: `PUT …/{id}` with the whole input as its body.
 * @public
 */
export type EditorUpdateCall = { [K in CallKey]: K extends `PUT ${string}/{id}` ? ([CallBody<K>] extends [never] ? never : K) : never }[CallKey];

/**
 * What a field needs from its editor: `{...editor.bind('title')}` spreads it into a field.
 * @public
 */
export interface FieldBinding<T> {
  /** The value's dotted path (`watch.password`): the field's name, and the name the server's refusal uses. */
  name: string;
  /** The control's id (its label points at it). */
  id?: string;
  value: T;
  /** A method, so a binding of a narrower value (`string`) fits a field of a wider one (`string | null`). */
  onChange(value: T): void;
  /** The problem of this value, shown under the field. */
  error?: string;
  /** Problems of values inside this one (`3` for `phones.3`), by the rest of their path: a list field places them itself. */
  errors?: Record<string, string>;
}

/**
 * Where an editor is: loading its item, ready (a new item is ready at once), the item does not
 * exist or is another account's (404), or loading failed.
 * @public
 */
export type EditorStatus = 'loading' | 'ready' | 'notFound' | 'failed';

/**
 * What {@link useEditor} declares: the three calls of `@greenroom/contracts`, the values of a new
 * item and of a loaded one, and where an item's editor lives.
 * @public
 */
export interface EditorOptions<V, L extends EditorLoadCall, C extends EditorCreateCall, U extends EditorUpdateCall> {
  /** The `:id` of the address (`useParams().id`); undefined or `new` edits a new item. */
  id: string | undefined;
  /** `{ load: 'GET /api/activity/event/{id}', create: 'POST /api/activity/event', update: 'PUT /api/activity/event/{id}' }`. */
  calls: { load: L; create: C; update: U };
  /** The values of a new item. */
  empty: () => V;
  /** The values of a loaded (or just saved) item. */
  toValues: (item: CallAnswer<L>) => V;
  /**
   * The body of the create and update calls (without `requestKey`), when the values are not the body
   * itself. Keep the body's paths the fields' names: the checks and the server name fields by them.
   */
  toBody?: (values: V) => CallBody<U>;
  /** The address of an item's editor (`(id) => \`/activity/event/${id}\``): where a create goes next, replacing `…/new`. */
  editPath: (id: number) => string;
  /** The toast after a save (已保存). */
  savedText?: string;
  /** After each save, with the saved item; `created` for the first. */
  onSaved?: (item: CallAnswer<L>, created: boolean) => void;
}

/**
 * An editor's state and actions ({@link useEditor}); {@link EditorPage} shows it.
 * @public
 */
export interface Editor<V, D> {
  mode: 'create' | 'edit';
  status: EditorStatus;
  /** The item's id (after a create too); undefined for a new item. */
  id: number | undefined;
  /** The item as the server last answered it (loaded or saved); null for a new item. */
  item: D | null;
  values: V;
  /** Problems by dotted path, from the last save (the contract's checks or the server's refusal). */
  errors: FieldErrors;
  /** A refusal that names no field (a state conflict, a network failure): a banner above the form. */
  formError: string | null;
  /** The values differ from the item's (or a new item's) values. */
  dirty: boolean;
  saving: boolean;
  /** The last save succeeded and nothing changed since. */
  saved: boolean;
  /** Counts refused saves: {@link EditorPage} moves the focus to the first field in error after each. */
  refusals: number;
  /** Binds a field to the value at `path`: `<TextField label="标题" {...editor.bind('title')} />`. */
  bind<P extends FieldPath<V>>(path: P): FieldBinding<FieldValue<V, P>>;
  /** Sets the value at `path`. */
  set<P extends FieldPath<V>>(path: P, value: FieldValue<V, P>): void;
  /** Changes several values at once (`watch` to another mode). */
  update(change: (values: V) => V): void;
  /** Checks the values against the call's schema, then creates or saves; answers whether it saved. */
  save(): Promise<boolean>;
  /** Loads the item again (after 重试, or to drop the changes). */
  reload(): void;
  /** Takes an item the server answered elsewhere (a state move); unchanged values follow it. */
  setItem(item: D): void;
  /**
   * Reads the item again and takes it as {@link Editor.setItem} does (unchanged values follow it,
   * unsaved typing stays); answers whether it was read. Nothing to read for a new item (false).
   */
  refresh(): Promise<boolean>;
  /** Whether there are unsaved changes now (for a leave guard; reads the latest values). */
  isDirty(): boolean;
  /** Problems whose path no bound field shows: {@link EditorPage} lists them above the form. */
  strayErrors(): string[];
}
