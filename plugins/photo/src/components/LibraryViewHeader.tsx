import { useRouteRef } from '@greenroom/sdk';
import { PageHeader } from '@greenroom/sdk/kit';
import { imageRef } from '../routes';
import { texts } from '../texts';

/** The title of one of the image library's views (人物, 时间线, 城市) under the way back to its overview (返回图片库). */
export function LibraryViewHeader({ title }: { title: string }) {
  const overview = useRouteRef(imageRef);
  return <PageHeader title={title} backTo={overview()} backText={texts.image.backToLibrary} />;
}
