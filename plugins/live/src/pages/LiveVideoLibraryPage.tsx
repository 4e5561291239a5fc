import { RecordingLibraryPage } from '@greenroom/sdk/kit';
import { libraryTitles } from './libraryTexts';

/** `/content/video/live`: recordings of the organiser's video-live activities (play, download, delete). */
export default function LiveVideoLibraryPage() {
  return <RecordingLibraryPage kind="live" title={libraryTitles.videoPage} />;
}
