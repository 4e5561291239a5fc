import { RecordingLibraryPage } from '@greenroom/media';
import { shellTexts } from '../shellTexts';

/** `/content/video/live`: recordings of the organiser's video-live activities (play, download, delete). */
export default function LiveVideoLibraryPage() {
  return <RecordingLibraryPage kind="live" title={shellTexts.library.videoPage} />;
}
