import type { ActivityPhotoDetail, ActivityPhotoInput, ActivityPhotoVisibility } from '@greenroom/contracts';
import { useRouteRef } from '@greenroom/sdk';
import { DateTimeField, EditorPage, EditorSection, ImageUploadField, RadioField, StatusTag, SwitchField, TextField, useEditor } from '@greenroom/sdk/kit';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { albumEditorRef, albumsRef } from '../routes';
import { ALBUM_STATUS } from '../status';
import { texts } from '../texts';

const VISIBILITIES = ['public', 'password', 'private'] as const satisfies readonly ActivityPhotoVisibility[];

/** A new album: public, without a watermark (the server's defaults), shooting times still to choose. */
const emptyAlbum = (): ActivityPhotoInput => ({
  title: '',
  coverUrl: '',
  location: '',
  startTime: '',
  endTime: null,
  watermark: false,
  visibility: 'public',
  password: '',
});

/** What the editor edits of an album: its input, without the counts and the status. */
const valuesOf = ({ title, coverUrl, location, startTime, endTime, watermark, visibility, password }: ActivityPhotoDetail): ActivityPhotoInput => ({
  title,
  coverUrl,
  location,
  startTime,
  endTime,
  watermark,
  visibility,
  password,
});

/** A password typed and then left for another way of viewing is not sent (the server would drop it anyway). */
const bodyOf = (values: ActivityPhotoInput): ActivityPhotoInput => (values.visibility === 'password' ? values : { ...values, password: '' });

/** The status beside the title: it follows the shooting times, so it is shown, never moved. */
function AlbumStatus({ album }: { album: ActivityPhotoDetail | null }) {
  if (!album) return null;
  return (
    <>
      <StatusTag value={album.status} map={ALBUM_STATUS} />
      <span className="gr-muted">{texts.editor.statusHint}</span>
    </>
  );
}

/**
 * `/activity/photo/new` and `/activity/photo/:id`: a photo-live album's editor — title, cover,
 * shooting place, start and end, watermark, and who may view it (公开 / 凭密码 with its password /
 * 仅自己); the status tag beside the title. Back returns to the album list with its filters.
 */
export default function AlbumEditorPage() {
  const t = texts.editor;
  // The choices' names in the page's language (issue 29).
  const visibilityOptions = useMemo(() => VISIBILITIES.map((value) => ({ value, label: texts.editor.visibilities[value] })), []);
  const listPath = useRouteRef(albumsRef)();
  const editorPath = useRouteRef(albumEditorRef);
  const editor = useEditor({
    id: useParams().id,
    calls: { load: 'GET /api/activity/photo/{id}', create: 'POST /api/activity/photo', update: 'PUT /api/activity/photo/{id}' },
    empty: emptyAlbum,
    toValues: valuesOf,
    toBody: bodyOf,
    editPath: (id) => editorPath({ id }),
  });
  const { visibility } = editor.values;

  return (
    <EditorPage editor={editor} what={t.what} backTo={listPath} actions={(album) => <AlbumStatus album={album} />}>
      <EditorSection title={t.basics}>
        <TextField label={t.title} required maxLength={60} placeholder={t.titlePlaceholder} {...editor.bind('title')} />
        <ImageUploadField label={t.cover} clearable {...editor.bind('coverUrl')} />
        <TextField label={t.location} required maxLength={100} placeholder={t.locationPlaceholder} {...editor.bind('location')} />
        <DateTimeField label={t.startTime} required {...editor.bind('startTime')} />
        <DateTimeField label={t.endTime} help={t.endTimeHelp} clearable {...editor.bind('endTime')} />
      </EditorSection>
      <EditorSection title={t.access}>
        <SwitchField label={t.watermark} onText={t.watermarkOn} offText={t.watermarkOff} {...editor.bind('watermark')} />
        <RadioField<ActivityPhotoVisibility>
          label={t.visibility}
          options={visibilityOptions}
          help={t.visibilityHelp[visibility]}
          {...editor.bind('visibility')}
        />
        {visibility === 'password' ? (
          <TextField label={t.password} required maxLength={20} placeholder={t.passwordPlaceholder} {...editor.bind('password')} />
        ) : null}
      </EditorSection>
    </EditorPage>
  );
}
