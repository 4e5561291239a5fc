import { RecordingLibraryPage } from '@greenroom/media';
import { shellTexts as texts } from '../shellTexts';

/** `/content/video/event`: the recordings of the organiser's events (play, download, rename, delete). */
export default function EventVideoPage() {
  return <RecordingLibraryPage kind="event" title={texts.videoTitle} rename />;
}
