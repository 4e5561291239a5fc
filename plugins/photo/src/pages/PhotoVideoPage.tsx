import { PhotoVideoLibraryPage } from '@greenroom/media';
import { texts } from '../texts';

/** `/content/video/photo`: the videos generated from the organiser's photo-live albums (play, delete). */
export default function PhotoVideoPage() {
  return <PhotoVideoLibraryPage title={texts.videoTitle} />;
}
