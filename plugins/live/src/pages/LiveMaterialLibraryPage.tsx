import { MaterialLibraryPage } from '@greenroom/media';
import { texts } from '../texts';

/** `/content/material/live`: materials of the organiser's text-image live activities (preview, rename, delete). */
export default function LiveMaterialLibraryPage() {
  return <MaterialLibraryPage kind="twzb" title={texts.library.materialPage} />;
}
