import type { ActivityTwzbDetail, ActivityTwzbGroup, ActivityTwzbInput, ActivityWatch } from '@greenroom/contracts';
import { useApi, useRouteRef } from '@greenroom/sdk';
import {
  DateTimeField,
  EditorPage,
  EditorSection,
  ImageUploadField,
  PhoneListField,
  RadioField,
  RichTextField,
  SelectField,
  TextField,
  useEditor,
  useEditorMoves,
} from '@greenroom/sdk/kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { liveEditorRef, liveListRef } from '../routes';
import { liveStatus, editorTexts as t } from '../texts';

/** A new activity: 图文直播, 未分组, open to anyone; the title and the start time are the organiser's to give. */
export const emptyLive = (): ActivityTwzbInput => ({
  title: '',
  coverUrl: '',
  mode: 'text',
  groupId: null,
  startTime: '',
  endTime: null,
  description: '',
  watch: { mode: 'public' },
});

/** The editable part of the detail: exactly the body of POST/PUT /api/activity/twzb. */
const toValues = ({ title, coverUrl, mode, groupId, startTime, endTime, description, watch }: ActivityTwzbDetail): ActivityTwzbInput => ({
  title,
  coverUrl,
  mode,
  groupId,
  startTime,
  endTime,
  description,
  watch,
});

/** 开始直播, and 结束直播 that cannot be taken back; read in the page's language. */
const movesOf = () => ({ live: t.moves.live, ended: { ...t.moves.ended, danger: true } });

const modeOptions = () => (['text', 'video'] as const).map((value) => ({ value, label: t.modes[value] }));
const watchOptions = () => (['public', 'password', 'whitelist'] as const).map((value) => ({ value, label: t.watchModes[value] }));

/**
 * `/activity/live/new` and `/activity/live/:id` (issue 22 §1): a live activity's editor in the
 * console — its fields checked with the contract's own schema, the watch settings by mode, and the
 * state moves the server allows now (开始直播 / 结束直播), each confirmed.
 */
export default function LiveEditorPage() {
  const api = useApi();
  const editorPath = useRouteRef(liveEditorRef);
  const listPath = useRouteRef(liveListRef)();
  const editor = useEditor({
    id: useParams().id,
    calls: { load: 'GET /api/activity/twzb/{id}', create: 'POST /api/activity/twzb', update: 'PUT /api/activity/twzb/{id}' },
    empty: emptyLive,
    toValues,
    editPath: (id) => editorPath({ id }),
  });
  const words = useMemo(() => ({ moves: movesOf(), status: liveStatus(), modes: modeOptions(), watches: watchOptions() }), []);
  // Issue 26 §2: started or ended from another console, this editor's state and moves follow at once (typing stays).
  const actions = useEditorMoves(editor, {
    call: 'PUT /api/activity/twzb/status/{id}',
    moves: words.moves,
    status: words.status,
    statusLabel: t.statusLabel,
    pushed: 'twzb',
  });

  const [groups, setGroups] = useState<ActivityTwzbGroup[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void api.get('/api/activity/twzb/group-list', { signal: controller.signal }).then((result) => {
      // A failed load leaves the list empty (the choice stays what was saved).
      if (!controller.signal.aborted) setGroups(result.ok ? result.data : []);
    });
    return () => controller.abort();
  }, [api]);

  // Another watch mode keeps what was typed for the others, for a way back.
  const kept = useRef({ password: '', phones: [] as string[] });
  const { watch } = editor.values;
  const changeWatch = (mode: ActivityWatch['mode']) => {
    if (watch.mode === 'password') kept.current.password = watch.password;
    if (watch.mode === 'whitelist') kept.current.phones = watch.phones;
    const next: ActivityWatch =
      mode === 'password' ? { mode, password: kept.current.password } : mode === 'whitelist' ? { mode, phones: kept.current.phones } : { mode };
    editor.set('watch', next);
  };

  return (
    <EditorPage editor={editor} what={t.what} backTo={listPath} actions={actions}>
      <EditorSection title={t.basics}>
        <TextField label={t.title} required maxLength={60} placeholder={t.titlePlaceholder} {...editor.bind('title')} />
        <ImageUploadField label={t.cover} clearable {...editor.bind('coverUrl')} />
        <RadioField label={t.mode} required look="button" options={words.modes} {...editor.bind('mode')} />
        <SelectField
          label={t.group}
          clearable
          placeholder={t.noGroup}
          help={t.groupHelp}
          loading={groups === null}
          options={(groups ?? []).map((group) => ({ value: group.id, label: group.name }))}
          {...editor.bind('groupId')}
        />
        <DateTimeField label={t.startTime} required {...editor.bind('startTime')} />
        <DateTimeField label={t.endTime} clearable help={t.endHelp} {...editor.bind('endTime')} />
        <RichTextField label={t.description} placeholder={t.descriptionPlaceholder} {...editor.bind('description')} />
      </EditorSection>
      <EditorSection title={t.watch}>
        <RadioField label={t.watchMode} required help={t.watchHelp[watch.mode]} options={words.watches} {...editor.bind('watch.mode')} onChange={changeWatch} />
        {watch.mode === 'password' ? <TextField label={t.password} required help={t.passwordHelp} maxLength={20} {...editor.bind('watch.password')} /> : null}
        {watch.mode === 'whitelist' ? <PhoneListField label={t.phones} required {...editor.bind('watch.phones')} /> : null}
      </EditorSection>
    </EditorPage>
  );
}
