import { MaterialLibraryPage } from '@greenroom/media';
import { shellTexts } from '../shellTexts';

/** `/content/material/live`: materials of the organiser's text-image live activities (preview, rename, delete). */
export default function LiveMaterialLibraryPage() {
  return <MaterialLibraryPage kind="twzb" title={shellTexts.library.materialPage} />;
}
