import type { ActivityEventDetail, ActivityEventField, ActivityEventFieldKey, ActivityEventInput } from '@greenroom/contracts';
import { useRouteRef } from '@greenroom/sdk';
import {
  DateTimeField,
  EditorPage,
  EditorSection,
  editorTexts,
  IMAGE_UPLOAD_MAX_BYTES,
  ImageUploadField,
  ListField,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  useEditor,
  useEditorMoves,
} from '@greenroom/sdk/kit';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { eventEditorRef, eventListRef } from '../routes';
import { EVENT_STATUS } from '../status';
import { texts } from '../texts';

/** 开始活动, and 结束活动 that cannot be taken back; in the page's language (issue 29). */
function movesOf() {
  const { ongoing, ended } = texts.moves;
  return {
    ongoing: { text: ongoing.button, question: ongoing.confirm, done: ongoing.done },
    ended: { text: ended.button, question: ended.confirm, done: ended.done, danger: true },
  };
}

/** The registration form's most fields (the contract's `form.max`). */
const FORM_MAX = 10;
const FIELD_KEYS: readonly ActivityEventFieldKey[] = ['name', 'phone', 'company', 'title', 'custom'];

/** A new event: registration open, no limit, a form asking for the name and the phone. */
const emptyEvent = (): ActivityEventInput => ({
  title: '',
  coverUrl: '',
  city: '',
  address: '',
  startTime: '',
  endTime: null,
  capacity: null,
  registrationOpen: true,
  form: [
    { key: 'name', label: texts.editor.fieldKeys.name, required: true },
    { key: 'phone', label: texts.editor.fieldKeys.phone, required: true },
  ],
});

/** What the editor edits of an event: its input, without the counts and the state. */
const valuesOf = ({ title, coverUrl, city, address, startTime, endTime, capacity, registrationOpen, form }: ActivityEventDetail): ActivityEventInput => ({
  title,
  coverUrl,
  city,
  address,
  startTime,
  endTime,
  capacity,
  registrationOpen,
  form,
});

/**
 * `/activity/event/new` and `/activity/event/:id`: an event's editor — title, cover, city and venue,
 * start and end, capacity (不限), registration open or closed and its form; the status tag and the
 * state moves (开始活动 / 结束活动) beside the title. Back returns to the list with its filters.
 */
export default function EventEditorPage() {
  const listPath = useRouteRef(eventListRef)();
  const editorPath = useRouteRef(eventEditorRef);
  const t = texts.editor;
  const moves = useMemo(movesOf, []);
  /** The kit's own hint (types and size), and what no cover means. */
  const coverHelp = t.coverHelp(editorTexts.imageHelp(IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024));
  const fieldKeyOptions = FIELD_KEYS.map((value) => ({ value, label: t.fieldKeys[value] }));
  const editor = useEditor({
    id: useParams().id,
    calls: { load: 'GET /api/activity/event/{id}', create: 'POST /api/activity/event', update: 'PUT /api/activity/event/{id}' },
    empty: emptyEvent,
    toValues: valuesOf,
    editPath: (id) => editorPath({ id }),
  });
  // Issue 26 §2: started or ended from another console, the status and moves follow at once (typing stays).
  const actions = useEditorMoves(editor, {
    call: 'PUT /api/activity/event/status/{id}',
    moves,
    status: EVENT_STATUS,
    statusLabel: texts.statusLabel,
    pushed: 'event',
  });

  /** A field's type chosen: a name still the old type's own follows the new type. */
  const chooseKey = (index: number, field: ActivityEventField, key: ActivityEventFieldKey | null) => {
    if (key === null) return;
    editor.set(`form.${index}.key`, key);
    if (field.label === '' || field.label === t.fieldKeys[field.key]) editor.set(`form.${index}.label`, key === 'custom' ? '' : t.fieldKeys[key]);
  };

  return (
    <EditorPage editor={editor} what={texts.what} backTo={listPath} actions={actions}>
      <EditorSection title={t.basics}>
        <TextField label={t.title} required maxLength={60} {...editor.bind('title')} />
        <ImageUploadField label={t.cover} help={coverHelp} clearable {...editor.bind('coverUrl')} />
      </EditorSection>
      <EditorSection title={t.place}>
        <TextField label={t.city} required maxLength={32} {...editor.bind('city')} />
        <TextField label={t.address} required maxLength={200} {...editor.bind('address')} />
        <DateTimeField label={t.startTime} required {...editor.bind('startTime')} />
        <DateTimeField label={t.endTime} help={t.endTimeHelp} clearable {...editor.bind('endTime')} />
      </EditorSection>
      <EditorSection title={t.registration}>
        <NumberField label={t.capacity} nullable min={1} max={100_000} suffix={t.capacityUnit} {...editor.bind('capacity')} />
        <SwitchField label={t.registrationOpen} onText={t.open} offText={t.closed} {...editor.bind('registrationOpen')} />
        <ListField<ActivityEventField>
          label={t.form}
          help={t.formHelp}
          itemName={t.formItem}
          min={1}
          max={FORM_MAX}
          newItem={() => ({ key: 'custom', label: '', required: false })}
          itemLabel={(field) => field.label || t.newField}
          renderItem={(field, index) => (
            <>
              <SelectField<ActivityEventFieldKey>
                label={t.fieldKey}
                options={fieldKeyOptions}
                {...editor.bind(`form.${index}.key`)}
                onChange={(key) => chooseKey(index, field, key)}
              />
              <TextField label={t.fieldLabel} required maxLength={20} {...editor.bind(`form.${index}.label`)} />
              <SwitchField label={t.fieldRequired} {...editor.bind(`form.${index}.required`)} />
            </>
          )}
          {...editor.bind('form')}
        />
      </EditorSection>
    </EditorPage>
  );
}
