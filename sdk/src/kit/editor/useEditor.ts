import type { CallAnswer, CallKey } from '@greenroom/contracts';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../../api';
import { useNotify } from '../../hooks';
import type { HttpResult } from '../../services';
import { getIn, isUnder, setIn } from './paths';
import { newRequestKey, REQUEST_KEY_FIELD, serverFieldErrors } from './requests';
import { editorTexts } from './texts';
import type { Editor, EditorCreateCall, EditorLoadCall, EditorOptions, EditorStatus, EditorUpdateCall, FieldBinding } from './types';
import { type FieldErrors, validateBody } from './validate';

const CREATE_ID = 'new';
const ITEM_ID = /^[1-9]\d{0,15}$/;

type LooseSend = (path: string, options: { path?: object; body?: unknown; signal?: AbortSignal; silent?: boolean }) => Promise<HttpResult<unknown>>;

const json = (value: unknown) => JSON.stringify(value) ?? '';

/**
 * The controller of a full-page editor of one item, at `…/new` (create) or `…/:id` (edit): loads
 * the item, keeps the values and whether they changed, checks them with the call's own zod schema
 * before sending (per-field Chinese messages), creates with a `requestKey` made once per visit (a
 * double click makes one item), then replaces `…/new` with the item's address; shows the server's
 * refusal on the field it names. Calls are silent: the page shows what went wrong.
 * @public
 */
export function useEditor<V, L extends EditorLoadCall, C extends EditorCreateCall, U extends EditorUpdateCall>(
  options: EditorOptions<V, L, C, U>,
): Editor<V, CallAnswer<L>> {
  type D = CallAnswer<L>;
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const baseId = useId();
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const creating = options.id === undefined || options.id === CREATE_ID;
  const idValid = creating || ITEM_ID.test(options.id ?? '');
  const routeId = creating || !idValid ? undefined : Number(options.id);

  // An item being loaded shows (behind the skeleton) a new item's values: a page may read them at once.
  const [values, setValues] = useState<V>(options.empty);
  const valuesRef = useRef(values);
  const [baseline, setBaseline] = useState(() => json(values));
  const baselineRef = useRef(baseline);
  const [item, setItemState] = useState<D | null>(null);
  const [itemId, setItemId] = useState<number | undefined>(routeId);
  const itemIdRef = useRef(itemId);
  const [status, setStatus] = useState<EditorStatus>(creating ? 'ready' : idValid ? 'loading' : 'notFound');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const [saved, setSaved] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const requestKey = useRef<string | undefined>(undefined);
  /** The item a create in this editor just made: the address now names it, no need to load it. */
  const created = useRef<{ id: number; item: D } | null>(null);
  const bound = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = useCallback(
    (call: CallKey, request: Parameters<LooseSend>[1]) => {
      const [method, path] = call.split(' ') as [string, string];
      const client = api[method.toLowerCase() as keyof typeof api] as unknown as LooseSend;
      return client(path, { ...request, silent: true });
    },
    [api],
  );

  const adopt = useCallback((next: D, id: number) => {
    const nextValues = optionsRef.current.toValues(next);
    valuesRef.current = nextValues;
    baselineRef.current = json(nextValues);
    itemIdRef.current = id;
    setValues(nextValues);
    setBaseline(baselineRef.current);
    setItemState(next);
    setItemId(id);
    setErrors({});
    setFormError(null);
    setStatus('ready');
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's id (and 重试) say when to load; the rest is read through refs.
  useEffect(() => {
    if (creating) {
      // Back at `…/new` from an item (same page, another id): a fresh item and a fresh request key.
      if (itemIdRef.current !== undefined) {
        const fresh = optionsRef.current.empty();
        valuesRef.current = fresh;
        baselineRef.current = json(fresh);
        itemIdRef.current = undefined;
        requestKey.current = undefined;
        setValues(fresh);
        setBaseline(baselineRef.current);
        setItemState(null);
        setItemId(undefined);
        setErrors({});
        setFormError(null);
        setSaved(false);
      }
      setStatus('ready');
      return;
    }
    if (routeId === undefined) {
      setStatus('notFound');
      return;
    }
    if (created.current?.id === routeId) {
      created.current = null;
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    void send(optionsRef.current.calls.load, { path: { id: routeId }, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        adopt(result.data as D, routeId);
        setSaved(false);
      } else setStatus(result.code === 404 || result.status === 404 ? 'notFound' : 'failed');
    });
    return () => controller.abort();
  }, [options.id, attempt]);

  const update = useCallback((change: (values: V) => V) => {
    const next = change(valuesRef.current);
    valuesRef.current = next;
    setValues(next);
    setSaved(false);
    setFormError(null);
  }, []);

  const set = useCallback(
    (path: string, value: unknown) => {
      update((current) => setIn(current, path, value));
      // The user answers the problem of this value: its message goes until the next save.
      setErrors((current) => {
        const kept = Object.entries(current).filter(([key]) => !isUnder(key, path));
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      });
    },
    [update],
  );

  /** Set while a create moves to the item's own address: the typing goes along, nothing is left. */
  const movingToItem = useRef(false);
  const isDirty = useCallback(() => !movingToItem.current && json(valuesRef.current) !== baselineRef.current, []);

  const save = useCallback(async (): Promise<boolean> => {
    if (savingRef.current) return false;
    savingRef.current = true;
    setSaving(true);
    setFormError(null);
    const { calls, toBody, editPath, savedText, onSaved } = optionsRef.current;
    const sent = valuesRef.current;
    const body = (toBody ? toBody(sent) : sent) as object;
    const id = itemIdRef.current;
    const refuse = (found: FieldErrors | null, message?: string) => {
      if (!mounted.current) return false;
      if (found) setErrors(found);
      if (message) setFormError(message);
      setRefusals((n) => n + 1);
      return false;
    };
    try {
      if (id === undefined) requestKey.current ??= newRequestKey();
      const full = id === undefined ? { ...body, [REQUEST_KEY_FIELD]: requestKey.current } : body;
      const call = id === undefined ? calls.create : calls.update;
      const found = await validateBody(call as never, full as never);
      if (Object.keys(found).length > 0) return refuse(found, undefined);
      const result = await send(call, id === undefined ? { body: full } : { path: { id }, body: full });
      if (!result.ok) {
        const named = result.msg ? serverFieldErrors(result.msg) : null;
        return named ? refuse(named) : refuse({}, result.msg || editorTexts.saveFailed);
      }
      const answer = result.data as D;
      const answerId = Number((answer as { id?: unknown }).id ?? id);
      // Typed on while saving: keep the typing (still unsaved); else show the item as the server keeps it.
      const untouched = valuesRef.current === sent;
      if (mounted.current) {
        if (untouched) adopt(answer, answerId);
        else {
          baselineRef.current = json(sent);
          itemIdRef.current = answerId;
          setBaseline(baselineRef.current);
          setItemState(answer);
          setItemId(answerId);
          setErrors({});
        }
        setSaved(true);
      }
      notify.success(savedText ?? editorTexts.saved);
      onSaved?.(answer, id === undefined);
      if (id === undefined && mounted.current) {
        created.current = { id: answerId, item: answer };
        // The router asks its blocker at once, inside this call.
        movingToItem.current = true;
        try {
          void navigate(editPath(answerId), { replace: true, state: location.state });
        } finally {
          movingToItem.current = false;
        }
      }
      return true;
    } catch {
      return refuse({}, editorTexts.saveFailed);
    } finally {
      savingRef.current = false;
      if (mounted.current) setSaving(false);
    }
  }, [adopt, navigate, notify, send, location.state]);

  const bind = useCallback(
    (path: string): FieldBinding<unknown> => {
      bound.current.add(path);
      const inner: Record<string, string> = {};
      for (const [key, message] of Object.entries(errors)) if (key.startsWith(`${path}.`)) inner[key.slice(path.length + 1)] = message;
      return {
        name: path,
        id: `${baseId}-${path.replace(/\./g, '-')}`,
        value: getIn(values, path),
        onChange: (value: unknown) => set(path, value),
        error: errors[path],
        errors: Object.keys(inner).length > 0 ? inner : undefined,
      };
    },
    [baseId, errors, set, values],
  );

  const strayErrors = useCallback(
    () =>
      Object.entries(errors)
        .filter(([path]) => ![...bound.current].some((name) => isUnder(path, name)))
        .map(([, message]) => message),
    [errors],
  );

  const setItem = useCallback(
    (next: D) => {
      if (!isDirty()) {
        adopt(next, itemIdRef.current ?? Number((next as { id?: unknown }).id));
        return;
      }
      // Unsaved typing stays; every field the user has not touched takes the server's new value (a
      // move to 直播中 set the start to now: a later 保存 must not send the old start back).
      const fresh = optionsRef.current.toValues(next);
      const typed = valuesRef.current;
      const before = JSON.parse(baselineRef.current) as Record<string, unknown>;
      const merged = { ...typed } as Record<string, unknown>;
      if (isRecord(fresh) && isRecord(typed)) {
        for (const [field, value] of Object.entries(fresh)) {
          if (json(typed[field]) === json(before[field])) merged[field] = value;
        }
      }
      valuesRef.current = merged as V;
      baselineRef.current = json(fresh);
      setValues(merged as V);
      setBaseline(baselineRef.current);
      setItemState(next);
    },
    [adopt, isDirty],
  );

  const refresh = useCallback(async () => {
    const id = itemIdRef.current;
    if (id === undefined) return false;
    const result = await send(optionsRef.current.calls.load, { path: { id } });
    if (!result.ok || !mounted.current || itemIdRef.current !== id) return false;
    setItem(result.data as D);
    return true;
  }, [send, setItem]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const dirty = useMemo(() => json(values) !== baseline, [values, baseline]);

  return {
    mode: itemId === undefined ? 'create' : 'edit',
    status,
    id: itemId,
    item,
    values,
    errors,
    formError,
    dirty,
    saving,
    saved: saved && !dirty,
    refusals,
    bind: bind as Editor<V, D>['bind'],
    set: set as Editor<V, D>['set'],
    update,
    save,
    reload,
    setItem,
    refresh,
    isDirty,
    strayErrors,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
