import { MaterialLibraryPage } from '@greenroom/media';
import { shellTexts as texts } from '../shellTexts';

/** `/content/material/event`: the materials of the organiser's events (preview, rename, delete). */
export default function EventMaterialPage() {
  return <MaterialLibraryPage kind="event" title={texts.materialTitle} />;
}
